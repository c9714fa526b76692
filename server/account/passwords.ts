import { hash, type Options, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) with OWASP's first recommended setting: 19 MiB, 2 passes, 1 lane.
 * Written out so a new library default never changes them unnoticed; each hash stores its own (PHC string), so
 * raising them later still verifies old hashes.
 */
const HASH_OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** A password's stored form: an argon2id PHC string with a random salt (hashed on libuv's thread pool). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

/** Verified against when no account has the e-mail, so an unknown e-mail costs the same as a wrong password. */
let unknownAccountHash: Promise<string> | undefined;

/**
 * Whether `password` is the one `storedHash` was made from; a missing hash still costs a verification (and is
 * false). The library compares in constant time; a malformed stored hash counts as a mismatch.
 */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  unknownAccountHash ??= hashPassword("no account has this password");
  const matches = await verify(storedHash ?? (await unknownAccountHash), password).catch(() => false);
  return storedHash !== undefined && matches;
}
