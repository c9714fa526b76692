// npm run bench:owner: the owner API against the built server. For the demo home: the save (PUT of the draft, its
// problems checked) and the publish (validated, written, announced), p50/p90/p99/max over BENCH_ROUNDS rounds, on
// PGlite and, with BENCH_DATABASE_URL (an admin URL), on a fresh PostgreSQL database served by two processes: there
// also the time from the publish's answer until the other process serves the new page (purge to fresh, polled every
// 5 ms). Each round changes the page's title. Loopback only; run `npm run build` first.
//
//   BENCH_ROUNDS (40), BENCH_PORT (3430: uses it and the next), BENCH_DATABASE_URL (unset = PGlite only)
import { execFileSync } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createBenchDatabase } from "./bench/benchDatabase.mjs";
import { startServer } from "./bench/startServer.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PORT = Number(process.env.BENCH_PORT ?? 3430);
const EDITOR_ORIGIN = `http://editor.localhost:${PORT}`;
const OWNER = { email: "bench@owner.test", password: "a long bench password" };

function request(port, method, path, { host, cookie, json, ifMatch } = {}) {
  const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  const headers = { host, origin: EDITOR_ORIGIN, "user-agent": "Mozilla/5.0 bench", "accept-encoding": "identity" };
  if (cookie) headers.cookie = cookie;
  if (payload) Object.assign(headers, { "content-type": "application/json", "content-length": payload.length });
  if (ifMatch !== undefined) headers["if-match"] = `"${ifMatch}"`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const sent = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const type = response.headers["content-type"] ?? "";
        const body = type.includes("json") && text ? JSON.parse(text) : text;
        const cookie = response.headers["set-cookie"]?.[0]?.split(";")[0];
        resolve({ status: response.statusCode, body, cookie, ms: performance.now() - started });
      });
    });
    sent.on("error", reject);
    sent.end(payload);
  });
}

const editor = (port, method, path, options = {}) =>
  request(port, method, path, { host: `editor.localhost:${port}`, ...options });

function addOwner(env) {
  execFileSync(
    process.execPath,
    ["node_modules/.bin/tsx", "server/cli/owner-add.ts", "--shop", "localhost", "--email", OWNER.email],
    {
      env: { ...process.env, ...env },
      input: `${OWNER.password}\n`,
      stdio: ["pipe", "ignore", "inherit"],
    },
  );
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
function summary(label, values) {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (q) => quantile(sorted, q).toFixed(1);
  return `  ${label.padEnd(16)} p50 ${f(0.5)} ms  p90 ${f(0.9)} ms  p99 ${f(0.99)} ms  max ${sorted.at(-1).toFixed(1)} ms  (${sorted.length} rounds)`;
}

/** Rounds of save + publish of the home on `port`, and, with `otherPort`, the purge to fresh seen there. */
async function rounds(port, otherPort) {
  const signedIn = await editor(port, "POST", "/api/owner/session", { json: OWNER });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}: ${JSON.stringify(signedIn.body)}`);
  const cookie = signedIn.cookie;
  const shopId = signedIn.body.shops[0].id;
  const documents = await editor(port, "GET", `/api/owner/shops/${shopId}/documents`, { cookie });
  const home = documents.body.find((document) => document.path === "/");
  const path = `/api/owner/shops/${shopId}/documents/${home.id}`;
  let draft = (await editor(port, "GET", path, { cookie })).body;
  const times = { save: [], publish: [], fresh: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const title = `บ้านชา รอบ ${round} ${Date.now()}`;
    draft.content.th.pageHead.title = title;
    const saved = await editor(port, "PUT", path, { cookie, json: { content: draft.content }, ifMatch: draft.version });
    if (saved.status !== 200) throw new Error(`save answered ${saved.status}: ${JSON.stringify(saved.body)}`);
    const published = await editor(port, "POST", `${path}/publish`, { cookie, json: { version: saved.body.version } });
    if (published.status !== 200)
      throw new Error(`publish answered ${published.status}: ${JSON.stringify(published.body)}`);
    draft = { ...draft, version: saved.body.version };
    times.save.push(saved.ms);
    times.publish.push(published.ms);
    if (otherPort) {
      const since = performance.now();
      for (;;) {
        const page = await request(otherPort, "GET", "/", { host: `localhost:${otherPort}` });
        if (page.body.includes(`<title>${title}`)) break;
        if (performance.now() - since > 10_000) throw new Error("the other process never served the new page");
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      times.fresh.push(performance.now() - since);
    }
  }
  return times;
}

async function onPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), "sf-bench-owner-"));
  try {
    const env = { DATA_DIR: dataDir, EDITOR_ORIGIN };
    const seeding = await startServer({ name: "seeding server", args: ["server/index.js"], env, port: PORT });
    await seeding.stop(); // the first start imports the demo shops; owner:add refuses a DATA_DIR a server holds
    addOwner({ DATA_DIR: dataDir });
    const server = await startServer({ name: "server", args: ["server/index.js"], env, port: PORT });
    try {
      const times = await rounds(PORT);
      console.log(
        `\nPGlite, one process; load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")}`,
      );
      console.log(summary("save", times.save));
      console.log(summary("publish", times.publish));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl) {
  const database = await createBenchDatabase(adminUrl, "sf_bench_owner");
  try {
    addOwner({ DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${database.name}` }).toString() });
    const env = { DATABASE_URL: database.serverUrl, EDITOR_ORIGIN };
    const servers = [
      await startServer({ name: "server 1", args: ["server/index.js"], env, port: PORT }),
      await startServer({ name: "server 2", args: ["server/index.js"], env, port: PORT + 1 }),
    ];
    try {
      const times = await rounds(PORT, PORT + 1);
      console.log(
        `\nPostgreSQL, two processes; load average ${loadavg()
          .map((n) => n.toFixed(2))
          .join(" ")}`,
      );
      console.log(summary("save", times.save));
      console.log(summary("publish", times.publish));
      console.log(summary("purge to fresh", times.fresh));
    } finally {
      await Promise.all(servers.map((server) => server.stop()));
    }
  } finally {
    await database.drop();
  }
}

await onPglite();
if (process.env.BENCH_DATABASE_URL) await onPostgres(process.env.BENCH_DATABASE_URL);
