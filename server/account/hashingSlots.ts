import { availableParallelism } from "node:os";
import { BulkheadRejectedError, bulkhead } from "cockatiel";

/**
 * At most this many password hashes or verifications run at once in this process. Each holds a thread of libuv's
 * pool and a core for about 30 ms (19 MiB, 2 passes): unbounded, a flood of log-ins (300 from 300 addresses at 12/s
 * passes every per-address limit) took every core from the pages shoppers wait for. Half the cores, at least one.
 */
export const CONCURRENT_HASHES = Math.max(1, Math.floor(availableParallelism() / 2));
/** This many more wait for a slot (a few hashes' time); any further one is refused at once. */
export const QUEUED_HASHES = 4;
/** When a refused log-in may try again: the queue drains in a fraction of a second. */
export const HASHING_BUSY_RETRY_AFTER_SECONDS = 2;

/** Password hashing is busy: answer a fast 503 with Retry-After, and count nothing against the attempt. */
export class HashingBusy extends Error {
  constructor() {
    super("password hashing is busy");
    this.name = "HashingBusy";
  }
}

const slots = bulkhead(CONCURRENT_HASHES, QUEUED_HASHES);

/** Whether a hash could start or queue now: a form refuses at once when it could not, before any other work. */
export function hashingHasRoom(): boolean {
  return slots.executionSlots > 0 || slots.queueSlots > 0;
}

/**
 * Runs `hashing` (an argon2 hash or verification) in one of the process's slots, queued while they are taken;
 * throws HashingBusy when the queue is full too. Every password hash of this server goes through it
 * (server/account/passwords.ts): the shoppers' log-in, registration and password change of the account stand-in,
 * and the shop owner's sign-in (issue 23) when it comes.
 */
export async function inHashingSlot<T>(hashing: () => Promise<T>): Promise<T> {
  try {
    return await slots.execute(hashing);
  } catch (error) {
    throw error instanceof BulkheadRejectedError ? new HashingBusy() : error;
  }
}
