import type { Kysely, Transaction } from "kysely";
import { couponDateParts, couponUseRefusal, type CouponUseRefusal, discountSatang } from "~/lib/couponState";
import { currentMembership } from "../modules/membership/repo";
import couponDocument from "../../schemas/coupon-document.schema.json";

/** What a coupon code may look like (the shop document's rule). */
const COUPON_CODE = new RegExp(couponDocument.properties.code.pattern);
import type { ContentLang, Database } from "../db/schema";
import type { HostedIntl } from "./i18n";
import { rulesOf } from "../modules/coupons/couponView";
import { type CouponRow, findCoupon } from "../modules/coupons/repo";

/** The hosted checkout's shipping fee: the stand-in charges none, so a shipping coupon takes nothing off yet. */
export const SHIPPING_FEE_SATANG = 0;

/** A claimed coupon as the order summary offers it: what it takes off this cart, or why it cannot be used. */
export interface OfferedCoupon {
  code: string;
  title: string;
  type: CouponRow["type"];
  discountSatang: number;
  /** null: usable on this cart; else the minimum spend not reached (with how much more), or not usable yet (from when). */
  refusal: OfferedRefusal | null;
}

/** The refusals a claimed coupon is still shown with at checkout, disabled, saying what changes it. */
export type OfferedRefusal = Extract<CouponUseRefusal, { reason: "minimumSpend" | "notYetUsable" }>;

const isOffered = (refusal: CouponUseRefusal): refusal is OfferedRefusal =>
  refusal.reason === "minimumSpend" || refusal.reason === "notYetUsable";

const discountOf = (row: CouponRow, itemsSatang: number) =>
  discountSatang(
    {
      type: row.type,
      amountSatang: row.amount_satang,
      percent: row.percent === null ? null : Number(row.percent),
      maxDiscountSatang: row.max_discount_satang,
    },
    itemsSatang,
    SHIPPING_FEE_SATANG,
  );

/**
 * The account's claimed, unused coupons that are in their use period now, in the shop's order; those whose minimum
 * spend the cart does not reach, or whose use period starts later, are shown too, refused with how much more to spend
 * or from when. Run inside withShop.
 */
export async function offeredCoupons(
  db: Kysely<Database>,
  shopId: number,
  accountId: string,
  lang: ContentLang,
  itemsSatang: number,
  now = new Date(),
): Promise<OfferedCoupon[]> {
  const rows = await db
    .selectFrom("coupons")
    .innerJoin("coupon_claims as claim", (join) =>
      join.onRef("claim.shop_id", "=", "coupons.shop_id").onRef("claim.coupon_code", "=", "coupons.code"),
    )
    .selectAll("coupons")
    .where("coupons.shop_id", "=", shopId)
    .where("claim.account_id", "=", accountId)
    .where("claim.used_at", "is", null)
    .orderBy("coupons.position")
    .execute();
  const member = (await currentMembership(db, shopId, accountId)) !== undefined;
  return rows.flatMap((row) => {
    const refusal = couponUseRefusal(rulesOf(row), { claimed: true, used: false, member }, itemsSatang, now);
    if (refusal && !isOffered(refusal)) return [];
    return [
      {
        code: row.code,
        title: row.texts[lang].title,
        type: row.type,
        discountSatang: discountOf(row, itemsSatang),
        refusal,
      },
    ];
  });
}

/** A coupon applied to an order, or why not (all COUPON_CODE_NOT_FOUND, §8). */
export type AppliedCoupon = { code: string; discountSatang: number } | { refusal: CouponUseRefusal };

/**
 * Checks the account's claim of `code` for an order whose items total `itemsSatang`, locking the claim row until
 * the transaction ends, so the claim is used by one order only. Run inside the order's transaction.
 */
export async function applyCoupon(
  trx: Transaction<Database>,
  shopId: number,
  accountId: string | null,
  code: string,
  itemsSatang: number,
  now = new Date(),
): Promise<AppliedCoupon> {
  if (!COUPON_CODE.test(code)) return { refusal: { reason: "notClaimed" } }; // never a code, whatever was posted
  const coupon = await findCoupon(trx, shopId, code);
  const claim =
    coupon && accountId
      ? await trx
          .selectFrom("coupon_claims")
          .select("used_at")
          .where("shop_id", "=", shopId)
          .where("coupon_code", "=", code)
          .where("account_id", "=", accountId)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
  if (!coupon || !claim || !accountId) return { refusal: { reason: "notClaimed" } };
  const member = coupon.members_only && (await currentMembership(trx, shopId, accountId)) !== undefined;
  const used = claim.used_at !== null;
  const refusal = couponUseRefusal(rulesOf(coupon), { claimed: true, used, member }, itemsSatang, now);
  return refusal ? { refusal } : { code, discountSatang: discountOf(coupon, itemsSatang) };
}

/** Marks the account's claim of `code` used by `orderId` (after applyCoupon in the same transaction). */
export async function markClaimUsed(
  trx: Transaction<Database>,
  shopId: number,
  accountId: string,
  code: string,
  orderId: string,
  now = new Date(),
): Promise<void> {
  await trx
    .updateTable("coupon_claims")
    .set({ used_at: now, order_id: orderId })
    .where("shop_id", "=", shopId)
    .where("coupon_code", "=", code)
    .where("account_id", "=", accountId)
    .where("used_at", "is", null)
    .execute();
}

/** What would make a shown coupon usable: spending more, or waiting until its use period starts (Bangkok time). */
export function refusalNote(intl: HostedIntl, refusal: OfferedRefusal): string {
  if (refusal.reason === "minimumSpend") {
    return intl.t("coupon.spendMore", { amount: intl.baht(refusal.remedy.satang) });
  }
  return intl.t("coupon.usableFrom", couponDateParts(refusal.remedy.at, intl.lang));
}

/** §8 COUPON_CODE_NOT_FOUND as the shopper reads it, with what would make it usable when that is the reason. */
export function couponRefusalMessage(intl: HostedIntl, refusal: CouponUseRefusal): string {
  const message = intl.problem({ key: "COUPON_CODE_NOT_FOUND" });
  return isOffered(refusal) ? `${message}: ${refusalNote(intl, refusal)}` : message;
}
