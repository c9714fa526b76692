import type { IntlShape } from "~/i18n/useIntl";
import type { Coupon } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { couponDateParts, type CouponRemedy, type CouponRules } from "~/lib/couponState";

/** What couponState decides a listed coupon's state from. */
export function rulesOfCoupon(coupon: Coupon): CouponRules {
  return {
    claimStartsAt: new Date(coupon.claim_starts_at),
    claimEndsAt: new Date(coupon.claim_ends_at),
    useStartsAt: new Date(coupon.use_starts_at),
    useEndsAt: coupon.use_ends_at === null ? null : new Date(coupon.use_ends_at),
    remaining: coupon.remaining,
    membersOnly: coupon.members_only,
    minSpendSatang: Math.round(coupon.min_spend * 100),
  };
}

const langOf = (intl: IntlShape) => (intl.locale.startsWith("th") ? "th" : "en");

/** "10:00 on 1 Dec 2026" in Bangkok time, in the page's language. */
export function when(intl: IntlShape, iso: string | Date): string {
  const { time, date } = couponDateParts(new Date(iso), langOf(intl));
  return intl.formatMessage({ id: "coupon.when" }, { time, date });
}

/** "฿50 off", "10% off", with the cap: "up to ฿100". */
export function valueText(intl: IntlShape, coupon: Coupon): string {
  const value =
    coupon.amount !== null
      ? intl.formatMessage({ id: "coupon.value.amount" }, { amount: formatBaht(intl, coupon.amount) })
      : intl.formatMessage({ id: "coupon.value.percent" }, { percent: coupon.percent ?? 0 });
  return coupon.type === "shipping" ? intl.formatMessage({ id: "coupon.value.shipping" }, { value }) : value;
}

/** The claim and use periods, the use period possibly with no end. */
export function periodTexts(intl: IntlShape, coupon: Coupon): { claim: string; use: string } {
  return {
    claim: intl.formatMessage(
      { id: "coupon.period" },
      { start: when(intl, coupon.claim_starts_at), end: when(intl, coupon.claim_ends_at) },
    ),
    use:
      coupon.use_ends_at === null
        ? intl.formatMessage({ id: "coupon.periodOpen" }, { start: when(intl, coupon.use_starts_at) })
        : intl.formatMessage(
            { id: "coupon.period" },
            { start: when(intl, coupon.use_starts_at), end: when(intl, coupon.use_ends_at) },
          ),
  };
}

/** A remedy that is only text (the log-in and membership remedies are a button and a link). */
export function remedyText(intl: IntlShape, remedy: CouponRemedy): string {
  switch (remedy.kind) {
    case "claimableFrom":
      return intl.formatMessage({ id: "coupon.remedy.claimableFrom" }, { when: when(intl, remedy.at) });
    case "usableFrom":
      return intl.formatMessage({ id: "coupon.remedy.usableFrom" }, { when: when(intl, remedy.at) });
    case "spendMore":
      return intl.formatMessage({ id: "coupon.remedy.spendMore" }, { amount: formatBaht(intl, remedy.satang / 100) });
    case "logIn":
      return intl.formatMessage({ id: "coupon.remedy.logIn" });
    case "joinMembership":
      return intl.formatMessage({ id: "coupon.remedy.joinMembership" });
  }
}
