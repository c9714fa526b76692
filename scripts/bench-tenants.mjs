// npm run bench:tenants -- --shops 1000 --products 200: many shops on one PostgreSQL database (issue 29). Generates
// the shops (scripts/bench/tenantShops.mjs: the demo shop under other ids and hosts, never written to the repository)
// and imports them in batch through the product's own import into a database of their own, then starts the built
// server twice on it, page cache on ("cached") and off ("uncached", PAGE_CACHE=off), and loads them with random
// pages (home, category, product, search) of random shops by Host, 10 connections: one row per server for the
// generated shops and one for the demo shop alone (the one-shop anchor), interleaved, in an order rotated each round.
// Prints medians (and ranges) over the rounds: req/s, p50/p99, the server's CPU (its process tree) and PostgreSQL's
// (the database's backends) per request, the page cache's hit ratio (X-Page-Cache), the most connections seen "idle
// in transaction" (pg_stat_activity, every second), each server's RSS every 10 s over the whole run, and a cold
// shop's first page against the same page again. Figures, not verdicts; exits non-zero when requests failed.
// Run `npm run build` first.
//
//   --shops (100) --products (200) --seconds per row and round (60) --rounds (3) --connections (10)
//   --reuse         keep the database as tenants_bench_<shops>x<products> and reuse it (importing only missing shops)
//   --cache both|on|off   which servers to start (both)      --no-anchor   leave out the demo shop's rows
//   BENCH_DATABASE_URL, else TEST_DATABASE_URL: a PostgreSQL admin URL (the tables' owner)
//   BENCH_PORT (3320: uses it and the next)
//   SERVER_ENV: settings for both servers, e.g. "SHOP_CACHE_MAX_MB=64 WORKERS=2"
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { coldShopCost } from "./bench/coldShops.mjs";
import { watchIdleInTransaction } from "./bench/idleInTransaction.mjs";
import { loadRound } from "./bench/loadRound.mjs";
import { median, spread } from "./bench/medians.mjs";
import { randomPageRequests } from "./bench/randomPages.mjs";
import { sampleRss } from "./bench/rssSampler.mjs";
import { startServer } from "./bench/startServer.mjs";
import { tenantDatabase } from "./bench/tenantDatabase.mjs";
import { DEMO_HOST, DEMO_PRODUCTS, tenantHost, tenantPaths } from "./bench/tenantShops.mjs";

const { values: options } = parseArgs({
  options: {
    shops: { type: "string", default: "100" },
    products: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    reuse: { type: "boolean", default: false },
    cache: { type: "string", default: "both" },
    "no-anchor": { type: "boolean", default: false },
  },
});
const [SHOPS, PRODUCTS, SECONDS, ROUNDS, CONNECTIONS] = ["shops", "products", "seconds", "rounds", "connections"].map(
  (name) => {
    const value = Number(options[name]);
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`--${name} must be a whole number from 1, not "${options[name]}"`);
    return value;
  },
);
if (!["both", "on", "off"].includes(options.cache)) throw new Error(`--cache must be both, on or off`);
const ADMIN_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const SERVER_ENV = Object.fromEntries(
  (process.env.SERVER_ENV ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]), // the value may hold "="
);
const WARMUP_REQUESTS = 200; // per row, before the rounds: the JIT settles
const COLD_SHOPS = 30; // asked cold then warm, before any load

if (!existsSync("build/server/index.js"))
  throw new Error("bench:tenants measures the built server: run `npm run build` first");
if (!ADMIN_URL) throw new Error("bench:tenants needs PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL");

const DEMO_REQUESTS = randomPageRequests([DEMO_HOST], tenantPaths(DEMO_PRODUCTS)); // the one-shop anchor
const cleanups = []; // run last first, whatever happens
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

async function startServers(serverUrl) {
  const variants = [
    ["cached", {}],
    ["uncached", { PAGE_CACHE: "off" }],
  ].filter(([name]) => options.cache === "both" || (options.cache === "on") === (name === "cached"));
  const servers = [];
  for (const [index, [name, env]] of variants.entries()) {
    const server = await startServer({
      name,
      args: ["server/index.js"],
      env: { DATABASE_URL: serverUrl, LOG_LEVEL: "warn", ...SERVER_ENV, ...env },
      port: PORT + index,
    });
    cleanups.push(server.stop);
    servers.push(server);
  }
  return servers;
}

/** The table's rows: for each server, the generated shops and (unless --no-anchor) the demo shop alone. */
function rowsOf(servers) {
  const tenants = Array.from({ length: SHOPS }, (_, index) => tenantHost(index + 1));
  const loads = [
    [`${SHOPS.toLocaleString("en")} shops`, randomPageRequests(tenants, tenantPaths(PRODUCTS))],
    ...(options["no-anchor"] ? [] : [["1 (demo)", DEMO_REQUESTS]]),
  ];
  return loads.flatMap(([shops, requests]) => servers.map((server) => ({ shops, server, requests, results: [] })));
}

