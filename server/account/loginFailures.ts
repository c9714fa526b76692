import ipaddr from "ipaddr.js";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema";
import { ADDRESS_FAILURE_LIMIT, ADDRESS_REGISTRATION_LIMIT, EMAIL_FAILURE_LIMIT, FAILURE_WINDOW_MS } from "./constants";

/** What log-in attempts are counted by (login_failures.key): the e-mail tried, and the client's address. */
export interface FailureKeys {
  email: string;
  address: string;
}

const emailKey = (email: string) => `email:${email}`;
const addressKey = (address: string) => `address:${clientNetwork(address)}`;

/**
 * What a client address is counted as: an IPv4 address itself (an IPv4-mapped IPv6 one too), an IPv6 address its
 * /64 network (one subscriber is given a whole /64, so counting single addresses would count nothing).
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${network.join(":")}::/64`;
}

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
    const end = await countKey(db, shopId, key, limit, now);
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
  return countKey(db, shopId, `register:${clientNetwork(address)}`, ADDRESS_REGISTRATION_LIMIT, now);
}

/**
 * One more for `key` (one statement, atomic across processes): within the key's window the count grows, after it
 * a new window starts with this one. Answers the window's end when the count is now over `limit`, else null.
 */
async function countKey(
  db: Kysely<Database>,
  shopId: number,
  key: string,
  limit: number,
  now: Date,
): Promise<Date | null> {
  const windowOpenSince = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const row = await db
    .insertInto("login_failures")
    .values({ shop_id: shopId, key, window_started_at: now, failures: 1 })
    .onConflict((conflict) =>
      conflict.columns(["shop_id", "key"]).doUpdateSet((eb) => {
        const inWindow = eb("login_failures.window_started_at", ">", windowOpenSince);
        return {
          failures: eb
            .case()
            .when(inWindow)
            .then(eb("login_failures.failures", "+", 1))
            .else(1)
            .end(),
          window_started_at: eb.case().when(inWindow).then(eb.ref("login_failures.window_started_at")).else(now).end(),
        };
      }),
    )
    .returning(["failures", "window_started_at"])
    .executeTakeFirstOrThrow();
  return row.failures > limit ? new Date(new Date(row.window_started_at).getTime() + FAILURE_WINDOW_MS) : null;
}

/**
 * After a successful log-in (or password check): the e-mail's failures are forgotten, and the attempt no longer
 * counts against the client's address. Run it inside withShop.
 */
export async function forgetSucceededAttempt(db: Kysely<Database>, shopId: number, keys: FailureKeys): Promise<void> {
  await db.deleteFrom("login_failures").where("shop_id", "=", shopId).where("key", "=", emailKey(keys.email)).execute();
  await db
    .updateTable("login_failures")
    .set({ failures: sql<number>`greatest(failures - 1, 0)` })
    .where("shop_id", "=", shopId)
    .where("key", "=", addressKey(keys.address))
    .execute();
}
