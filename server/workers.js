/**
 * How many server processes WORKERS asks for: a whole number, or "auto" for one per core. The embedded PGlite
 * database belongs to one process, so without DATABASE_URL it is always one (with a note saying so).
 * @param {NodeJS.ProcessEnv} env
 * @param {number} cores
 * @returns {{ count: number, note?: string }}
 */
export function workerCount(env, cores) {
  const raw = (env.WORKERS ?? "").trim().toLowerCase();
  if (raw === "" || raw === "1") return { count: 1 };
  const asked = raw === "auto" ? cores : Number(raw);
  if (!Number.isInteger(asked) || asked < 1) {
    throw new Error(`WORKERS must be a whole number of processes or "auto", got "${env.WORKERS}"`);
  }
  if (asked > 1 && !env.DATABASE_URL) {
    return {
      count: 1,
      note: `WORKERS=${env.WORKERS} ignored: the embedded database is one process's (set DATABASE_URL)`,
    };
  }
  return { count: asked };
}
