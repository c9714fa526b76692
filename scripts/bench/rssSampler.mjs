// The RSS of servers over a run, sampled every `everyMs` (procStats.mjs treeRssMiB: the process and its workers).
import { treeRssMiB } from "./procStats.mjs";

/** Samples each server's RSS from now on; `stop` ends it and gives the samples (MiB) by server name. */
export function sampleRss(servers, everyMs = 10_000) {
  const samples = new Map(servers.map((server) => [server.name, []]));
  const sample = () => {
    for (const server of servers) samples.get(server.name).push(treeRssMiB(server.pid));
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return samples;
    },
  };
}