/** Round `round` starts from a row further on each time, so no row always follows the same one. */
const rotated = (rows, round) => [...rows.slice(round % rows.length), ...rows.slice(0, round % rows.length)];

async function runRounds(rows, database, idle) {
  for (const { server, requests } of rows) {
    await loadRound(server, { amount: WARMUP_REQUESTS, connections: CONNECTIONS, requests });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of rotated(rows, round)) {
      idle.reset();
      const result = await loadRound(row.server, {
        seconds: SECONDS,
        connections: CONNECTIONS,
        requests: row.requests,
        database: database.cpu,
      });
      result.idleInTransaction = idle.max();
      row.results.push(result);
      console.log(
        `round ${round + 1}  ${row.shops.padEnd(12)} ${row.server.name.padEnd(9)} ` +
          `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  p99 ${result.p99} ms  ` +
          `CPU/req ${result.serverCpuMsPerRequest.toFixed(2)} + ${result.databaseCpuMsPerRequest.toFixed(2)} ms  ` +
          `idle in transaction ${result.idleInTransaction}  load ${loadavg()[0].toFixed(2)}  ` +
          `X-Page-Cache: ${result.cacheAnswers}` +
          (result.failed ? `  (${result.failures})` : ""),
      );
    }
  }
}

function printTable(rows) {
  console.log(`\nmedian (min-max) of ${ROUNDS} rounds of ${SECONDS} s; load average ${loadAverage()} (1, 5, 15 min)`);
  console.log(
    "| shops | server | hit ratio | req/s | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req | idle in transaction (max) | failed |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const { shops, server, results } of rows) {
    const of = (key) => results.map((result) => result[key]);
    const cells = [
      shops,
      server.name,
      server.name === "uncached" ? "–" : median(of("hitShare")).toFixed(2),
      spread(of("requestsPerSecond"), 0),
      median(of("p50")),
      spread(of("p99"), 0),
      spread(of("serverCpuMsPerRequest"), 2),
      spread(of("databaseCpuMsPerRequest"), 2),
      Math.max(...of("idleInTransaction")),
      of("failed").reduce((sum, failed) => sum + failed, 0),
    ];
    console.log(`| ${cells.join(" | ")} |`);
  }
}

function printCold({ cold, warm }, server) {
  const line = (name, { medianMs, serverCpuMs, databaseCpuMs }) =>
    `  ${name}: ${medianMs.toFixed(1)} ms (median), CPU ${serverCpuMs.toFixed(1)} ms server + ${databaseCpuMs.toFixed(1)} ms PostgreSQL`;
  console.log(`\ncold shop, the home page of ${COLD_SHOPS} shops one at a time on the ${server.name} server:`);
  console.log(line("first page of a never-visited shop", cold));
  console.log(line("the same page again (warm)       ", warm));
}

function printRss(samples) {
  console.log("\nRSS (MiB) of each server's processes, every 10 s from its start:");
  for (const [name, values] of samples) console.log(`  ${name}: ${values.map((value) => value.toFixed(0)).join(" ")}`);
}

async function main() {
  const database = await tenantDatabase(ADMIN_URL, { shops: SHOPS, products: PRODUCTS, reuse: options.reuse });
  cleanups.push(database.done);
  console.log(
    `bench:tenants: ${SHOPS} shops of ${PRODUCTS} products in ${database.name}` +
      (database.imported > 0
        ? `, ${database.imported} imported in ${database.importSeconds.toFixed(0)} s (${(database.importSeconds / database.imported).toFixed(2)} s a shop)`
        : ", reused") +
      `; ${ROUNDS} rounds of ${SECONDS} s per row, ${CONNECTIONS} connections, node ${process.version}, ` +
      `load average ${loadAverage()}${process.env.SERVER_ENV ? `, SERVER_ENV ${process.env.SERVER_ENV}` : ""}`,
  );
  const servers = await startServers(database.serverUrl);
  const rss = sampleRss(servers);
  const idle = await watchIdleInTransaction(ADMIN_URL, database.name);
  cleanups.push(idle.close);
  const coldServer = servers.at(-1); // uncached when it runs: a render, not a stored page
  // its code warmed up on the demo shop first, so the cold shops' cost is the shops' and not the JIT's
  await loadRound(coldServer, { amount: WARMUP_REQUESTS, connections: CONNECTIONS, requests: DEMO_REQUESTS });
  const coldHosts = Array.from({ length: Math.min(COLD_SHOPS, SHOPS) }, (_, index) => tenantHost(SHOPS - index));
  const cold = await coldShopCost(coldServer, database.cpu, coldHosts);
  const rows = rowsOf(servers);
  await runRounds(rows, database, idle);
  printTable(rows);
  printCold(cold, coldServer);
  printRss(rss.stop());
  return rows.some((row) => row.results.some((result) => result.failed > 0)) ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup();
}
