import { describe, expect, it } from "vitest";
import {
  claimRefusalKey,
  type CouponRules,
  type CouponStateKind,
  type CouponViewer,
  couponDateParts,
  couponState,
  couponUseRefusal,
  discountSatang,
  STATE_MESSAGES,
} from "./couponState";

const CLAIM_START = new Date("2026-12-01T03:00:00Z"); // 10:00 on 1 Dec in Bangkok
const CLAIM_END = new Date("2026-12-31T17:00:00Z"); // midnight starting 1 Jan in Bangkok
const USE_START = new Date("2026-12-05T00:00:00Z");
const USE_END = new Date("2027-01-31T17:00:00Z");
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

const coupon = (overrides: Partial<CouponRules> = {}): CouponRules => ({
  claimStartsAt: CLAIM_START,
  claimEndsAt: CLAIM_END,
  useStartsAt: USE_START,
  useEndsAt: USE_END,
  remaining: 10,
  membersOnly: false,
  minSpendSatang: 0,
  ...overrides,
});

const guest: CouponViewer = { loggedIn: false, member: false, claimed: false, used: false };
const shopper: CouponViewer = { ...guest, loggedIn: true };
const member: CouponViewer = { ...shopper, member: true };
const claimer: CouponViewer = { ...shopper, claimed: true };
const MID = new Date("2026-12-10T05:00:00Z");

const kind = (rules: CouponRules, viewer: CouponViewer, now: Date): CouponStateKind =>
  couponState(rules, viewer, now).kind;

describe("couponState before a claim", () => {
  it.each([
    ["a logged-in shopper inside the claim period", coupon(), shopper, MID, "claimable"],
    ["a guest", coupon(), guest, MID, "loginRequired"],
    ["a guest, members only (log in first)", coupon({ membersOnly: true }), guest, MID, "loginRequired"],
    ["a shopper who is no member, members only", coupon({ membersOnly: true }), shopper, MID, "conditionsNotMet"],
    ["a member, members only", coupon({ membersOnly: true }), member, MID, "claimable"],
    ["1 ms before the claim start", coupon(), shopper, ms(CLAIM_START, -1), "notYetClaimable"],
    ["a guest before the claim start", coupon(), guest, ms(CLAIM_START, -1), "notYetClaimable"],
    ["at the exact claim start", coupon(), shopper, CLAIM_START, "claimable"],
    ["1 ms before the claim end", coupon(), shopper, ms(CLAIM_END, -1), "claimable"],
    ["at the exact claim end", coupon(), shopper, CLAIM_END, "expired"],
    ["a guest after the claim end", coupon(), guest, ms(CLAIM_END, 1), "expired"],
    ["none left", coupon({ remaining: 0 }), shopper, MID, "usedUp"],
    ["none left, as a guest", coupon({ remaining: 0 }), guest, MID, "usedUp"],
    ["one left", coupon({ remaining: 1 }), shopper, MID, "claimable"],
    ["unlimited", coupon({ remaining: null }), shopper, MID, "claimable"],
    ["none left and the period over: expired first", coupon({ remaining: 0 }), shopper, CLAIM_END, "expired"],
    ["none left but not yet claimable", coupon({ remaining: 0 }), shopper, ms(CLAIM_START, -1), "notYetClaimable"],
    ["use period over while still claimable", coupon({ useEndsAt: MID }), shopper, MID, "expired"],
    ["open-ended use, long after", coupon({ useEndsAt: null }), shopper, ms(CLAIM_END, -1), "claimable"],
  ] as const)("%s: %s", (_label, rules, viewer, now, expected) => {
    expect(kind(rules, viewer, now)).toBe(expected);
  });

  it("tells when a coupon becomes claimable, and to log in or join", () => {
    expect(couponState(coupon(), shopper, ms(CLAIM_START, -1))).toEqual({
      kind: "notYetClaimable",
      remedy: { kind: "claimableFrom", at: CLAIM_START },
    });
    expect(couponState(coupon(), guest, MID)).toEqual({ kind: "loginRequired", remedy: { kind: "logIn" } });
    expect(couponState(coupon({ membersOnly: true }), shopper, MID)).toEqual({
      kind: "conditionsNotMet",
      remedy: { kind: "joinMembership" },
    });
  });
});

