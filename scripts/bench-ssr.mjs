// npm run bench:ssr: the built storefront's pages under load, in one interleaved run (autocannon, loopback only).
// For home, a category, a product and a search: requests/s, p50/p99, failures and server CPU ms per request with the
// page cache on ("cached", the server as started by default) and off ("uncached", PAGE_CACHE=off), the share of
// answers that were cache hits; /api/health on the cached server (cached home should reach 0.8x of it); a bare React
// Router app rendering a page of the home's size (elements, loader data bytes, measured from our home at run time)
// whose CPU per request anchors the uncached home's; then, in Chromium, the JavaScript a first visit downloads per
// page, and the cached server's RSS after BENCH_RSS_REQUESTS more page requests. Rounds alternate servers and paths
// and the table shows medians. Prints figures, not verdicts; exits non-zero when something broke.
// Run `npm run build` first.
//
//   BENCH_SECONDS (5 per round), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10), BENCH_PORT (3390: uses it and the next 3),
//   BENCH_RSS_REQUESTS (20000), BENCH_DATABASE_URL (an admin URL: a fresh PostgreSQL database instead of PGlite,
//   and a third server, cached with WORKERS=2; CPU is the server's process tree, not the database's)
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { buildBareApp } from "./bench/bareApp.mjs";
import { firstVisitBytes } from "./bench/firstVisitJs.mjs";
import { migrateWithDemoShops } from "./bench/migrateDatabase.mjs";
import { CHROME_UA, loadRound } from "./bench/loadRound.mjs";
import { pageSize } from "./bench/pageSize.mjs";
import { treeRssMiB } from "./bench/procStats.mjs";
import { startServer } from "./bench/startServer.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const RSS_REQUESTS = Number(process.env.BENCH_RSS_REQUESTS ?? 20_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const WARMUP_REQUESTS = 200; // per row, before the rounds: the JIT settles and the page cache fills

if (!existsSync("build/server/index.js")) {
  console.error("bench:ssr measures the built server: run `npm run build` first");
  process.exit(1);
}

const cleanups = []; // run last first, whatever happens

