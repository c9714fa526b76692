// npm run bench:cart: POST /api/x4/cart/update_items (one guest cart of the demo shop, quantities alternating 2/3)
// against the built server, loopback only, on PGlite and, when BENCH_DATABASE_URL (an admin URL) is set, on a fresh
// PostgreSQL database. The load is open-loop and evenly paced: one request every 1/BENCH_RATE s whatever the answers
// take, each latency counted from the moment the request was due (queueing is never hidden), after a warm-up at the
// same rate. Prints p50/p90/p99/max, the rate sent and the rate answered, failures by reason, and CPU ms per request:
// the server process's, and on PostgreSQL the database backends' too (when the database runs on this machine).
// Run `npm run build` first.
//
//   BENCH_RATE (200 requests/s), BENCH_SECONDS (30), BENCH_WARMUP_SECONDS (5), BENCH_PORT (3410),
//   BENCH_DATABASE_URL (unset = PGlite only), BENCH_ONLY (pglite | postgres: one database only, e.g. to interleave
//   an A/B comparison), BENCH_AUTOCANNON=1 (also an autocannon run at overallRate, BENCH_CONNECTIONS connections: it
//   paces per connection and per second, so it measures bursts, not an even 200 requests/s; off by default),
//   BENCH_NODE_ARGS (node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/cart-prof" to profile it)
import { execFileSync, spawn } from "node:child_process";
import http from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { migrateWithDemoShops } from "./bench/migrateDatabase.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3410);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_ONLY ?? "";
const AUTOCANNON = process.env.BENCH_AUTOCANNON === "1";
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const HOST = "localhost"; // the demo shop
const TARGET_P99_MS = 25;
const HEADERS = {
  "content-type": "application/json",
  accept: "application/json",
  "x-nuxt-host": HOST,
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
};
const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

if (!existsSync("build/server/index.js")) {
  console.error("bench:cart measures the built server: run `npm run build` first");
  process.exit(1);
}
if (ONLY && ONLY !== "pglite" && ONLY !== "postgres") {
  console.error(`BENCH_ONLY is pglite or postgres, not ${ONLY}`);
  process.exit(1);
}

/** A demo product anyone can put in a cart any number of times: unlimited stock, no maximum, no variants. */
function demoProduct() {
  const document = JSON.parse(readFileSync("shops/demo.json", "utf8"));
  const product = document.catalogue.products.find(
    (p) =>
      (p.stock ?? null) === null &&
      (p.maxOrder ?? null) === null &&
      (p.minOrder ?? 1) <= 1 &&
      !p.preorder &&
      !(p.variants?.length > 0) &&
      p.price * 3 < 30_000,
  );
  if (!product) throw new Error("shops/demo.json has no product with unlimited stock and no maximum");
  return product;
}

/** utime + stime of a process (all its threads), in milliseconds; undefined once it is gone. */
function cpuMs(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return undefined;
  }
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from 3 on (the name may hold spaces)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function adminQuery(adminUrl, statement, values = []) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The CPU the PostgreSQL backends serving database `name` spend, from /proc (the database must run on this machine,
 * else it reports nothing). Polls their pids every 500 ms, so a backend that comes or goes during the run counts
 * for what it spent while seen (a backend still connected at the end, as the server's pool's are, counts fully).
 */
function databaseCpuMeter(adminUrl, name) {
  const local = ["127.0.0.1", "localhost", "::1", "[::1]", ""].includes(new URL(adminUrl).hostname);
  if (!local || !existsSync("/proc/self/stat")) return undefined;
  const first = new Map();
  const last = new Map();
  const poll = async () => {
    const rows = await adminQuery(adminUrl, "SELECT pid FROM pg_stat_activity WHERE datname = $1", [name]);
    for (const { pid } of rows) {
      const ms = cpuMs(pid);
      if (ms === undefined) continue;
      if (!first.has(pid)) first.set(pid, ms);
      last.set(pid, ms);
    }
  };
  return {
    async start() {
      await poll();
      const timer = setInterval(() => poll().catch(() => {}), 500);
      return async () => {
        clearInterval(timer);
        await poll();
        let total = 0;
        for (const [pid, ms] of last) total += ms - (first.get(pid) ?? ms);
        return total;
      };
    },
  };
}

