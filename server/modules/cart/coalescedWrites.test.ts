import { describe, expect, it } from "vitest";
import { CoalescedWrites, type Settled } from "./coalescedWrites";

/** A coalescer whose batches are recorded and finish when the test says. */
function recorder() {
  const batches: { key: string; jobs: number[] }[] = [];
  const finishers: (() => void)[] = [];
  const writes = new CoalescedWrites<number, string>(async (key, jobs) => {
    batches.push({ key, jobs });
    await new Promise<void>((resolve) => finishers.push(resolve));
    if (jobs.includes(-1)) throw new Error("batch failed");
    return jobs.map((job): Settled<string> =>
      job === 0 ? { error: new Error("job 0 refused") } : { ok: `${key}${job}` },
    );
  });
  const finishNext = async () => {
    await Promise.resolve();
    finishers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { writes, batches, finishNext };
}

/** How a job ended, caught at once (so a rejection is never left unhandled while the test goes on). */
const outcome = (job: Promise<string>) =>
  job.then(
    (ok) => ({ ok }),
    (error: Error) => ({ error: error.message }),
  );

describe("CoalescedWrites", () => {
  it("runs the first job alone and the jobs that arrive meanwhile together as the next batch", async () => {
    const { writes, batches, finishNext } = recorder();
    const answers = [writes.run("a", 1), writes.run("a", 2), writes.run("a", 3)];
    expect(batches).toEqual([{ key: "a", jobs: [1] }]);
    await finishNext();
    expect(batches).toEqual([
      { key: "a", jobs: [1] },
      { key: "a", jobs: [2, 3] },
    ]);
    await finishNext();
    expect(await Promise.all(answers)).toEqual(["a1", "a2", "a3"]);
  });

  it("keeps keys apart: another key's job does not wait", async () => {
    const { writes, batches } = recorder();
    void writes.run("a", 1);
    void writes.run("b", 2);
    expect(batches).toEqual([
      { key: "a", jobs: [1] },
      { key: "b", jobs: [2] },
    ]);
  });

  it("settles each job with its own outcome: one refused, the others answered", async () => {
    const { writes, finishNext } = recorder();
    const jobs = [writes.run("a", 1), writes.run("a", 0), writes.run("a", 2)].map(outcome);
    await finishNext();
    await finishNext();
    expect(await Promise.all(jobs)).toEqual([{ ok: "a1" }, { error: "job 0 refused" }, { ok: "a2" }]);
  });

  it("fails every job of a batch that throws, and runs the next batch as usual", async () => {
    const { writes, finishNext } = recorder();
    const jobs = [writes.run("a", 1), writes.run("a", -1), writes.run("a", 2)].map(outcome);
    await finishNext();
    const later = outcome(writes.run("a", 3));
    await finishNext();
    await finishNext();
    expect(await Promise.all(jobs)).toEqual([{ ok: "a1" }, { error: "batch failed" }, { error: "batch failed" }]);
    expect(await later).toEqual({ ok: "a3" });
  });

  it("forgets an idle key: a job after the queue emptied starts a batch at once", async () => {
    const { writes, batches, finishNext } = recorder();
    const first = writes.run("a", 1);
    await finishNext();
    await first;
    void writes.run("a", 2);
    expect(batches.map((batch) => batch.jobs)).toEqual([[1], [2]]);
  });
});