describe("couponState after a claim", () => {
  it.each([
    ["inside the use period", coupon(), MID, "claimed"],
    ["1 ms before the use start", coupon(), ms(USE_START, -1), "notYetUsable"],
    ["at the exact use start", coupon(), USE_START, "claimed"],
    ["1 ms before the use end", coupon(), ms(USE_END, -1), "claimed"],
    ["at the exact use end", coupon(), USE_END, "expired"],
    ["after the claim period, still usable", coupon(), ms(CLAIM_END, 1), "claimed"],
    ["open-ended use, years later", coupon({ useEndsAt: null }), new Date("2040-01-01T00:00:00Z"), "claimed"],
    ["none left for others", coupon({ remaining: 0 }), MID, "claimed"],
    ["members only, no longer a member: lost until rejoining", coupon({ membersOnly: true }), MID, "conditionsNotMet"],
  ] as const)("%s: %s", (_label, rules, now, expected) => {
    expect(kind(rules, claimer, now)).toBe(expected);
  });

  it("a used claim is used, whatever the time", () => {
    for (const now of [ms(USE_START, -1), MID, USE_END]) {
      expect(kind(coupon(), { ...claimer, used: true }, now)).toBe("used");
    }
  });

  it("tells when a claimed coupon becomes usable", () => {
    expect(couponState(coupon(), claimer, ms(USE_START, -1))).toEqual({
      kind: "notYetUsable",
      remedy: { kind: "usableFrom", at: USE_START },
    });
  });
});

describe("claim refusals and messages", () => {
  it.each([
    [coupon(), shopper, MID, null],
    [coupon(), guest, MID, "NO_AUTH"],
    [coupon(), shopper, ms(CLAIM_START, -1), "COUPON_NOT_CLAIMABLE_YET"],
    [coupon(), shopper, CLAIM_END, "COUPON_EXPIRED"],
    [coupon({ remaining: 0 }), shopper, MID, "COUPON_USED_UP"],
    [coupon({ membersOnly: true }), shopper, MID, "COUPON_CONDITIONS_NOT_MET"],
    [coupon(), claimer, MID, "COUPON_ALREADY_CLAIMED"],
    [coupon(), claimer, ms(USE_START, -1), "COUPON_ALREADY_CLAIMED"],
    [coupon(), { ...claimer, used: true }, MID, "COUPON_ALREADY_CLAIMED"],
  ] as const)("%#: %s", (rules, viewer, now, key) => {
    expect(claimRefusalKey(couponState(rules, viewer, now))).toBe(key);
  });

  it('every refusal has a §8 message, with "expired or used up" told apart: expired, none left, used', () => {
    const six = ["expired", "conditionsNotMet", "pleaseLogIn", "notClaimableYet", "notUsableYet", "alreadyClaimed"];
    const messages = [...six, "usedUp", "used"];
    expect(new Set(Object.values(STATE_MESSAGES).filter((id) => id !== null))).toEqual(new Set(messages));
  });
});

