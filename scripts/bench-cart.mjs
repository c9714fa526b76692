// npm run bench:cart: POST /api/x4/cart/update_items (one guest cart of the demo shop, quantities alternating 2/3)
// against the built server at a fixed rate, loopback only, on PGlite and, when BENCH_DATABASE_URL (an admin URL) is
// set, on a fresh PostgreSQL database. Two loads each: autocannon at overallRate, and an evenly paced open loop.
// Prints latency percentiles, errors and the server's CPU time per request. Run `npm run build` first.
//
//   BENCH_RATE (200 requests/s), BENCH_SECONDS (30), BENCH_CONNECTIONS (autocannon's, 20), BENCH_PORT (3410),
//   BENCH_DATABASE_URL (unset = PGlite only)
import { execFileSync, spawn } from "node:child_process";
import http from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";

const PORT = Number(process.env.BENCH_PORT ?? 3410);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
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

/** utime + stime of a process, in milliseconds (/proc/<pid>/stat fields 14 and 15). */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields from 3 on (the name may hold spaces)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

async function adminQuery(adminUrl, statement) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Starts `node server/index.js` (production) on the given database; resolves once it answers. */
async function startServer(databaseEnv) {
  const server = spawn(process.execPath, ["server/index.js"], {
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

/** Runs a load and the server's CPU time it cost. */
async function measure(pid, load) {
  const cpuBefore = cpuMs(pid);
  const result = await load();
  return { ...result, cpuMs: cpuMs(pid) - cpuBefore };
}

/**
 * autocannon at overallRate: note that it paces per connection and per second (each connection sends its share
 * back to back, then waits for the next second), so arrivals come in bursts at every second's start.
 */
async function autocannonRun(url, bodies) {
  let sent = 0;
  const result = await autocannon({
    url,
    method: "POST",
    headers: HEADERS,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
    // autocannon's own correction assumes 1 ms between requests whatever the rate; the paced run measures that
    ignoreCoordinatedOmission: true,
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[sent++ % 2] }) }],
  });
  return {
    completed: result.requests.total,
    latency: result.latency,
    errors: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    note: `${CONNECTIONS} connections`,
  };
}

/**
 * An open-loop load: one request every 1/RATE s, evenly spaced whatever the answers take (keep-alive sockets as
 * needed), each latency counted from the moment it was due, so queueing is never hidden.
 */
async function pacedRun(url, bodies) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = RATE * SECONDS;
  const interval = 1000 / RATE;
  const latencies = [];
  let failed = 0;
  const pending = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      postOnce(agent, url, bodies[i % 2]).then(
        (status) => {
          if (status >= 200 && status < 300) latencies.push(performance.now() - due);
          else failed++;
        },
        () => failed++,
      ),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN);
  return {
    completed: latencies.length + failed,
    latency: { p50: at(0.5), p90: at(0.9), p99: at(0.99), max: Math.round(latencies.at(-1) ?? NaN) },
    errors: `${failed} errors or non-2xx`,
    note: "evenly spaced",
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
  console.log(`\n${label}, ${how} (${result.note}): ${RATE} requests/s for ${SECONDS} s, ${product.texts.en.name}`);
  console.log(`  requests   ${completed} (${(completed / SECONDS).toFixed(1)}/s)`);
  console.log(
    `  latency    p50 ${latency.p50} ms  p90 ${latency.p90} ms  p99 ${latency.p99} ms  max ${latency.max} ms` +
      `  (target p99 <= ${TARGET_P99_MS} ms: ${latency.p99 <= TARGET_P99_MS ? "met" : "NOT met"})`,
  );
  console.log(`  errors     ${result.errors}`);
  const perRequest = completed > 0 ? result.cpuMs / completed : NaN;
  console.log(`  server CPU ${result.cpuMs.toFixed(0)} ms in all, ${perRequest.toFixed(2)} ms/request`);
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
  console.log(`  machine    ${cpus().length} CPUs, load average ${load} (compare figures on a quiet machine only)`);
}

async function run(label, databaseEnv) {
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
    for (let i = 0; i < 50; i++) await post("update_items", JSON.parse(bodies[i % 2])); // warm up

    const url = `${ORIGIN}/api/x4/cart/update_items`;
    report(label, product, "autocannon", await measure(server.pid, () => autocannonRun(url, bodies)));
    report(label, product, "paced", await measure(server.pid, () => pacedRun(url, bodies)));
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

const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-cart-"));
try {
  await run("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `bench_cart_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await run("PostgreSQL", { DATABASE_URL: url.toString() });
  } finally {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
} else {
  console.log("\n(PostgreSQL skipped: set BENCH_DATABASE_URL to an admin URL to measure it too)");
}
