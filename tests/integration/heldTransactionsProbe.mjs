// A worker thread that counts, on request, the app's PostgreSQL backends left "idle in transaction": the main thread
// asks from inside a synchronous React render (heldTransactions.ts) and blocks until the answer, so what the count
// sees is what the database holds while the process renders. Statements already sent finish first (at most 1 s).
import { workerData } from "node:worker_threads";
import pg from "pg";

const { adminUrl, database, role, signal } = workerData;
/** signal[0]: 1 = a count is asked, 2 = answered; signal[1]: the count (-1 if the database never settled). */
const shared = new Int32Array(signal);
const client = new pg.Client({ connectionString: adminUrl });
await client.connect();

/** The app's backends now: whether any runs a statement, and those idle in a transaction waiting on the client. */
async function backends() {
  const { rows } = await client.query(
    `SELECT pid, state, wait_event, state_change::text AS since FROM pg_stat_activity WHERE datname = $1 AND usename = $2`,
    [database, role],
  );
  const waiting = rows.filter((row) => row.state.startsWith("idle in transaction") && row.wait_event === "ClientRead");
  return {
    active: rows.some((row) => row.state === "active"),
    waiting: waiting.map((row) => `${row.pid} ${row.since}`),
  };
}

/**
 * The backends held: idle in a transaction, waiting on the client, and still so 20 ms later (one that was only
 * between two statements already sent, e.g. waiting for a CPU, has moved on by then; the process cannot, it renders).
 */
async function count() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const first = await backends();
    if (first.active) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    const still = new Set((await backends()).waiting);
    return first.waiting.filter((backend) => still.has(backend)).length;
  }
  return -1;
}

for (;;) {
  await Atomics.waitAsync(shared, 0, 0).value;
  if (Atomics.load(shared, 0) === 3) break; // asked to stop
  Atomics.store(shared, 1, await count());
  Atomics.store(shared, 0, 2);
  Atomics.notify(shared, 0);
  await Atomics.waitAsync(shared, 0, 2).value; // the main thread resets to 0 once it has read the count
}
await client.end();
