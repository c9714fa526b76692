import type { Kysely, Selectable } from "kysely";
import type { CouponsTable, Database } from "../../db/schema";

export type CouponRow = Selectable<CouponsTable>;

/** An account's claim of a coupon, as far as its state goes. */
export interface ClaimRecord {
  used: boolean;
}

/** The shop's coupons in the shop document's order. Run inside withShop. */
export function findCoupons(db: Kysely<Database>, shopId: number): Promise<CouponRow[]> {
  return db.selectFrom("coupons").selectAll().where("shop_id", "=", shopId).orderBy("position").execute();
}

/** One coupon by code. Run inside withShop. */
export function findCoupon(db: Kysely<Database>, shopId: number, code: string): Promise<CouponRow | undefined> {
  return db.selectFrom("coupons").selectAll().where("shop_id", "=", shopId).where("code", "=", code).executeTakeFirst();
}

/** The account's claims by coupon code. Run inside withShop. */
export async function findClaims(
  db: Kysely<Database>,
  shopId: number,
  accountId: string,
): Promise<Map<string, ClaimRecord>> {
  const rows = await db
    .selectFrom("coupon_claims")
    .select(["coupon_code", "used_at"])
    .where("shop_id", "=", shopId)
    .where("account_id", "=", accountId)
    .execute();
  return new Map(rows.map((row) => [row.coupon_code, { used: row.used_at !== null }]));
}

/**
 * Records the account's claim and takes one from a limited coupon, atomically: the claim's key (shop, coupon,
 * account) lets an account claim once, and `remaining` is decremented only while above 0, in one UPDATE that
 * concurrent claims queue on (the row lock), each seeing the count the one before left. Answers "claimed", or
 * what stopped it; on "usedUp" the caller must roll the transaction back (the claim row was written). Run inside
 * withShop.
 */
export async function insertClaim(
  db: Kysely<Database>,
  shopId: number,
  code: string,
  accountId: string,
): Promise<"claimed" | "alreadyClaimed" | "usedUp"> {
  const inserted = await db
    .insertInto("coupon_claims")
    .values({ shop_id: shopId, coupon_code: code, account_id: accountId })
    .onConflict((conflict) => conflict.columns(["shop_id", "coupon_code", "account_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return "alreadyClaimed";
  const taken = await db
    .updateTable("coupons")
    .set((eb) => ({ remaining: eb("remaining", "-", 1) }))
    .where("shop_id", "=", shopId)
    .where("code", "=", code)
    .where((eb) => eb.or([eb("remaining", "is", null), eb("remaining", ">", 0)]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1 ? "claimed" : "usedUp";
}
