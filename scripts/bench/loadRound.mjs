// One round of load on one server and path (autocannon, loopback), with the CPU it cost the server's processes (and
// the database's, given a meter: databaseCpu.mjs), the load generator's own CPU (this process: near 100% of a core,
// it and not the server is the limit of req/s) and the page cache's answers it saw (X-Page-Cache: hit | miss |
// bypass; "none" when a response has no such header).
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

let uniques = 0;

/** An autocannon request for `path`; "{unique}" in it becomes a number no request of this process had before. */
function requestOf(path) {
  if (!path.includes("{unique}")) return { method: "GET", path };
  return { method: "GET", setupRequest: (request) => ({ ...request, path: path.replace("{unique}", ++uniques) }) };
}

/**
 * @param {{ origin: string, pid: number }} server
 * @param {{ seconds?: number, amount?: number, connections: number, paths?: string[], requests?: object[],
 *   database?: { start(): Promise<() => Promise<number>> } }} load
 *   `paths` are requested in turn on each connection ("{unique}" in one: a new page each time), or autocannon's
 *   `requests`; `amount` requests in all, else for `seconds`
 */
export async function loadRound(server, { seconds, amount, connections, paths, requests, database }) {
  const cache = new Map();
  const databaseCpuMs = await database?.start();
  const cpuBefore = treeCpuMs(server.pid);
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    url: server.origin,
    connections,
    ...(amount ? { amount } : { duration: seconds }),
    headers: HEADERS,
    requests: requests ?? paths.map(requestOf),
    setupClient: countCacheAnswers(cache),
  });
  const client = process.cpuUsage(clientBefore);
  const serverMs = treeCpuMs(server.pid) - cpuBefore;
  const databaseMs = (await databaseCpuMs?.()) ?? 0;
  const completed = result.requests.total;
  const perRequest = (ms) => (completed > 0 ? ms / completed : NaN);
  return {
    requestsPerSecond: completed / result.duration,
    /** The load generator's CPU as a share of one core over the round. */
    clientCpuShare: (client.user + client.system) / 1000 / (result.duration * 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    failures: `${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`,
    /** The server's CPU and the database's (0 unless measured), and their sum. */
    serverCpuMsPerRequest: perRequest(serverMs),
    databaseCpuMsPerRequest: perRequest(databaseMs),
    cpuMsPerRequest: perRequest(serverMs + databaseMs),
    hitShare: completed > 0 ? (cache.get("hit") ?? 0) / completed : NaN,
    cacheAnswers: [...cache].map(([answer, count]) => `${answer} ${count}`).join(", "),
  };
}
