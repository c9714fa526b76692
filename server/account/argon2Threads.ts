import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Options } from "@node-rs/argon2";

/**
 * Each thread: argon2 (synchronous, one hash at a time) at the lowest CPU priority, nice 19 (Linux sets a thread's
 * own through /proc/thread-self; elsewhere it keeps the process's). A hash waits for the page work of the main
 * thread instead of taking turns with it: on a busy machine a log-in takes longer, a shopper's page does not.
 */
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
try {
  const tid = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  require("node:os").setPriority(tid, 19);
} catch {}
const argon2 = require(workerData.argon2);
parentPort.on("message", ({ id, op, args }) => {
  try {
    parentPort.postMessage({ id, result: op === "hash" ? argon2.hashSync(...args) : argon2.verifySync(...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const argon2Path = createRequire(import.meta.url).resolve("@node-rs/argon2");
let nextId = 0;

function startThread(threads: Thread[], index: number): Thread {
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { argon2: argon2Path } });
  const thread: Thread = { worker, pending: new Map() };
  worker.unref(); // an idle thread keeps no process alive (a busy one does: run)
  worker.on("message", ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const waiting = thread.pending.get(id);
    thread.pending.delete(id);
    if (thread.pending.size === 0) worker.unref();
    if (error === undefined) waiting?.resolve(result);
    else waiting?.reject(new Error(error));
  });
  worker.on("error", (error) => {
    for (const waiting of thread.pending.values()) waiting.reject(error);
    threads[index] = startThread(threads, index); // the next hash gets a fresh thread
  });
  return thread;
}

/** `count` low-priority threads, started with the first hash; each hash goes to the one with the least work waiting. */
export function createArgon2Threads(count: number) {
  const threads: Thread[] = [];
  function run<T>(op: "hash" | "verify", args: unknown[]): Promise<T> {
    if (threads.length === 0) for (let index = 0; index < count; index++) threads.push(startThread(threads, index));
    const thread = threads.reduce((least, other) => (other.pending.size < least.pending.size ? other : least));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, op, args });
    });
  }
  return {
    hash: (password: string, options: Options) => run<string>("hash", [password, options]),
    verify: (hashed: string, password: string) => run<boolean>("verify", [hashed, password]),
  };
}
