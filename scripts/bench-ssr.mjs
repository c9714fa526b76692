// npm run bench:ssr: the built storefront's pages under load, in one interleaved run (autocannon, loopback only).
// For home, a category, a product, a search and searches never asked before (page cache misses): CPU ms per request (the server's process tree, plus on PostgreSQL
// the database's backends: the headline figure), requests/s, p50/p99, failures, with the page cache on ("cached",
// the server as started by default) and off ("uncached", PAGE_CACHE=off), and the share of cache hits; /api/health
// on the cached server (sent uncompressed, as tiny answers are); a bare React Router app rendering a page of the
// home's size (elements, loader data bytes, measured from our home at run time) whose CPU per request anchors the
// uncached home's; then, in Chromium, the JavaScript a first visit downloads per page, and the cached server's RSS
// after BENCH_RSS_REQUESTS more page requests. Each round runs every row, in an order rotated by a third each round;
// the table shows medians and ranges, and marks req/s where the load generator (this process) used 90% of a core or
// more, i.e. was the limit. Prints figures, not verdicts; exits non-zero when something broke. Run `npm run build`
// first.
//
//   BENCH_SECONDS (5 per round), BENCH_ROUNDS (3), BENCH_CONNECTIONS (10), BENCH_PORT (3390: uses it and the next 3),
//   BENCH_RSS_REQUESTS (20000), BENCH_DATABASE_URL (an admin URL: a fresh PostgreSQL database, migrated by that
//   role, served by a login role in storefront_app as README prescribes, instead of PGlite; and a third server,
//   cached with WORKERS=2)
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildBareApp } from "./bench/bareApp.mjs";
import { createBenchDatabase } from "./bench/benchDatabase.mjs";
import { firstVisitBytes } from "./bench/firstVisitJs.mjs";
import { CHROME_UA, loadRound } from "./bench/loadRound.mjs";
import { median, spread } from "./bench/medians.mjs";
import { pageSize } from "./bench/pageSize.mjs";
import { treeRssMiB } from "./bench/procStats.mjs";
import { startServer } from "./bench/startServer.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const RSS_REQUESTS = Number(process.env.BENCH_RSS_REQUESTS ?? 20_000);
const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const WARMUP_REQUESTS = 200; // per row, before the rounds: the JIT settles and the page cache fills
const CLIENT_BOUND_SHARE = 0.9; // of a core, used by the load generator: it, not the server, limits req/s

if (!existsSync("build/server/index.js")) {
  console.error("bench:ssr measures the built server: run `npm run build` first");
  process.exit(1);
}

const cleanups = []; // run last first, whatever happens

/**
 * Where each storefront server keeps its data: its own PGlite folder (its CPU is the server's), or one fresh
 * PostgreSQL database, whose backends' CPU `database` measures.
 */
async function databaseEnvs() {
  if (!ADMIN_URL) {
    const env = () => {
      const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-ssr-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      return { DATA_DIR: dataDir, DATABASE_URL: "" };
    };
    return { env, database: undefined };
  }
  const database = await createBenchDatabase(ADMIN_URL, "bench_ssr");
  cleanups.push(database.drop);
  return { env: () => ({ DATABASE_URL: database.serverUrl }), database: database.cpu };
}

/** Starts the storefront servers one after another (on PGlite they seed the demo shops on start). */
async function startStorefronts(databaseEnv) {
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

const percent = (share) => (Number.isNaN(share) ? "-" : `${(share * 100).toFixed(0)}%`);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const loadAverage = () =>
  loadavg()
    .map((load) => load.toFixed(2))
    .join(" ");

/** Round `round` (0-based) runs the rows from a third further on each time: A B C, B C A, C A B for three rows. */
function rotated(rows, round) {
  const start = (round * Math.ceil(rows.length / ROUNDS)) % rows.length;
  return [...rows.slice(start), ...rows.slice(0, start)];
}

async function runRounds(rows, database) {
  for (const { server, path } of rows) {
    await loadRound(server, { amount: WARMUP_REQUESTS, connections: CONNECTIONS, paths: [path] });
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const row of rotated(rows, round)) {
      const result = await loadRound(row.server, {
        seconds: SECONDS,
        connections: CONNECTIONS,
        paths: [row.path],
        database: row.server.usesDatabase ? database : undefined,
      });
      result.round = round;
      row.results.push(result);
      console.log(
        `round ${round + 1}  ${row.page.padEnd(11)} ${row.server.name.padEnd(17)} ` +
          `${result.cpuMsPerRequest.toFixed(2).padStart(7)} ms CPU/req ` +
          `${result.requestsPerSecond.toFixed(0).padStart(6)} req/s  client ${percent(result.clientCpuShare)}  ` +
          `load ${loadavg()[0].toFixed(2)}  X-Page-Cache: ${result.cacheAnswers}` +
          (result.failed ? `  (${result.failures})` : ""),
      );
    }
  }
}

