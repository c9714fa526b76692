// The CPU PostgreSQL spends for a bench: its backends serving one database, read from /proc (the cluster runs on
// this machine), so a server's CPU per request can be counted with the database's.
import pg from "pg";
import { processCpu } from "./procStats.mjs";

/**
 * @param {string} adminUrl a URL of the cluster on another database (its own connection is not counted)
 * @param {string} database the database whose backends are counted
 */
export async function databaseCpuMeter(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  /** CPU ms of each backend now, by pid and start time. */
  const sample = async () => {
    const { rows } = await client.query("SELECT pid FROM pg_stat_activity WHERE datname = $1", [database]);
    const backends = new Map();
    for (const { pid } of rows) {
      const cpu = processCpu(pid);
      if (cpu) backends.set(`${pid}@${cpu.started}`, cpu.ms);
    }
    return backends;
  };
  return {
    /**
     * Starts measuring; the function it resolves to gives the CPU ms spent since by the backends alive then or
     * started meanwhile (one that ended meanwhile is missed: the pool keeps busy connections open).
     */
    async start() {
      const before = await sample();
      return async () => {
        let ms = 0;
        for (const [backend, cpuMs] of await sample()) ms += cpuMs - (before.get(backend) ?? 0);
        return ms;
      };
    },
    close: () => client.end(),
  };
}
