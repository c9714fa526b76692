/**
 * The coupon states of §4 and their §8 messages, for one shopper at one instant, with what the shopper can do about
 * each refusal. Pure: the coupon list widget, the claim call and the hosted checkout all decide through it.
 *
 * Periods are half-open: a coupon is claimable from claimStartsAt (included) until claimEndsAt (excluded), usable
 * from useStartsAt (included) until useEndsAt (excluded), or for ever when useEndsAt is null.
 */
import { SHOP_TIME_ZONE } from "./constants";

/** What decides a coupon's state: its periods, quantity and conditions (money in integer satang). */
export interface CouponRules {
  claimStartsAt: Date;
  claimEndsAt: Date;
  useStartsAt: Date;
  /** null: usable with no end. */
  useEndsAt: Date | null;
  /** How many are left to claim; null: unlimited. */
  remaining: number | null;
  membersOnly: boolean;
  minSpendSatang: number;
}

/** Who looks at the coupon. `member`, `claimed` and `used` are false for a guest. */
export interface CouponViewer {
  loggedIn: boolean;
  member: boolean;
  claimed: boolean;
  /** The claim has been used by an order. */
  used: boolean;
}

/** What the shopper can do about a refusal. */
export type CouponRemedy =
  | { kind: "logIn" }
  | { kind: "joinMembership" }
  | { kind: "claimableFrom"; at: Date }
  | { kind: "usableFrom"; at: Date }
  | { kind: "spendMore"; satang: number };

/**
 * One coupon's state for one shopper:
 * - claimable: the Claim button works
 * - claimed: claimed and usable now (claiming again answers "Already claimed")
 * - loginRequired, notYetClaimable, conditionsNotMet: claiming is refused, with a remedy
 * - expired (claim period over, or a claimed coupon's use period over), usedUp (none left to claim), used (this
 *   shopper's claim was used by an order): nothing to do
 * - notYetUsable: claimed, but its use period starts later
 */
export type CouponState =
  | { kind: "claimable" }
  | { kind: "claimed" }
  | { kind: "loginRequired"; remedy: { kind: "logIn" } }
  | { kind: "notYetClaimable"; remedy: { kind: "claimableFrom"; at: Date } }
  | { kind: "conditionsNotMet"; remedy: { kind: "joinMembership" } }
  | { kind: "notYetUsable"; remedy: { kind: "usableFrom"; at: Date } }
  | { kind: "expired" }
  | { kind: "usedUp" }
  | { kind: "used" };

export type CouponStateKind = CouponState["kind"];

/** The state of a coupon for `viewer` at `now`. */
export function couponState(coupon: CouponRules, viewer: CouponViewer, now: Date): CouponState {
  const at = now.getTime();
  const useOver = coupon.useEndsAt !== null && at >= coupon.useEndsAt.getTime();
  if (viewer.claimed) {
    if (viewer.used) return { kind: "used" };
    if (useOver) return { kind: "expired" };
    // leaving the membership loses its coupons (§4), claimed ones too: joining again brings them back
    if (coupon.membersOnly && !viewer.member) return { kind: "conditionsNotMet", remedy: { kind: "joinMembership" } };
    if (at < coupon.useStartsAt.getTime()) {
      return { kind: "notYetUsable", remedy: { kind: "usableFrom", at: coupon.useStartsAt } };
    }
    return { kind: "claimed" };
  }
  if (at < coupon.claimStartsAt.getTime()) {
    return { kind: "notYetClaimable", remedy: { kind: "claimableFrom", at: coupon.claimStartsAt } };
  }
  if (at >= coupon.claimEndsAt.getTime() || useOver) return { kind: "expired" };
  if (coupon.remaining !== null && coupon.remaining <= 0) return { kind: "usedUp" };
  if (!viewer.loggedIn) return { kind: "loginRequired", remedy: { kind: "logIn" } };
  if (coupon.membersOnly && !viewer.member) return { kind: "conditionsNotMet", remedy: { kind: "joinMembership" } };
  return { kind: "claimable" };
}

/** The §8-style key of the claim call for each state that refuses a claim. */
export const CLAIM_REFUSAL_KEYS = {
  claimed: "COUPON_ALREADY_CLAIMED",
  notYetUsable: "COUPON_ALREADY_CLAIMED",
  used: "COUPON_ALREADY_CLAIMED",
  loginRequired: "NO_AUTH",
  notYetClaimable: "COUPON_NOT_CLAIMABLE_YET",
  conditionsNotMet: "COUPON_CONDITIONS_NOT_MET",
  expired: "COUPON_EXPIRED",
  usedUp: "COUPON_USED_UP",
} as const satisfies Record<Exclude<CouponStateKind, "claimable">, string>;