/** One line of the table: medians and ranges over the rounds. */
function rowLine(row, firstVisit) {
  const of = (key) => row.results.map((result) => result[key]);
  const clientBound = row.results.some((result) => result.clientCpuShare >= CLIENT_BOUND_SHARE);
  const cpu = ADMIN_URL
    ? `${spread(of("cpuMsPerRequest"), 2).padStart(19)} = ${median(of("serverCpuMsPerRequest")).toFixed(2)}` +
      ` + ${median(of("databaseCpuMsPerRequest")).toFixed(2)}`.padEnd(14)
    : spread(of("cpuMsPerRequest"), 2).padStart(19);
  const failed = row.results.reduce((sum, result) => sum + result.failed, 0);
  return (
    `${row.page.padEnd(11)} ${row.server.name.padEnd(17)} ${cpu}` +
    ` ${(spread(of("requestsPerSecond"), 0) + (clientBound ? "*" : " ")).padStart(20)}` +
    ` ${String(median(of("p50"))).padStart(6)} ${spread(of("p99"), 0).padStart(14)} ${String(failed).padStart(6)}` +
    ` ${percent(median(of("hitShare"))).padStart(5)}` +
    (firstVisit ? `  ${kib(firstVisit.js)} (all ${kib(firstVisit.total)})` : "")
  );
}

/** The ratio of two rows' CPU ms per request, round by round (each round ran both, close together). */
function cpuRatio(numerator, denominator) {
  const ratios = numerator.results.map((result) => {
    const other = denominator.results.find((candidate) => candidate.round === result.round);
    return result.cpuMsPerRequest / (other?.cpuMsPerRequest ?? NaN);
  });
  return spread(ratios, 2);
}

async function main() {
  const { env, database } = await databaseEnvs();
  const servers = await startStorefronts(env);
  for (const server of servers) server.usesDatabase = Boolean(database);
  const [cached, uncached] = servers;
  const pages = [
    ["home", "/"],
    ["category", "/category/tea/101"],
    ["product", await firstProductPath(cached.origin)],
    ["search", "/search?q=oolong"],
    ["search-new", "/search?q=oolong{unique}"], // a page nobody asked for before: every request a miss
  ];
  const target = await homeSize(uncached.origin);
  const bare = await startBareApp(PORT + servers.length, target);

  // the table's rows, in the order a round starts from: the bare app and /api/health right after our home
  const rows = [];
  for (const [page, path] of pages) {
    for (const server of servers) rows.push({ page, server, path, results: [] });
    if (page === "home") {
      rows.push({ page, server: bare.server, path, results: [] });
      rows.push({ page: "/api/health", server: cached, path: "/api/health", results: [] });
    }
  }
  const find = (page, server) => rows.find((row) => row.page === page && row.server === server);

  const databaseName = ADMIN_URL ? "PostgreSQL (CPU: server + database backends)" : "PGlite (in the server)";
  console.log(
    `bench:ssr: ${ROUNDS} rounds of ${SECONDS} s per row, ${CONNECTIONS} connections, node ${process.version}, ` +
      `${databaseName}, ${cpus().length} CPUs, load average ${loadAverage()}; ` +
      pages.map(([page, path]) => `${page} ${path}`).join(", "),
  );
  console.log(
    `anchor: our home ${target.elements} elements, ${target.dataBytes} B of loader data (turbo-stream, ` +
      `${target.dataValues} values); the bare app ${bare.size.elements} elements, ${bare.size.dataBytes} B ` +
      `(${bare.size.dataValues} values)`,
  );
  await runRounds(rows, database);

  const askedAgain = pages.map(([, path]) => path).filter((path) => !path.includes("{unique}"));
  const firstVisit = await firstVisitBytes(cached.origin, askedAgain);
  const rssBefore = treeRssMiB(cached.pid);
  const rssLoad = await loadRound(cached, { amount: RSS_REQUESTS, connections: CONNECTIONS, paths: askedAgain });
  const rssAfter = treeRssMiB(cached.pid);

  console.log(`\nmedian (min-max) of ${ROUNDS} rounds; load average ${loadAverage()} (1, 5, 15 min)`);
  console.log(
    `page        server                  CPU ms/req${ADMIN_URL ? " = server + database" : ""}    req/s` +
      `  p50 ms     p99 ms  failed  hits  first-visit JS`,
  );
  for (const row of rows) console.log(rowLine(row, row.server === cached && firstVisit.get(row.path)));
  console.log(
    `* the load generator used ${percent(CLIENT_BOUND_SHARE)} of a core or more in a round: req/s is its limit`,
  );
  console.log(
    `CPU ms/req, cached home / /api/health (uncompressed): ${cpuRatio(find("home", cached), find("/api/health", cached))}`,
  );
  console.log(
    `CPU ms/req, uncached home / bare app (anchor ratio): ${cpuRatio(find("home", uncached), find("home", bare.server))}`,
  );
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
