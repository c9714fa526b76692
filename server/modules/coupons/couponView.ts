import type { Coupon } from "~/generated/schemas";
import type { CouponRules } from "~/lib/couponState";
import { satangToBaht } from "~/lib/priceTier";
import type { ContentLang } from "../../db/schema";
import type { ClaimRecord, CouponRow } from "./repo";

/** What couponState decides a stored coupon's state from. */
export function rulesOf(row: CouponRow): CouponRules {
  return {
    claimStartsAt: row.claim_starts_at,
    claimEndsAt: row.claim_ends_at,
    useStartsAt: row.use_starts_at,
    useEndsAt: row.use_ends_at,
    remaining: row.remaining,
    membersOnly: row.members_only,
    minSpendSatang: row.min_spend_satang,
  };
}

const baht = (satang: number | null) => (satang === null ? null : satangToBaht(satang));

/**
 * A stored coupon as the coupon calls answer it (schemas/coupon.schema.json), texts in `lang`; `claim` is the
 * shopper's (undefined: not claimed), `loggedIn` false answers claimed and used as null.
 */
export function couponOf(row: CouponRow, lang: ContentLang, loggedIn: boolean, claim: ClaimRecord | undefined): Coupon {
  const texts = row.texts[lang];
  return {
    code: row.code,
    type: row.type,
    amount: baht(row.amount_satang),
    percent: row.percent === null ? null : Number(row.percent),
    max_discount: baht(row.max_discount_satang),
    min_spend: satangToBaht(row.min_spend_satang),
    claim_starts_at: row.claim_starts_at.toISOString(),
    claim_ends_at: row.claim_ends_at.toISOString(),
    use_starts_at: row.use_starts_at.toISOString(),
    use_ends_at: row.use_ends_at?.toISOString() ?? null,
    quantity: row.quantity,
    remaining: row.remaining,
    members_only: row.members_only,
    title: texts.title,
    terms: texts.terms,
    how_to_use: texts.howToUse,
    promotion_terms: texts.promotionTerms,
    claimed: loggedIn ? claim !== undefined : null,
    used: loggedIn ? (claim?.used ?? false) : null,
  };
}