/** Starts `node server/index.js` (production) on the given database; resolves once it answers. */
async function startServer(databaseEnv) {
  const server = spawn(process.execPath, [...NODE_ARGS, "server/index.js"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(PORT), HOST: "127.0.0.1", ...databaseEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => server.once("exit", resolve));
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const ok = await fetch(`${ORIGIN}/api/health`, { headers: HEADERS }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { server, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill("SIGTERM");
  throw new Error("the server did not start within 60 s");
}

async function post(call, body) {
  const response = await fetch(`${ORIGIN}/api/x4/cart/${call}`, {
    method: "POST",
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${call} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Runs a load and the CPU it cost the server process (and the database's backends, when metered). */
async function measure(pid, databaseMeter, load) {
  const cpuBefore = cpuMs(pid);
  const stopDatabase = await databaseMeter?.start();
  const result = await load();
  const serverCpuMs = cpuMs(pid) - cpuBefore;
  return { ...result, serverCpuMs, databaseCpuMs: await stopDatabase?.() };
}

/** The q-quantile of sorted values (nearest rank), rounded to 0.1 ms. */
function quantile(sorted, q) {
  const value = sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
  return value === undefined ? NaN : Math.round(value * 10) / 10;
}

/**
 * autocannon at overallRate (BENCH_AUTOCANNON=1): note that it paces per connection and per second (each connection
 * sends its share back to back, then waits for the next second), so arrivals come in bursts at every second's start;
 * its latencies are of those bursts.
 */
async function autocannonRun(url, bodies, seconds) {
  const { default: autocannon } = await import("autocannon");
  let sent = 0;
  const result = await autocannon({
    url,
    method: "POST",
    headers: HEADERS,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: seconds,
    // autocannon's own correction assumes 1 ms between requests whatever the rate
    ignoreCoordinatedOmission: true,
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[sent++ % 2] }) }],
  });
  return {
    sent: result.requests.sent,
    completed: result.requests.total,
    elapsedMs: seconds * 1000,
    sendSpanMs: seconds * 1000,
    latency: result.latency,
    errors: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    failed: result.errors + result.timeouts + result.non2xx,
    note: `${CONNECTIONS} connections, bursts`,
  };
}

/**
 * An open-loop load: one request every 1/RATE s, evenly spaced whatever the answers take (keep-alive sockets as
 * needed), each latency counted from the moment it was due, so queueing is never hidden. Also records how late
 * the client itself sent (its own event loop), which the latencies include.
 */
async function pacedRun(url, bodies, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const latencies = [];
  const sendLags = [];
  const failures = new Map(); // "HTTP 500", "timed out", "ECONNRESET"… → count
  const fail = (reason) => failures.set(reason, (failures.get(reason) ?? 0) + 1);
  const pending = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0.5) await new Promise((resolve) => setTimeout(resolve, wait));
    sendLags.push(Math.max(0, performance.now() - due));
    pending.push(
      postOnce(agent, url, bodies[i % 2]).then(
        (status) => {
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          else fail(`HTTP ${status}`);
        },
        (error) => fail(error.code ?? error.message),
      ),
    );
  }
  const sendSpanMs = performance.now() - start;
  await Promise.all(pending);
  const elapsedMs = performance.now() - start;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
  const reasons = [...failures].map(([reason, count]) => `${count} ${reason}`).join(", ");
  return {
    sent: total,
    completed: latencies.length + failed,
    elapsedMs,
    sendSpanMs,
    latency: {
      p50: quantile(latencies, 0.5),
      p90: quantile(latencies, 0.9),
      p99: quantile(latencies, 0.99),
      max: quantile(latencies, 1),
    },
    errors: `${failed} errors or non-2xx${reasons ? ` (${reasons})` : ""}`,
    failed,
    note: `evenly spaced; client send lag p99 ${quantile(sendLags, 0.99)} ms`,
  };
}

function postOnce(agent, url, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: "POST", agent, headers: { ...HEADERS, "content-length": Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error("timed out")));
    request.on("error", reject);
    request.end(body);
  });
}

