import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ADDRESS_FAILURE_LIMIT, EMAIL_FAILURE_LIMIT, FAILURE_WINDOW_MS } from "./constants";

/** What failed log-ins are counted by (login_failures.key): the e-mail tried, and the client's address. */
export interface FailureKeys {
  email: string;
  address: string;
}

const emailKey = (email: string) => `email:${email}`;

function keyRows({ email, address }: FailureKeys): { key: string; limit: number }[] {
  return [
    { key: emailKey(email), limit: EMAIL_FAILURE_LIMIT },
    { key: `address:${address.slice(0, 64)}`, limit: ADDRESS_FAILURE_LIMIT },
  ];
}

/**
 * When log-ins with these keys may be tried again: the end of the window of a key that has reached its limit (the
 * latest such end), or null when none is locked. Run it inside withShop.
 */
export async function lockedUntil(
  db: Kysely<Database>,
  shopId: number,
  keys: FailureKeys,
  now: Date,
): Promise<Date | null> {
  const limits = keyRows(keys);
  const rows = await db
    .selectFrom("login_failures")
    .select(["key", "window_started_at", "failures"])
    .where("shop_id", "=", shopId)
    .where(
      "key",
      "in",
      limits.map(({ key }) => key),
    )
    .execute();
  let until: number | null = null;
  for (const row of rows) {
    const end = new Date(row.window_started_at).getTime() + FAILURE_WINDOW_MS;
    const limit = limits.find(({ key }) => key === row.key)?.limit ?? 0;
    if (end > now.getTime() && row.failures >= limit) until = Math.max(until ?? 0, end);
  }
  return until === null ? null : new Date(until);
}

/**
 * Counts a failed log-in against each key, in one statement per key (atomic across processes): within the key's
 * window the count grows, after it a new window starts with this failure. Run it inside withShop.
 */
export async function recordFailure(db: Kysely<Database>, shopId: number, keys: FailureKeys, now: Date): Promise<void> {
  const windowOpenSince = new Date(now.getTime() - FAILURE_WINDOW_MS);
  for (const { key } of keyRows(keys)) {
    await db
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
            window_started_at: eb
              .case()
              .when(inWindow)
              .then(eb.ref("login_failures.window_started_at"))
              .else(now)
              .end(),
          };
        }),
      )
      .execute();
  }
}

/** Forgets the failures of an e-mail (after its successful log-in). Run it inside withShop. */
export async function clearEmailFailures(db: Kysely<Database>, shopId: number, email: string): Promise<void> {
  await db.deleteFrom("login_failures").where("shop_id", "=", shopId).where("key", "=", emailKey(email)).execute();
}
