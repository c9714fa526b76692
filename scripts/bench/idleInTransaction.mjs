// Connections "idle in transaction" on a database, sampled from pg_stat_activity every second: a connection held
// while the app does something else (such as rendering) between its queries.
import pg from "pg";

/**
 * @param {string} adminUrl a URL of the cluster (its own connection is on another database)
 * @param {string} database
 * @returns {Promise<{ max(): number, reset(): void, close(): Promise<void> }>} the most seen at once since `reset`
 */
export async function watchIdleInTransaction(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  let max = 0;
  const sample = async () => {
    const { rows } = await client.query(
      "SELECT count(*)::int AS held FROM pg_stat_activity WHERE datname = $1 AND state LIKE 'idle in transaction%'",
      [database],
    );
    max = Math.max(max, rows[0].held);
  };
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(sample).catch(() => {}); // a missed sample is only a second's gap
  }, 1000);
  return {
    max: () => max,
    reset: () => (max = 0),
    async close() {
      clearInterval(timer);
      await sampling;
      await client.end();
    },
  };
}
