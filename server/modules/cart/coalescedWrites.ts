/** What one job of a batch came to: its result, or the error it alone failed with. */
export type Settled<R> = { ok: R } | { error: unknown };

interface Waiting<J, R> {
  job: J;
  resolve(result: R): void;
  reject(error: unknown): void;
}

/**
 * Runs jobs of one key one batch at a time: the jobs that arrive while a batch of their key runs wait and then run
 * together as the next batch. Each job settles with its own outcome; a batch that throws fails all its jobs. Keys
 * are independent, and a key is forgotten once its queue is empty.
 */
export class CoalescedWrites<J, R> {
  private readonly queues = new Map<string, Waiting<J, R>[]>();

  constructor(private readonly runBatch: (key: string, jobs: J[]) => Promise<Settled<R>[]>) {}

  run(key: string, job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const queue = this.queues.get(key);
      if (queue) {
        queue.push({ job, resolve, reject });
        return;
      }
      this.queues.set(key, [{ job, resolve, reject }]);
      void this.drain(key);
    });
  }

  /** Runs the key's batches until no job is left; the first batch is the job that found the key idle. */
  private async drain(key: string): Promise<void> {
    for (;;) {
      const waiting = this.queues.get(key) ?? [];
      if (waiting.length === 0) {
        this.queues.delete(key);
        return;
      }
      this.queues.set(key, []); // jobs arriving from now on form the next batch
      try {
        const outcomes = await this.runBatch(
          key,
          waiting.map((entry) => entry.job),
        );
        waiting.forEach((entry, index) => settle(entry, outcomes[index]));
      } catch (error) {
        for (const entry of waiting) entry.reject(error);
      }
    }
  }
}

function settle<J, R>(entry: Waiting<J, R>, outcome: Settled<R> | undefined): void {
  if (outcome === undefined) entry.reject(new Error("the batch answered no outcome for this job"));
  else if ("ok" in outcome) entry.resolve(outcome.ok);
  else entry.reject(outcome.error);
}
