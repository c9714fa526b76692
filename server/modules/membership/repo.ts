import { type Kysely, sql, type Transaction } from "kysely";
import type { ContentLang, Database } from "../../db/schema";

/** An account's current membership (a row with left_at null), or undefined when it is not a member. */
export function currentMembership(db: Kysely<Database>, shopId: number, accountId: string) {
  return db
    .selectFrom("memberships")
    .select("joined_at")
    .where("shop_id", "=", shopId)
    .where("account_id", "=", accountId)
    .where("left_at", "is", null)
    .executeTakeFirst();
}

/** How many accounts are members of the shop now. */
export async function memberCount(trx: Transaction<Database>, shopId: number): Promise<number> {
  const row = await trx
    .selectFrom("memberships")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("shop_id", "=", shopId)
    .where("left_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Starts a membership with the consent given, unless the account is a member already (then nothing changes, the
 * first consent stands). Concurrent joins of one account start one membership: the unique index on current
 * memberships decides. Returns whether this call started it.
 */
export async function startMembership(
  trx: Transaction<Database>,
  shopId: number,
  accountId: string,
  consent: { text: string; lang: ContentLang },
): Promise<boolean> {
  const inserted = await trx
    .insertInto("memberships")
    .values({ shop_id: shopId, account_id: accountId, consent_text: consent.text, consent_lang: consent.lang })
    .onConflict((conflict) => conflict.columns(["shop_id", "account_id"]).where("left_at", "is", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Ends the account's current membership, if any; the row stays, with its consent. Returns whether one ended. */
export async function endMembership(trx: Transaction<Database>, shopId: number, accountId: string): Promise<boolean> {
  const ended = await trx
    .updateTable("memberships")
    .set({ left_at: sql<Date>`now()` }) // the database's clock, like joined_at
    .where("shop_id", "=", shopId)
    .where("account_id", "=", accountId)
    .where("left_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return ended !== undefined;
}
