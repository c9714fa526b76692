import { once } from "node:events";
import { Worker } from "node:worker_threads";

/** Counts the app's backends "idle in transaction", asked synchronously (see heldTransactionsProbe.mjs). */
export interface HeldTransactionsProbe {
  /** Blocks this thread until the probe has counted: call it inside a render. */
  heldNow(): number;
  stop(): Promise<void>;
}

/** A probe of the backends `role` holds on `database`, through `adminUrl` (a role that sees every session). */
export function startHeldTransactionsProbe(adminUrl: string, database: string, role: string): HeldTransactionsProbe {
  const signal = new SharedArrayBuffer(8);
  const shared = new Int32Array(signal);
  const worker = new Worker(new URL("./heldTransactionsProbe.mjs", import.meta.url), {
    workerData: { adminUrl, database, role, signal },
  });
  const exited = once(worker, "exit");
  return {
    heldNow() {
      Atomics.store(shared, 0, 1);
      Atomics.notify(shared, 0);
      if (Atomics.wait(shared, 0, 1, 10_000) === "timed-out") throw new Error("the probe did not answer within 10 s");
      const held = Atomics.load(shared, 1);
      Atomics.store(shared, 0, 0);
      Atomics.notify(shared, 0);
      if (held < 0) throw new Error("the database never settled: a statement of the app ran for over 1 s");
      return held;
    },
    async stop() {
      Atomics.store(shared, 0, 3);
      Atomics.notify(shared, 0);
      await exited;
    },
  };
}
