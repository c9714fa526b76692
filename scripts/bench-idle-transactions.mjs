// npm run bench:idle: how many of the server's PostgreSQL connections sit "idle in transaction" (a transaction open,
// PostgreSQL waiting on the process) under load. The built server with WORKERS=2 and PAGE_CACHE=off on a fresh
// database (benchDatabase.mjs); every request asks a page with a query of its own, so its page is read fresh (the
// shop's shell and catalogue stay kept, as for a warm shop). A separate connection samples pg_stat_activity as fast
// as it can meanwhile. Prints req/s, p50/p99, and per sample the connections idle in transaction (mean, max, share
// of samples with any); those so for 5 ms or more; and of those, the ones waiting on the process (wait_event
// ClientRead: the process has not sent its next statement), with their last statements. A backend also shows "idle in
// transaction" between two statements already sent while it waits for a CPU (2 shared cores). Figures, not verdicts.
// Run `npm run build` first.
//
//   BENCH_DATABASE_URL (required: a PostgreSQL admin URL), BENCH_SECONDS (20), BENCH_CONNECTIONS (10),
//   BENCH_PORT (3420), BENCH_WORKERS (2)
import { existsSync } from "node:fs";
import { loadavg } from "node:os";
import pg from "pg";
import { createBenchDatabase } from "./bench/benchDatabase.mjs";
import { loadRound } from "./bench/loadRound.mjs";
import { startServer } from "./bench/startServer.mjs";

const ADMIN_URL = process.env.BENCH_DATABASE_URL;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3420);
const WORKERS = process.env.BENCH_WORKERS ?? "2";
const PATHS = ["/", "/category/tea/101", "/search?q=oolong", "/all-products"].map(
  (path) => `${path}${path.includes("?") ? "&" : "?"}utm_source={unique}`,
);

if (!ADMIN_URL || !existsSync("build/server/index.js")) {
  console.error("bench:idle needs BENCH_DATABASE_URL (a PostgreSQL admin URL) and the built server (`npm run build`)");
  process.exit(1);
}

/** Samples the server's backends until stopped: per sample, those idle in transaction (and for 5 ms or more). */
async function sampleIdleInTransaction(database, role) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  const held = [];
  const heldLong = [];
  const heldWaiting = [];
  /** The last statement of each backend seen waiting on the process, counted: what its transaction was doing. */
  const lastStatements = new Map();
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      const { rows } = await client.query(
        `SELECT clock_timestamp() - state_change >= interval '5 ms' AS long, left(query, 70) AS query,
                wait_event = 'ClientRead' AS waiting
           FROM pg_stat_activity WHERE datname = $1 AND usename = $2 AND state LIKE 'idle in transaction%'`,
        [database, role],
      );
      held.push(rows.length);
      heldLong.push(rows.filter((row) => row.long).length);
      const waiting = rows.filter((row) => row.long && row.waiting);
      heldWaiting.push(waiting.length);
      for (const { query } of waiting) lastStatements.set(query, (lastStatements.get(query) ?? 0) + 1);
    }
  })();
  return async () => {
    sampling = false;
    await done;
    await client.end();
    return { held, heldLong, heldWaiting, lastStatements };
  };
}

const summary = (counts) => {
  const mean = counts.reduce((sum, count) => sum + count, 0) / counts.length;
  const any = counts.filter((count) => count > 0).length / counts.length;
  return `mean ${mean.toFixed(3)}, max ${Math.max(...counts)}, ${(any * 100).toFixed(1)}% of samples`;
};

const database = await createBenchDatabase(ADMIN_URL, "sf_bench_idle");
const role = new URL(database.serverUrl).username;
let server;
try {
  server = await startServer({
    name: `server (WORKERS=${WORKERS})`,
    args: ["server/index.js"],
    env: { DATABASE_URL: database.serverUrl, WORKERS, PAGE_CACHE: "off", LOG_LEVEL: "warn" },
    port: PORT,
  });
  // warm: the shop's shell and catalogue kept in each worker, the widgets' code loaded
  await loadRound(server, { amount: 200, connections: CONNECTIONS, paths: PATHS });
  const stop = await sampleIdleInTransaction(database.name, role);
  const round = await loadRound(server, { seconds: SECONDS, connections: CONNECTIONS, paths: PATHS });
  const { held, heldLong, heldWaiting, lastStatements } = await stop();
  console.log(
    `${SECONDS} s, ${CONNECTIONS} connections, WORKERS=${WORKERS}, load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")}`,
  );
  console.log(
    `${round.requestsPerSecond.toFixed(0)} req/s, p50 ${round.p50} ms, p99 ${round.p99} ms, failures: ${round.failures}`,
  );
  console.log(`${held.length} samples of pg_stat_activity`);
  console.log(`idle in transaction:          ${summary(held)}`);
  console.log(`idle in transaction ≥ 5 ms:   ${summary(heldLong)}`);
  console.log(`… and waiting on the process: ${summary(heldWaiting)}`);
  const commonest = [...lastStatements].sort((a, b) => b[1] - a[1]).slice(0, 5);
  for (const [query, count] of commonest) console.log(`  ${count} × last statement: ${query.replace(/\s+/g, " ")}`);
  if (round.failed > 0) process.exitCode = 1;
} finally {
  await server?.stop();
  await database.drop();
}
