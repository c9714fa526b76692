// One round of load on one server and path (autocannon, loopback), with the CPU it cost the server's processes and
// the page cache's answers it saw (X-Page-Cache: hit | miss | bypass; "none" when a response has no such header).
import autocannon from "autocannon";
import { treeCpuMs } from "./procStats.mjs";

export const CHROME_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";
const HEADERS = { "user-agent": CHROME_UA, "accept-encoding": "gzip, deflate, br, zstd" };

/** Counts X-Page-Cache values of every response a client receives (raw headers: name, value, name, value…). */
function countCacheAnswers(counts) {
  return (client) =>
    client.on("headers", ({ headers }) => {
      let answer = "none";
      for (let i = 0; i < headers.length; i += 2) {
        if (headers[i].toLowerCase() === "x-page-cache") answer = headers[i + 1];
      }
      counts.set(answer, (counts.get(answer) ?? 0) + 1);
    });
}

/**
 * @param {{ origin: string, pid: number }} server
 * @param {{ seconds?: number, amount?: number, connections: number, paths: string[] }} load
 *   `paths` are requested in turn on each connection; `amount` requests in all, else for `seconds`
 */
export async function loadRound(server, { seconds, amount, connections, paths }) {
  const cache = new Map();
  const cpuBefore = treeCpuMs(server.pid);
  const result = await autocannon({
    url: server.origin,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    headers: HEADERS,
    requests: paths.map((path) => ({ method: "GET", path })),
    setupClient: countCacheAnswers(cache),
  });
  const cpuMs = treeCpuMs(server.pid) - cpuBefore;
  const completed = result.requests.total;
  return {
    requestsPerSecond: completed / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    failures: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    cpuMsPerRequest: completed > 0 ? cpuMs / completed : NaN,
    hitShare: completed > 0 ? (cache.get("hit") ?? 0) / completed : NaN,
    cacheAnswers: [...cache].map(([answer, count]) => `${answer} ${count}`).join(", "),
  };
}
