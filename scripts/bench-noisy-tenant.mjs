// npm run bench:noisy: how much one shop flooded with uncached pages slows another shop, on the built server
// (PGlite, page cache on, as started by default; loopback only). The other shop (offline.localhost) is probed by two
// sequential clients at once: a cached page (the same search, a hit after the first) and uncached ones (a new search
// each time: a real render, since q is a parameter pages use). Each round runs every phase in turn: quiet, the main
// demo shop (localhost) flooded at fixed rates with a new search each request (open loop: sent on schedule whatever
// the answers do, each given FLOOD_TIMEOUT_MS), and flooded by CONNECTIONS closed-loop clients. Prints, per phase,
// the medians over rounds of the probes' p50/p99 (with their range), the ratio to quiet, the flood's answers by
// status and the server's CPU ms per answered request. Figures, not verdicts. Run `npm run build` first.
//
//   BENCH_SECONDS (6 per phase), BENCH_ROUNDS (3), BENCH_RATES (12,48 requests/s), BENCH_CONNECTIONS (32),
//   BENCH_PORT (3600)
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROME_UA } from "./bench/loadRound.mjs";
import { treeCpuMs } from "./bench/procStats.mjs";
import { startServer } from "./bench/startServer.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RATES = (process.env.BENCH_RATES ?? "12,48").split(",").map(Number);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3600);
const FLOOD_TIMEOUT_MS = 10_000;
const FLOODED = "localhost";
const OTHER = "offline.localhost";

if (!existsSync("build/server/index.js")) {
  console.error("bench:noisy measures the built server: run `npm run build` first");
  process.exit(1);
}

let sequence = 0;
const unique = () => `${(sequence++).toString(36)}x${Date.now().toString(36)}`;

/** A GET on loopback with the Host of `host`; resolves with its status and latency (ms), body read and dropped. */
function get(agent, host, path, timeoutMs = FLOOD_TIMEOUT_MS) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port: PORT,
        path,
        agent,
        timeout: timeoutMs,
        headers: { host: `${host}:${PORT}`, "user-agent": CHROME_UA, "accept-encoding": "br" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode, ms: performance.now() - startedAt }));
        response.on("error", () => resolve({ status: "error", ms: performance.now() - startedAt }));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", (error) => resolve({ status: error.message === "timeout" ? "timeout" : "error", ms: NaN }));
  });
}

/** One client asking `pathOf()` again and again until `until`; the latencies of its 200 answers. */
async function probe(host, pathOf, until) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies = [];
  while (performance.now() < until) {
    const answer = await get(agent, host, pathOf());
    if (answer.status === 200) latencies.push(answer.ms);
  }
  agent.destroy();
  return latencies;
}

/** The flood of a phase: none, `rate` requests a second sent on schedule, or `connections` closed-loop clients. */
async function flood(phase, until) {
  const agent = new http.Agent({ keepAlive: true });
  const statuses = new Map();
  const count = (answer) => statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const requests = [];
  if (phase.rate) {
    for (let next = performance.now(); next < until; next += 1000 / phase.rate) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      requests.push(get(agent, FLOODED, `/search?q=flood${unique()}`).then(count));
    }
  } else if (phase.connections) {
    const client = async () => {
      while (performance.now() < until) count(await get(agent, FLOODED, `/search?q=flood${unique()}`));
    };
    requests.push(...Array.from({ length: phase.connections }, client));
  }
  await Promise.all(requests);
  agent.destroy();
  return statuses;
}

async function runPhase(server, phase) {
  const cpuBefore = treeCpuMs(server.pid);
  const until = performance.now() + SECONDS * 1000;
  const cachedPath = "/search?q=tea"; // stored by the warm-up
  const [statuses, cached, uncached] = await Promise.all([
    flood(phase, until),
    probe(OTHER, () => cachedPath, until),
    probe(OTHER, () => `/search?q=probe${unique()}`, until),
  ]);
  const answered = [...statuses.values()].reduce((sum, n) => sum + n, 0) + cached.length + uncached.length;
  return { statuses, cached, uncached, cpuMsPerRequest: (treeCpuMs(server.pid) - cpuBefore) / answered };
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};
const median = (values) => quantile(values, 0.5);
const ms = (value) => (Number.isNaN(value) ? "-" : value >= 100 ? value.toFixed(0) : value.toFixed(1));
const spread = (values) => `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-noisy-"));
  const server = await startServer({
    name: "storefront",
    args: ["server/index.js"],
    env: { DATA_DIR: dataDir },
    port: PORT,
  });
  try {
    const warm = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 50; i++) await get(warm, OTHER, i % 2 ? "/search?q=tea" : `/search?q=warm${unique()}`);
    for (let i = 0; i < 20; i++) await get(warm, FLOODED, `/search?q=warm${unique()}`);
    warm.destroy();

    const phases = [
      { name: "quiet" },
      ...RATES.map((rate) => ({ name: `flood ${rate}/s`, rate })),
      { name: `flood ${CONNECTIONS} connections`, connections: CONNECTIONS },
    ];
    const results = new Map(phases.map((phase) => [phase.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      // rounds rotate the phases' order, so none always runs first or after the heaviest
      for (let i = 0; i < phases.length; i++) {
        const phase = phases[(i + round) % phases.length];
        const result = await runPhase(server, phase);
        results.get(phase.name).push(result);
        const flooded = [...result.statuses].map(([status, n]) => `${status} ${n}`).join(", ") || "-";
        console.log(
          `round ${round + 1} ${phase.name.padEnd(24)} cached p99 ${ms(quantile(result.cached, 0.99)).padStart(5)} ms` +
            `  uncached p99 ${ms(quantile(result.uncached, 0.99)).padStart(5)} ms  flood: ${flooded}`,
        );
      }
    }

    const of = (name, pick) => results.get(name).map(pick);
    const quiet = {
      cached: median(of("quiet", (r) => quantile(r.cached, 0.99))),
      uncached: median(of("quiet", (r) => quantile(r.uncached, 0.99))),
    };
    console.log(
      `\nother shop (${OTHER}) while ${FLOODED} is flooded with new searches; ${ROUNDS} rounds of ${SECONDS} s, ` +
        "median (min–max) over rounds, ms",
    );
    console.log(
      "phase                      cached p50         cached p99          x quiet  uncached p50       uncached p99        x quiet  CPU ms/req  flood answers (all rounds)",
    );
    for (const { name } of phases) {
      const cachedP99 = of(name, (r) => quantile(r.cached, 0.99));
      const uncachedP99 = of(name, (r) => quantile(r.uncached, 0.99));
      const statuses = new Map();
      for (const r of results.get(name)) for (const [s, n] of r.statuses) statuses.set(s, (statuses.get(s) ?? 0) + n);
      console.log(
        [
          name.padEnd(26),
          spread(of(name, (r) => quantile(r.cached, 0.5))).padEnd(18),
          spread(cachedP99).padEnd(19),
          `${(median(cachedP99) / quiet.cached).toFixed(2)}x`.padEnd(8),
          spread(of(name, (r) => quantile(r.uncached, 0.5))).padEnd(18),
          spread(uncachedP99).padEnd(19),
          `${(median(uncachedP99) / quiet.uncached).toFixed(2)}x`.padEnd(8),
          ms(median(of(name, (r) => r.cpuMsPerRequest))).padEnd(11),
          [...statuses].map(([s, n]) => `${s} ${n}`).join(", ") || "-",
        ].join(" "),
      );
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
