// What a shop's first page costs a server that has kept nothing of it yet (its host, shell, categories, page) against
// the same page asked again at once: each of `hosts` asked in turn, one request at a time, cold then warm.
import http from "node:http";
import { CHROME_UA } from "./loadRound.mjs";
import { treeCpuMs } from "./procStats.mjs";

/** GETs `path` of `host` on the server; resolves to the ms until the whole body arrived. */
function timedGet(origin, host, path) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers = { host, "user-agent": CHROME_UA, "accept-encoding": "gzip, br" };
    http
      .get(`${origin}${path}`, { headers }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${host}${path} answered ${response.statusCode}`));
        response.resume().on("end", () => resolve(performance.now() - started));
      })
      .on("error", reject);
  });
}

/** Asks every host's `path` in turn: the median ms, and the server's and database's CPU ms per request. */
async function askEach(server, database, hosts, path) {
  const databaseCpuMs = await database.start();
  const cpuBefore = treeCpuMs(server.pid);
  const times = [];
  for (const host of hosts) times.push(await timedGet(server.origin, host, path));
  const serverMs = treeCpuMs(server.pid) - cpuBefore;
  const databaseMs = await databaseCpuMs();
  times.sort((a, b) => a - b);
  return {
    medianMs: times[Math.floor(times.length / 2)],
    serverCpuMs: serverMs / hosts.length,
    databaseCpuMs: databaseMs / hosts.length,
  };
}

/**
 * @param {{ origin: string, pid: number }} server one that has served none of `hosts` yet
 * @param {{ start(): Promise<() => Promise<number>> }} database its meter (databaseCpu.mjs)
 */
export async function coldShopCost(server, database, hosts, path = "/") {
  const cold = await askEach(server, database, hosts, path);
  const warm = await askEach(server, database, hosts, path);
  return { cold, warm };
}
