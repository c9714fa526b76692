import type { CouponDocument } from "~/generated/schemas";
import { readFixture } from "./harness";

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function texts(title: string): CouponDocument["texts"] {
  return {
    th: { title: `คูปอง ${title}`, terms: "เงื่อนไข", howToUse: "ใช้ตอนชำระเงิน", promotionTerms: "โปรโมชัน" },
    en: { title: `Coupon ${title}`, terms: "Terms", howToUse: "Use at checkout", promotionTerms: "Promotion" },
  };
}

const claimNow = { start: at(-1), end: at(30) };

/** Coupons in every state, their periods relative to now. */
export const testCoupons: CouponDocument[] = [
  {
    code: "TEN-LEFT",
    type: "discount",
    percent: 10,
    maxDiscount: 100,
    claimPeriod: claimNow,
    usePeriod: { start: at(-1), end: null },
    quantity: { total: 10 },
    texts: texts("10%"),
  },
  {
    code: "FIFTY-OFF",
    type: "discount",
    amount: 50,
    minSpend: 300,
    claimPeriod: claimNow,
    usePeriod: { start: at(-1), end: at(60) },
    texts: texts("฿50"),
  },
  {
    code: "MEMBERS",
    type: "discount",
    amount: 20,
    membersOnly: true,
    claimPeriod: claimNow,
    usePeriod: { start: at(-1), end: null },
    texts: texts("members"),
  },
  {
    code: "SOON",
    type: "discount",
    amount: 20,
    claimPeriod: { start: at(365), end: at(400) },
    usePeriod: { start: at(365), end: null },
    texts: texts("soon"),
  },
  {
    code: "OVER",
    type: "discount",
    amount: 20,
    claimPeriod: { start: at(-60), end: at(-30) },
    usePeriod: { start: at(-60), end: null },
    texts: texts("over"),
  },
  {
    code: "ALL-GONE",
    type: "discount",
    amount: 20,
    claimPeriod: claimNow,
    usePeriod: { start: at(-1), end: null },
    quantity: { total: 5, remaining: 0 },
    texts: texts("gone"),
  },
  {
    code: "LATER",
    type: "discount",
    amount: 20,
    claimPeriod: claimNow,
    usePeriod: { start: at(7), end: null },
    texts: texts("later"),
  },
  {
    code: "FREE-SHIP",
    type: "shipping",
    percent: 100,
    maxDiscount: 40,
    claimPeriod: claimNow,
    usePeriod: { start: at(-1), end: null },
    texts: texts("shipping"),
  },
];

/** A shop document (tests/fixtures, `name`) with the test coupons, or others. */
export async function withCoupons(
  document: Record<string, unknown> | Promise<Record<string, unknown>>,
  coupons: CouponDocument[] = testCoupons,
): Promise<Record<string, unknown>> {
  return { ...(await document), coupons };
}

/** A shop's fixture document with the test coupons. */
export function fixtureWithCoupons(name: "shop-a.json" | "shop-b.json"): Promise<Record<string, unknown>> {
  return withCoupons(readFixture(name));
}

/** One of the test coupons, by code. */
export function testCoupon(code: string): CouponDocument {
  const coupon = testCoupons.find((candidate) => candidate.code === code);
  if (!coupon) throw new Error(`no test coupon ${code}`);
  return coupon;
}
