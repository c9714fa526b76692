import type { Transaction } from "kysely";
import type { CouponDocument } from "~/generated/schemas";
import { toSatang } from "~/lib/priceTier";
import { jsonb } from "../db/jsonb";
import type { Database } from "../db/schema";

/**
 * Replaces a shop's coupons with the document's, keeping claims sensible: a coupon is updated in place by its code,
 * so its claims stay (claimed and used coupons remain the shopper's); a coupon left out of the document is deleted
 * with its claims (orders keep the code and discount they used). A limited coupon's remaining is the document's
 * (default: its total), but never more than the total less the claims already made, claims made during the import
 * included. Run inside withShop.
 */
export async function writeCoupons(
  trx: Transaction<Database>,
  shopId: number,
  coupons: readonly CouponDocument[],
): Promise<void> {
  const codes = coupons.map((coupon) => coupon.code);
  let removed = trx.deleteFrom("coupons").where("shop_id", "=", shopId);
  if (codes.length > 0) removed = removed.where("code", "not in", codes);
  await removed.execute();
  if (coupons.length === 0) return;

  // A claim decrements its coupon's row: with the rows locked first, a claim either committed before (and is
  // counted below) or waits, and then decrements the remaining written here. No claim is lost in between.
  await trx.selectFrom("coupons").select("code").where("shop_id", "=", shopId).forUpdate().execute();
  const claims = await trx
    .selectFrom("coupon_claims")
    .select(["coupon_code", (eb) => eb.fn.countAll<string>().as("count")])
    .where("shop_id", "=", shopId)
    .groupBy("coupon_code")
    .execute();
  const claimCount = new Map(claims.map((row) => [row.coupon_code, Number(row.count)]));
  const rows = coupons.map((coupon, position) => {
    const total = coupon.quantity?.total ?? null;
    const remaining =
      total === null
        ? null
        : Math.max(0, Math.min(coupon.quantity?.remaining ?? total, total - (claimCount.get(coupon.code) ?? 0)));
    return {
      shop_id: shopId,
      code: coupon.code,
      type: coupon.type,
      amount_satang: coupon.amount === undefined ? null : toSatang(coupon.amount),
      percent: coupon.percent ?? null,
      max_discount_satang: coupon.maxDiscount === undefined ? null : toSatang(coupon.maxDiscount),
      min_spend_satang: toSatang(coupon.minSpend ?? 0),
      claim_starts_at: new Date(coupon.claimPeriod.start),
      claim_ends_at: new Date(coupon.claimPeriod.end),
      use_starts_at: new Date(coupon.usePeriod.start),
      use_ends_at: coupon.usePeriod.end === null ? null : new Date(coupon.usePeriod.end),
      quantity: total,
      remaining,
      members_only: coupon.membersOnly ?? false,
      texts: jsonb(coupon.texts),
      position,
    };
  });
  await trx
    .insertInto("coupons")
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(["shop_id", "code"]).doUpdateSet((eb) => ({
        type: eb.ref("excluded.type"),
        amount_satang: eb.ref("excluded.amount_satang"),
        percent: eb.ref("excluded.percent"),
        max_discount_satang: eb.ref("excluded.max_discount_satang"),
        min_spend_satang: eb.ref("excluded.min_spend_satang"),
        claim_starts_at: eb.ref("excluded.claim_starts_at"),
        claim_ends_at: eb.ref("excluded.claim_ends_at"),
        use_starts_at: eb.ref("excluded.use_starts_at"),
        use_ends_at: eb.ref("excluded.use_ends_at"),
        quantity: eb.ref("excluded.quantity"),
        remaining: eb.ref("excluded.remaining"),
        members_only: eb.ref("excluded.members_only"),
        texts: eb.ref("excluded.texts"),
        position: eb.ref("excluded.position"),
      })),
    )
    .execute();
}
