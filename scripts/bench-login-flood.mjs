// npm run bench:logins: a cached page's latency while failed log-ins flood the account stand-in (issue 21, finding 3:
// password hashing as a lever). The built server (PGlite, TRUSTED_PROXIES=127.0.0.1,::1 so X-Forwarded-For can give
// each log-in an address of its own: no per-address limit applies) answers a paced shopper load on a cached page in
// three kinds of period, interleaved round after round: quiet; 300 failed log-ins from 300 addresses at 12/s; and a
// faster flood. Prints per kind the page's p50/p99 (median and the spread over the rounds), the log-ins' answers and
// latency, and the server's CPU ms per request (all requests of the period, read from /proc). Target: the cached
// p50 during the 12/s flood within 1.5x of quiet. Prints figures, not verdicts; exits non-zero when something broke.
// Run `npm run build` first.
//
//   BENCH_ROUNDS (3), BENCH_QUIET_SECONDS (10), BENCH_PAGE_RATE (50 page requests/s), BENCH_FAST_RATE (60 log-ins/s),
//   BENCH_PAGE (/about), BENCH_PORT (3700; the baseline the next port), BENCH_BASELINE (another checkout of the
//   project, built: its server joins every round, each period run on both in turn, to compare under the same noise)
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { CHROME_UA, loadRound } from "./bench/loadRound.mjs";
import { treeCpuMs } from "./bench/procStats.mjs";
import { startServer } from "./bench/startServer.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const QUIET_SECONDS = Number(process.env.BENCH_QUIET_SECONDS ?? 10);
const PAGE_RATE = Number(process.env.BENCH_PAGE_RATE ?? 50);
const FAST_RATE = Number(process.env.BENCH_FAST_RATE ?? 60);
const PAGE = process.env.BENCH_PAGE ?? "/about";
const PORT = Number(process.env.BENCH_PORT ?? 3700);
const BASELINE = process.env.BENCH_BASELINE;
const LOGINS = 300; // per flood, each from an address of its own

if (!existsSync("build/server/index.js")) {
  console.error("bench:logins measures the built server: run `npm run build` first");
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const spread = (values) => `${median(values)} (${Math.min(...values)}-${Math.max(...values)})`;

/** "401 x280, 503 x20": how many log-ins got each status. */
function statusCounts(logins) {
  const counts = new Map();
  for (const { status } of logins) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status} x${count}`).join(", ");
}

/** One failed log-in: an unknown e-mail, a wrong password, from `address`. Answers its status and latency. */
async function failedLogin(origin, address) {
  const started = performance.now();
  const response = await fetch(`${origin}/account/login?lang=en`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin", // as the shop's own log-in form is posted
      "X-Forwarded-For": address,
      "User-Agent": CHROME_UA,
    },
    body: new URLSearchParams({
      email: `flood-${randomUUID()}@example.test`,
      password: "not the password",
      continue_url: `${origin}/`,
    }),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

/** LOGINS failed log-ins started at `rate` a second (not waiting for each other), each from its own address. */
async function flood(origin, rate, round) {
  const answers = [];
  for (let i = 0; i < LOGINS; i++) {
    const address = `10.${round}.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    answers.push(failedLogin(origin, address));
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  return Promise.all(answers);
}

/** The shopper load: PAGE_RATE requests a second for the cached page, for `seconds`. */
async function shoppers(server, seconds) {
  const result = await autocannon({
    url: `${server.origin}${PAGE}`,
    connections: 4,
    overallRate: PAGE_RATE,
    duration: seconds,
    headers: { "user-agent": CHROME_UA, "accept-encoding": "br" },
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function period(server, kind, round) {
  const cpuBefore = treeCpuMs(server.pid);
  const rate = kind === "quiet" ? 0 : kind === "12/s" ? 12 : FAST_RATE;
  const seconds = rate ? Math.ceil(LOGINS / rate) + 1 : QUIET_SECONDS;
  const [page, logins] = await Promise.all([shoppers(server, seconds), rate ? flood(server.origin, rate, round) : []]);
  const cpuMs = treeCpuMs(server.pid) - cpuBefore;
  return { ...page, logins, cpuMsPerRequest: cpuMs / (page.requests + logins.length) };
}

/** A built server on a fresh PGlite of its own, from `cwd`. */
async function startStorefront(name, cwd, port) {
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-logins-"));
  const server = await startServer({
    name,
    args: ["server/index.js"],
    cwd,
    env: { DATA_DIR: dataDir, DATABASE_URL: "", TRUSTED_PROXIES: "127.0.0.1,::1", LOG_LEVEL: "error" },
    port,
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const servers = [await startStorefront("this", process.cwd(), PORT)];
  if (BASELINE) servers.push(await startStorefront("baseline", BASELINE, PORT + 1));
  try {
    console.log(
      `bench:logins: ${ROUNDS} rounds, ${PAGE} at ${PAGE_RATE}/s, floods of ${LOGINS} failed log-ins at 12/s and ` +
        `${FAST_RATE}/s, node ${process.version}, PGlite, ${cpus().length} CPUs` +
        (BASELINE ? `; baseline ${BASELINE}` : ""),
    );
    for (const server of servers) {
      await loadRound(server, { amount: 500, connections: 4, paths: [PAGE] }); // the page cache fills, the JIT settles
      await flood(server.origin, FAST_RATE, 0); // argon2's first hashes, the log-in code's JIT
    }
    const kinds = ["quiet", "12/s", "quiet", `${FAST_RATE}/s`];
    const results = new Map(servers.flatMap((server) => kinds.map((kind) => [`${server.name} ${kind}`, []])));
    let broken = false;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const kind of kinds) {
        for (const server of servers) {
          const result = await period(server, kind, round);
          results.get(`${server.name} ${kind}`).push(result);
          const statuses = statusCounts(result.logins);
          if (result.failed > 0 || result.logins.some((login) => ![401, 503].includes(login.status))) broken = true;
          console.log(
            `round ${round}  ${server.name.padEnd(8)} ${kind.padEnd(6)} page p50 ${String(result.p50).padStart(4)} ms` +
              `  p99 ${String(result.p99).padStart(4)} ms  ${result.cpuMsPerRequest.toFixed(2)} ms CPU/req` +
              (statuses ? `  log-ins: ${statuses}` : "") +
              (result.failed ? `  (${result.failed} page requests failed)` : ""),
          );
        }
      }
    }
    console.log(`\nover ${ROUNDS} rounds: median (min-max); load average ${loadavg()[0].toFixed(2)}`);
    console.log("period           page p50 ms     page p99 ms     CPU ms/req  log-in ms p50 (401 | 503)");
    for (const [period, rows] of results) {
      const logins = rows.flatMap((row) => row.logins);
      const loginMs = (status) => {
        const ms = logins.filter((login) => login.status === status).map((login) => login.ms);
        return ms.length ? median(ms).toFixed(0) : "-";
      };
      console.log(
        `${period.padEnd(16)} ${spread(rows.map((row) => row.p50)).padEnd(15)} ` +
          `${spread(rows.map((row) => row.p99)).padEnd(15)}` +
          ` ${median(rows.map((row) => row.cpuMsPerRequest))
            .toFixed(2)
            .padStart(10)}` +
          (logins.length ? `  ${loginMs(401)} | ${loginMs(503)}` : ""),
      );
    }
    if (broken) process.exitCode = 1;
  } finally {
    for (const server of servers) await server.stop();
  }
}

await main();