describe("discountSatang", () => {
  const fixed = { type: "discount", amountSatang: 5_000, percent: null, maxDiscountSatang: null } as const;
  const percent = { type: "discount", amountSatang: null, percent: 10, maxDiscountSatang: 10_000 } as const;
  const shipping = { type: "shipping", amountSatang: null, percent: 100, maxDiscountSatang: 4_000 } as const;

  it.each([
    ["a fixed amount", fixed, 120_000, 0, 5_000],
    ["a fixed amount over the total takes the total", fixed, 3_000, 0, 3_000],
    ["a percentage", percent, 50_000, 0, 5_000],
    ["a percentage rounds down to the satang", percent, 12_345, 0, 1_234],
    ["a percentage capped", percent, 150_000, 0, 10_000],
    ["a percentage at the cap exactly", percent, 100_000, 0, 10_000],
    ["a fractional percentage", { ...percent, percent: 12.5, maxDiscountSatang: null }, 999, 0, 124],
    ["shipping, under the cap", shipping, 100_000, 3_500, 3_500],
    ["shipping, capped", shipping, 100_000, 6_000, 4_000],
    ["shipping with no fee", shipping, 100_000, 0, 0],
    ["a fixed shipping amount", { ...fixed, type: "shipping" }, 100_000, 2_000, 2_000],
    ["nothing to discount", fixed, 0, 0, 0],
  ] as const)("%s", (_label, rules, items, fee, expected) => {
    const discount = discountSatang(rules, items, fee);
    expect(discount).toBe(expected);
    expect(Number.isInteger(discount)).toBe(true);
  });
});

describe("couponUseRefusal", () => {
  const claimed = { claimed: true, used: false, member: false };
  const rules = coupon({ minSpendSatang: 50_000 });

  it("allows a claimed, unused coupon in its use period once the minimum is reached", () => {
    expect(couponUseRefusal(rules, claimed, 50_000, MID)).toBeNull();
    expect(couponUseRefusal(coupon({ useEndsAt: null }), claimed, 0, new Date("2040-01-01"))).toBeNull();
  });

  it("says how much more to spend, in satang", () => {
    expect(couponUseRefusal(rules, claimed, 38_000, MID)).toEqual({
      reason: "minimumSpend",
      remedy: { kind: "spendMore", satang: 12_000 },
    });
    expect(couponUseRefusal(rules, claimed, 49_999, MID)).toMatchObject({ remedy: { satang: 1 } });
  });

  it.each([
    ["not claimed", { claimed: false, used: false, member: false }, MID, "notClaimed"],
    ["used", { claimed: true, used: true, member: false }, MID, "used"],
    ["past its use end", claimed, USE_END, "expired"],
    ["before its use start", claimed, ms(USE_START, -1), "notYetUsable"],
  ] as const)("refuses a coupon %s", (_label, claim, now, reason) => {
    expect(couponUseRefusal(rules, claim, 100_000, now)?.reason).toBe(reason);
  });

  it("takes a claimed members-only coupon from a shopper who left the membership, and gives it back on rejoining", () => {
    const membersOnly = coupon({ membersOnly: true });
    expect(couponUseRefusal(membersOnly, claimed, 100_000, MID)).toEqual({ reason: "conditionsNotMet" });
    expect(couponUseRefusal(membersOnly, { ...claimed, member: true }, 100_000, MID)).toBeNull();
    expect(couponState(membersOnly, { loggedIn: true, member: false, claimed: true, used: false }, MID)).toEqual({
      kind: "conditionsNotMet",
      remedy: { kind: "joinMembership" },
    });
    // a used one stays used
    expect(couponState(membersOnly, { loggedIn: true, member: false, claimed: true, used: true }, MID).kind).toBe(
      "used",
    );
  });
});

describe("couponDateParts (Asia/Bangkok)", () => {
  it("writes 10:00 on 1 Dec in Thai and English", () => {
    expect(couponDateParts(CLAIM_START, "en")).toEqual({ time: "10:00", date: "1 Dec 2026" });
    expect(couponDateParts(CLAIM_START, "th")).toEqual({ time: "10:00", date: "1 ธ.ค. 2569" });
  });

  it("is already the next day in Bangkok from 17:00 UTC", () => {
    expect(couponDateParts(new Date("2026-11-30T16:59:00Z"), "en")).toEqual({ time: "23:59", date: "30 Nov 2026" });
    expect(couponDateParts(new Date("2026-11-30T17:00:00Z"), "en")).toEqual({ time: "00:00", date: "1 Dec 2026" });
    expect(couponDateParts(new Date("2026-12-31T17:00:00Z"), "th")).toEqual({ time: "00:00", date: "1 ม.ค. 2570" });
  });
});
