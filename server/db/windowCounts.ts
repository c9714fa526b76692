import { type Kysely, sql } from "kysely";
import type { Database } from "./schema";

/** How many of something a key may do per window: the count starts at the first one and resets when it ends. */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/**
 * One more for `key` in the shop's counts (the login_failures table, which counts log-in failures, registrations
 * and cart creations alike; one statement, atomic across processes): within the key's window the count grows,
 * after it a new window starts with this one. Answers the window's end when the count is now over the limit, else
 * null. Run it inside withShop.
 */
export async function countInWindow(
  db: Kysely<Database>,
  shopId: number,
  key: string,
  { limit, windowMs }: WindowLimit,
  now: Date,
): Promise<Date | null> {
  const windowOpenSince = new Date(now.getTime() - windowMs);
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
  return row.failures > limit ? new Date(new Date(row.window_started_at).getTime() + windowMs) : null;
}

/** One fewer for `key` (never below zero), its window unchanged. Run it inside withShop. */
export async function uncount(db: Kysely<Database>, shopId: number, key: string): Promise<void> {
  await db
    .updateTable("login_failures")
    .set({ failures: sql<number>`greatest(failures - 1, 0)` })
    .where("shop_id", "=", shopId)
    .where("key", "=", key)
    .execute();
}