function report(label, product, how, result) {
  const { latency, completed } = result;
  const met = latency.p99 <= TARGET_P99_MS && result.failed === 0;
  console.log(`\n${label}, ${how} (${result.note}): ${RATE} requests/s for ${SECONDS} s, ${product.texts.en.name}`);
  console.log(
    `  requests   ${result.sent} sent at ${((result.sent * 1000) / result.sendSpanMs).toFixed(1)}/s, ` +
      `${completed} answered at ${((completed * 1000) / result.elapsedMs).toFixed(1)}/s (until the last answer)`,
  );
  console.log(
    `  latency    p50 ${latency.p50} ms  p90 ${latency.p90} ms  p99 ${latency.p99} ms  max ${latency.max} ms` +
      `  (target p99 <= ${TARGET_P99_MS} ms, no errors: ${met ? "met" : "NOT met"})`,
  );
  console.log(`  errors     ${result.errors}`);
  const perRequest = (ms) => (completed > 0 ? (ms / completed).toFixed(2) : "NaN");
  console.log(
    `  CPU        server ${perRequest(result.serverCpuMs)} ms/request (${result.serverCpuMs.toFixed(0)} ms in all)` +
      (result.databaseCpuMs === undefined
        ? ""
        : `, database ${perRequest(result.databaseCpuMs)} ms/request, ` +
          `together ${perRequest(result.serverCpuMs + result.databaseCpuMs)} ms/request`),
  );
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  console.log(`  machine    ${cpus().length} CPUs, load average ${load} (compare figures on a quiet machine only)`);
}

async function run(label, databaseEnv, databaseMeter) {
  const product = demoProduct();
  const { server, exited } = await startServer(databaseEnv);
  try {
    const cart = await post("checkoutByItems", { items: [{ uuid: product.uuid, quantity: 1 }], lang_key: "th" });
    const bodies = [2, 3].map((quantity) =>
      JSON.stringify({
        cart_id: cart.cart_id,
        cart_secret: cart.cart_secret,
        items: [{ uuid: product.uuid, quantity }],
        remove_items: [],
        lang_key: "th",
      }),
    );
    const url = `${ORIGIN}/api/x4/cart/update_items`;
    await pacedRun(url, bodies, WARMUP_SECONDS); // JIT, caches, the pool's connections

    if (AUTOCANNON) {
      const result = await measure(server.pid, databaseMeter, () => autocannonRun(url, bodies, SECONDS));
      report(label, product, "autocannon", result);
    }
    report(label, product, "paced", await measure(server.pid, databaseMeter, () => pacedRun(url, bodies, SECONDS)));
    const final = await fetch(
      `${ORIGIN}/api/x4/cart/get?cart_id=${cart.cart_id}&cart_secret=${encodeURIComponent(cart.cart_secret)}`,
      { headers: HEADERS },
    ).then((response) => response.json());
    console.log(`  cart after ${JSON.stringify(final.data.items.map((line) => [line.uuid, line.quantity]))}`);
  } finally {
    server.kill("SIGTERM");
    await exited;
  }
}

if (ONLY !== "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-cart-"));
  try {
    await run("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl && ONLY !== "pglite") {
  const name = `bench_cart_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    migrateWithDemoShops(url.toString());
    await run("PostgreSQL", { DATABASE_URL: url.toString() }, databaseCpuMeter(adminUrl, name));
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else if (ONLY !== "pglite") {
  console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL to an admin URL to measure it too)");
}
