import type { CouponDocument } from "~/generated/schemas";
import type { ShopDocumentProblem } from "./shopDocumentError";

/**
 * What the schema cannot say about (schema-valid) coupons: codes unique, exactly one of amount and percent, each
 * period ending after it starts, and no more remaining than the total. Each problem names its JSON pointer.
 */
export function couponProblems(coupons: readonly CouponDocument[] | undefined): ShopDocumentProblem[] {
  const problems: ShopDocumentProblem[] = [];
  const problem = (pointer: string, detail: string) => problems.push({ pointer, message: `${pointer} ${detail}` });
  const seen = new Set<string>();
  (coupons ?? []).forEach((coupon, index) => {
    const at = `/coupons/${index}`;
    if (seen.has(coupon.code)) problem(`${at}/code`, `duplicates coupon code "${coupon.code}"`);
    seen.add(coupon.code);
    if ((coupon.amount === undefined) === (coupon.percent === undefined)) {
      problem(at, "must have exactly one of amount and percent");
    }
    if (Date.parse(coupon.claimPeriod.end) <= Date.parse(coupon.claimPeriod.start)) {
      problem(`${at}/claimPeriod/end`, "must be after claimPeriod/start");
    }
    if (coupon.usePeriod.end !== null && Date.parse(coupon.usePeriod.end) <= Date.parse(coupon.usePeriod.start)) {
      problem(`${at}/usePeriod/end`, "must be after usePeriod/start (or null: no end)");
    }
    const { quantity } = coupon;
    if (quantity?.remaining !== undefined && quantity.remaining > quantity.total) {
      problem(`${at}/quantity/remaining`, `must be at most quantity/total (${quantity.total})`);
    }
  });
  return problems;
}