async function adminQuery(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Where each storefront server keeps its data: its own PGlite folder, or one fresh PostgreSQL database. */
async function databaseEnvs() {
  if (!ADMIN_URL) {
    return () => {
      const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-ssr-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return { DATA_DIR: dataDir, DATABASE_URL: "" };
    };
  }
  const name = `bench_ssr_${Date.now().toString(36)}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  migrateWithDemoShops(url.toString());
  return () => ({ DATABASE_URL: url.toString() });
}

/** Starts the storefront servers one after another (they seed the demo shops on start). */
async function startStorefronts() {
  const databaseEnv = await databaseEnvs();
  const variants = [
    ["cached", {}],
    ["uncached", { PAGE_CACHE: "off" }],
    ...(ADMIN_URL ? [["cached, 2 workers", { WORKERS: "2" }]] : []),
  ];
  const servers = [];
  for (const [index, [name, env]] of variants.entries()) {
    const server = await startServer({
      name,
      args: ["server/index.js"],
      env: { ...databaseEnv(), ...env },
      port: PORT + index,
    });
    cleanups.push(server.stop);
    servers.push(server);
  }
  return servers;
}

async function firstProductPath(origin) {
  const response = await fetch(`${origin}/api/page?path=/all-products`, { headers: { "X-Nuxt-Host": "localhost" } });
  const grid = JSON.stringify((await response.json()).data.pageComponent);
  const uuid = /"productUuids":\["([0-9a-f-]{36})"/.exec(grid)?.[1];
  if (!uuid) throw new Error("/all-products shows no product");
  return `/product/${uuid}`;
}

async function homeSize(origin) {
  const response = await fetch(`${origin}/`, { headers: { "user-agent": CHROME_UA } });
  if (!response.ok) throw new Error(`${origin}/ answered ${response.status}`);
  return pageSize(await response.text());
}

/**
 * Starts the bare app with a home page of `target` size. Its document shell and turbo-stream framing add a fixed
 * amount to what it is asked for, so a first start measures that and a second one asks for less by as much.
 */
async function startBareApp(port, target) {
  const bareApp = buildBareApp();
  cleanups.push(bareApp.remove);
  const trial = await bareApp.start(port, target.elements, target.dataBytes);
  cleanups.push(trial.stop);
  const measured = await homeSize(trial.origin);
  await trial.stop();
  const elements = 2 * target.elements - measured.elements;
  const server = await bareApp.start(port, elements, 2 * target.dataBytes - measured.dataBytes);
  cleanups.push(server.stop);
  return { server, size: await homeSize(server.origin) };
}

const median = (values) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percent = (share) => (Number.isNaN(share) ? "-" : `${(share * 100).toFixed(0)}%`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const servers = await startStorefronts();
  const [cached, uncached] = servers;
  const pages = [
    ["home", "/"],
    ["category", "/category/tea/101"],
    ["product", await firstProductPath(cached.origin)],
    ["search", "/search?q=oolong"],
  ];
  const target = await homeSize(uncached.origin);
  const bare = await startBareApp(PORT + servers.length, target);

  // the table's rows, in the order each round runs them: the bare app and /api/health right after our home
  const rows = [];
  for (const [page, path] of pages) {
    for (const server of servers) rows.push({ page, server, path, results: [] });
    if (page === "home") {
      rows.push({ page, server: bare.server, path, results: [] });
      rows.push({ page: "/api/health", server: cached, path: "/api/health", results: [] });
    }
  }
  const find = (page, server) => rows.find((row) => row.page === page && row.server === server);

  const database = ADMIN_URL ? "PostgreSQL (CPU: our processes, not the database's)" : "PGlite";
  console.log(
    `bench:ssr: ${ROUNDS} rounds of ${SECONDS} s per row, ${CONNECTIONS} connections, node ${process.version}, ` +
      `${database}, ${cpus().length} CPUs; ${pages.map(([page, path]) => `${page} ${path}`).join(", ")}`,
  );
  console.log(
    `anchor: our home ${target.elements} elements, ${target.dataBytes} B of loader data (turbo-stream, ` +
      `${target.dataValues} values); the bare app ${bare.size.elements} elements, ${bare.size.dataBytes} B ` +
      `(${bare.size.dataValues} values)`,
  );
  for (const { server, path } of rows) {
    await loadRound(server, { amount: WARMUP_REQUESTS, connections: CONNECTIONS, paths: [path] });
  }
  for (let round = 1; round <= ROUNDS; round++) {
    for (const row of rows) {
      const result = await loadRound(row.server, { seconds: SECONDS, connections: CONNECTIONS, paths: [row.path] });
      row.results.push(result);
      console.log(
        `round ${round}  ${row.page.padEnd(11)} ${row.server.name.padEnd(17)} ` +
          `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s ${result.cpuMsPerRequest.toFixed(2).padStart(7)} ` +
          `ms CPU/req  X-Page-Cache: ${result.cacheAnswers}${result.failed ? `  (${result.failures})` : ""}`,
      );
    }
  }

  const firstVisit = await firstVisitBytes(
    cached.origin,
    pages.map(([, path]) => path),
  );
  const rssBefore = treeRssMiB(cached.pid);
  const rssPaths = pages.map(([, path]) => path);
  const rssLoad = await loadRound(cached, { amount: RSS_REQUESTS, connections: CONNECTIONS, paths: rssPaths });
  const rssAfter = treeRssMiB(cached.pid);

  const medianOf = (row, key) => median(row.results.map((result) => result[key]));
  console.log(`\nmedians of ${ROUNDS} rounds (load average ${loadavg()[0].toFixed(2)}: compare on a quiet machine)`);
  console.log("page        server              req/s  p50 ms  p99 ms  failed  CPU ms/req  hits  first-visit JS");
  for (const row of rows) {
    const js = row.server === cached && firstVisit.get(row.path);
    console.log(
      `${row.page.padEnd(11)} ${row.server.name.padEnd(17)} ${medianOf(row, "requestsPerSecond").toFixed(0).padStart(7)}` +
        ` ${String(medianOf(row, "p50")).padStart(7)} ${String(medianOf(row, "p99")).padStart(7)}` +
        ` ${String(row.results.reduce((sum, result) => sum + result.failed, 0)).padStart(7)}` +
        ` ${medianOf(row, "cpuMsPerRequest").toFixed(2).padStart(11)} ${percent(medianOf(row, "hitShare")).padStart(5)}` +
        (js ? `  ${kib(js.js)} (all ${kib(js.total)})` : ""),
    );
  }
  const healthShare =
    medianOf(find("home", cached), "requestsPerSecond") / medianOf(find("/api/health", cached), "requestsPerSecond");
  const anchorRatio =
    medianOf(find("home", uncached), "cpuMsPerRequest") / medianOf(find("home", bare.server), "cpuMsPerRequest");
  console.log(`cached home req/s / /api/health req/s: ${healthShare.toFixed(2)}`);
  console.log(`anchor ratio, CPU ms/req of uncached home / bare app: ${anchorRatio.toFixed(2)}`);
  console.log(
    `RSS of the cached server: ${rssBefore.toFixed(0)} MiB after the rounds and Chromium, ${rssAfter.toFixed(0)} MiB ` +
      `after ${RSS_REQUESTS} more page requests (the four in turn, ${rssLoad.requestsPerSecond.toFixed(0)} req/s, ` +
      `${rssLoad.failures})`,
  );
  const failed = rows.some((row) => row.results.some((result) => result.failed > 0)) || rssLoad.failed > 0;
  return failed ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
