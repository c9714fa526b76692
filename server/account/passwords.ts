import type { Options } from "@node-rs/argon2";
import { createArgon2Threads } from "./argon2Threads";
import { CONCURRENT_HASHES, inHashingSlot } from "./hashingSlots";

/**
 * argon2id (the library's default algorithm) with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane.
 * Written out so a new library default never changes them unnoticed; each hash stores its own (PHC string), so
 * raising them later still verifies old hashes.
 */
const HASH_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Where hashes run: one low-priority thread per hashing slot. */
const { hash, verify } = createArgon2Threads(CONCURRENT_HASHES);

/**
 * A password's stored form: an argon2id PHC string with a random salt (hashed on a low-priority thread, in one of
 * the process's hashing slots: throws HashingBusy when none is to be had).
 */
export function hashPassword(password: string): Promise<string> {
  return inHashingSlot(() => hash(password, HASH_OPTIONS));
}

/** Verified against when no account has the e-mail, so an unknown e-mail costs the same as a wrong password. */
let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether `password` is the one `storedHash` was made from; a missing hash still costs a verification (and is
 * false). The library compares in constant time; a malformed stored hash counts as a mismatch. Throws HashingBusy
 * (for a known e-mail and an unknown one alike) when no hashing slot is to be had.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  // made once, outside the slots: a refusal must not be remembered as the hash
  unknownAccountHash ??= hash("no account has this password", HASH_OPTIONS);
  const against = storedHash ?? (await unknownAccountHash);
  const matches = await inHashingSlot(() => verify(against, password).catch(() => false));
  return storedHash !== undefined && matches;
}
