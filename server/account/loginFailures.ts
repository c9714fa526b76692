import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { countInWindow, uncount } from "../db/windowCounts";
import { clientNetwork } from "../http/clientAddress";
import { ADDRESS_FAILURE_LIMIT, ADDRESS_REGISTRATION_LIMIT, EMAIL_FAILURE_LIMIT, FAILURE_WINDOW_MS } from "./constants";

/** What log-in attempts are counted by (login_failures.key): the e-mail tried, and the client's address. */
export interface FailureKeys {
  email: string;
  address: string;
}

const emailKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `address:${clientNetwork(address)}`;
const registrationKey = (address: string) => `register:${clientNetwork(address)}`;

function keyRows({ email, address }: FailureKeys): { key: string; limit: number }[] {
  return [
    { key: emailKey(email), limit: EMAIL_FAILURE_LIMIT },
    { key: addressKey(address), limit: ADDRESS_FAILURE_LIMIT },
  ];
}

/**
 * Counts a log-in attempt as failed against each key before its password is checked, so that simultaneous attempts
 * cannot all pass a check made before any of them failed; a successful one is taken back (forgetSucceededAttempt).
 * Answers the end of the window of a key this attempt takes over its limit (the latest such end), or null when the
 * attempt may go on. Run it inside withShop.
 */
export async function countAttempt(
  db: Kysely<Database>,
  shopId: number,
  keys: FailureKeys,
  now: Date,
): Promise<Date | null> {
  let until: Date | null = null;
  for (const { key, limit } of keyRows(keys)) {
    const end = await countInWindow(db, shopId, key, { limit, windowMs: FAILURE_WINDOW_MS }, now);
    if (end && (!until || end > until)) until = end;
  }
  return until;
}

/**
 * Counts a registration from a client address (each costs a password hash and makes an account): answers the end
 * of the window once the address has made too many, else null. Run it inside withShop.
 */
export function countRegistration(
  db: Kysely<Database>,
  shopId: number,
  address: string,
  now: Date,
): Promise<Date | null> {
  const limit = { limit: ADDRESS_REGISTRATION_LIMIT, windowMs: FAILURE_WINDOW_MS };
  return countInWindow(db, shopId, registrationKey(address), limit, now);
}

/**
 * After a successful log-in (or password check): the e-mail's failures are forgotten, and the attempt no longer
 * counts against the client's address. Run it inside withShop.
 */
export async function forgetSucceededAttempt(db: Kysely<Database>, shopId: number, keys: FailureKeys): Promise<void> {
  await db.deleteFrom("login_failures").where("shop_id", "=", shopId).where("key", "=", emailKey(keys.email)).execute();
  await uncount(db, shopId, addressKey(keys.address));
}

/**
 * An attempt that never reached its password check (password hashing was busy: passwords.ts) no longer counts,
 * against any key. Run it inside withShop.
 */
export async function takeBackAttempt(db: Kysely<Database>, shopId: number, keys: FailureKeys): Promise<void> {
  for (const { key } of keyRows(keys)) await uncount(db, shopId, key);
}

/** A registration that made no account (password hashing was busy) no longer counts. Run it inside withShop. */
export function takeBackRegistration(db: Kysely<Database>, shopId: number, address: string): Promise<void> {
  return uncount(db, shopId, registrationKey(address));
}