export type ClaimRefusalKey = (typeof CLAIM_REFUSAL_KEYS)[keyof typeof CLAIM_REFUSAL_KEYS];

/** The §8 message of each state, as locales/ names it ("coupon.state.<id>"); null where nothing is refused. */
export const STATE_MESSAGES = {
  claimable: null,
  claimed: "alreadyClaimed",
  loginRequired: "pleaseLogIn",
  notYetClaimable: "notClaimableYet",
  conditionsNotMet: "conditionsNotMet",
  notYetUsable: "notUsableYet",
  expired: "expired",
  usedUp: "usedUp",
  used: "used",
} as const satisfies Record<CouponStateKind, string | null>;

/** The state the claim call answers with a refusal key, and the key of each claim refusal. */
export function claimRefusalKey(state: CouponState): ClaimRefusalKey | null {
  return state.kind === "claimable" ? null : CLAIM_REFUSAL_KEYS[state.kind];
}

/** A coupon's discount: a fixed amount, or a percentage capped by maxDiscountSatang (null: no cap). */
export interface CouponDiscount {
  type: "discount" | "shipping";
  amountSatang: number | null;
  percent: number | null;
  maxDiscountSatang: number | null;
}

/**
 * What a coupon takes off an order, in integer satang: a discount coupon from the items' total, a shipping coupon
 * from the shipping fee; a percentage rounds down to the satang; never more than the cap or than what it applies to.
 */
export function discountSatang(coupon: CouponDiscount, itemsSatang: number, shippingSatang: number): number {
  const base = coupon.type === "shipping" ? shippingSatang : itemsSatang;
  const raw =
    coupon.amountSatang !== null
      ? coupon.amountSatang
      : Math.floor((base * Math.round((coupon.percent ?? 0) * 100)) / 10_000);
  const capped = coupon.maxDiscountSatang === null ? raw : Math.min(raw, coupon.maxDiscountSatang);
  return Math.max(0, Math.min(capped, base));
}

/** Why a claimed coupon cannot be used on an order (all answered COUPON_CODE_NOT_FOUND, §8). */
export type CouponUseRefusal =
  | { reason: "notClaimed" | "used" | "expired" | "conditionsNotMet" }
  | { reason: "notYetUsable"; remedy: { kind: "usableFrom"; at: Date } }
  | { reason: "minimumSpend"; remedy: { kind: "spendMore"; satang: number } };

/**
 * Whether a coupon may be used now on an order whose items total `itemsSatang`: claimed by the shopper, unused,
 * in its use period, a member still for a members-only coupon, and the minimum spend reached. Null when it may.
 */
export function couponUseRefusal(
  coupon: CouponRules,
  claim: { claimed: boolean; used: boolean; member: boolean },
  itemsSatang: number,
  now: Date,
): CouponUseRefusal | null {
  const state = couponState(coupon, { loggedIn: true, ...claim }, now);
  switch (state.kind) {
    case "claimed":
      if (itemsSatang < coupon.minSpendSatang) {
        return { reason: "minimumSpend", remedy: { kind: "spendMore", satang: coupon.minSpendSatang - itemsSatang } };
      }
      return null;
    case "used":
    case "expired":
    case "conditionsNotMet":
      return { reason: state.kind };
    case "notYetUsable":
      return { reason: "notYetUsable", remedy: state.remedy };
    default:
      return { reason: "notClaimed" };
  }
}

/**
 * An instant as the shop's shoppers read it, in Bangkok time: `time` "10:00" and `date` "1 Dec 2026" (English) or
 * "1 ธ.ค. 2569" (Thai, Buddhist era), for messages such as "claimable from {time} on {date}".
 */
export function couponDateParts(at: Date, lang: "th" | "en"): { time: string; date: string } {
  const locale = lang === "th" ? "th-TH" : "en-GB";
  const time = new Intl.DateTimeFormat(locale, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: SHOP_TIME_ZONE,
  }).format(at);
  const date = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: SHOP_TIME_ZONE,
  }).format(at);
  return { time, date };
}
