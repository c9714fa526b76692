import { describe, expect, it } from "vitest";
import type { PriceTier } from "~/generated/schemas";
import {
  applicableTier,
  lineTotalSatang,
  satangToBaht,
  toSatang,
  unitPriceForQuantity,
  type PricedProduct,
} from "./priceTier";

const tier = (quantity_min: number, quantity_max: number | null, price: number): PriceTier => ({
  quantity_min,
  quantity_max,
  price,
});

const INVALID_QUANTITIES = [0, -1, -10, 1.5, 0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];

describe("toSatang", () => {
  it.each([
    [0, 0],
    [1, 100],
    [0.01, 1],
    [0.1, 10],
    [19.99, 1999],
    [1.005, 100], // 1.005 is stored just below 1.005: a binary double, not a decimal, is rounded
    [0.1 + 0.2, 30],
    [123456.78, 12345678],
    [30000, 3000000],
  ])("%d baht is %d satang", (baht, satang) => {
    expect(toSatang(baht)).toBe(satang);
  });

  it("always returns an integer", () => {
    for (const baht of [0.07, 0.29, 0.57, 1.15, 4.35, 8.2, 19.99, 33.33, 99.99, 1234.56]) {
      expect(Number.isInteger(toSatang(baht))).toBe(true);
    }
  });

  it("rounds a fraction of a satang to the nearest satang", () => {
    expect(toSatang(0.004)).toBe(0);
    expect(toSatang(0.006)).toBe(1);
    expect(toSatang(10.126)).toBe(1013);
  });

  it("handles negative amounts and never returns -0", () => {
    expect(toSatang(-19.99)).toBe(-1999);
    expect(Object.is(toSatang(-0.001), 0)).toBe(true);
    expect(Object.is(toSatang(-0), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("throws a RangeError for %d", (baht) => {
    expect(() => toSatang(baht)).toThrow(RangeError);
    expect(() => toSatang(baht)).toThrow(/baht/);
  });
});

describe("satangToBaht", () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [100, 1],
    [1999, 19.99],
    [5997, 59.97],
    [30, 0.3],
    [-250, -2.5],
  ])("%d satang is %d baht", (satang, baht) => {
    expect(satangToBaht(satang)).toBe(baht);
  });

  it("round-trips every amount with 2 decimals", () => {
    for (let cents = 0; cents <= 10000; cents += 1) {
      expect(toSatang(satangToBaht(cents))).toBe(cents);
    }
  });

  it("turns a sum of satang into the exact 2-decimal baht amount that float addition misses", () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(satangToBaht(toSatang(0.1) + toSatang(0.2))).toBe(0.3);
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    "throws a RangeError for %d",
    (s) => {
      expect(() => satangToBaht(s)).toThrow(RangeError);
      expect(() => satangToBaht(s)).toThrow(/satang/);
    },
  );
});

describe("applicableTier", () => {
  const tiers = [tier(1, 9, 100), tier(10, 49, 90), tier(50, null, 80)];

  it("returns null when there are no tiers", () => {
    expect(applicableTier([], 1)).toBeNull();
    expect(applicableTier([], 1000)).toBeNull();
  });

  it.each([
    [1, 0],
    [5, 0],
    [9, 0],
    [10, 1],
    [11, 1],
    [48, 1],
    [49, 1],
    [50, 2],
    [51, 2],
    [1_000_000, 2],
  ])("quantity %d picks tier #%d (both bounds inclusive, null max unbounded)", (quantity, index) => {
    expect(applicableTier(tiers, quantity)).toBe(tiers[index]);
  });

  it("returns null below the lowest quantity_min", () => {
    const fromFive = [tier(5, 9, 100), tier(10, null, 90)];
    expect(applicableTier(fromFive, 1)).toBeNull();
    expect(applicableTier(fromFive, 4)).toBeNull();
    expect(applicableTier(fromFive, 5)).toBe(fromFive[0]);
  });

  it("returns null above the highest bounded quantity_max", () => {
    const bounded = [tier(1, 5, 100), tier(6, 10, 90)];
    expect(applicableTier(bounded, 10)).toBe(bounded[1]);
    expect(applicableTier(bounded, 11)).toBeNull();
  });

  it("returns null in a gap between tiers", () => {
    const gappy = [tier(1, 4, 100), tier(10, 20, 80)];
    for (const quantity of [5, 6, 7, 8, 9]) expect(applicableTier(gappy, quantity)).toBeNull();
    expect(applicableTier(gappy, 4)).toBe(gappy[0]);
    expect(applicableTier(gappy, 10)).toBe(gappy[1]);
  });

  it("picks the first matching tier in list order when tiers overlap", () => {
    const overlapping = [tier(1, 10, 100), tier(5, 20, 90), tier(1, null, 70)];
    expect(applicableTier(overlapping, 7)).toBe(overlapping[0]);
    expect(applicableTier(overlapping, 15)).toBe(overlapping[1]);
    expect(applicableTier(overlapping, 21)).toBe(overlapping[2]);
  });

  it("keeps list order even when a later tier is more specific or cheaper", () => {
    const broadFirst = [tier(1, null, 100), tier(10, 20, 50)];
    expect(applicableTier(broadFirst, 15)).toBe(broadFirst[0]);
  });

  it("works on tiers that are not sorted by quantity", () => {
    const unordered = [tier(50, null, 80), tier(1, 9, 100), tier(10, 49, 90)];
    expect(applicableTier(unordered, 3)).toBe(unordered[1]);
    expect(applicableTier(unordered, 10)).toBe(unordered[2]);
    expect(applicableTier(unordered, 60)).toBe(unordered[0]);
  });

  it("matches a single-quantity tier only at that quantity", () => {
    const exact = [tier(3, 3, 50)];
    expect(applicableTier(exact, 2)).toBeNull();
    expect(applicableTier(exact, 3)).toBe(exact[0]);
    expect(applicableTier(exact, 4)).toBeNull();
  });

  it("never matches a tier whose max is below its min", () => {
    expect(applicableTier([tier(10, 5, 50)], 5)).toBeNull();
    expect(applicableTier([tier(10, 5, 50)], 10)).toBeNull();
    expect(applicableTier([tier(10, 5, 50)], 7)).toBeNull();
  });

  it("does not modify the tiers", () => {
    const list = [tier(10, null, 90), tier(1, 9, 100)];
    const copy = structuredClone(list);
    applicableTier(list, 5);
    expect(list).toEqual(copy);
  });

  it.each(INVALID_QUANTITIES)("throws a RangeError naming quantity for %d", (quantity) => {
    expect(() => applicableTier(tiers, quantity)).toThrow(RangeError);
    expect(() => applicableTier(tiers, quantity)).toThrow(/quantity/);
  });
});

describe("unitPriceForQuantity", () => {
  const product: PricedProduct = { price: 120, price_list: [tier(2, 4, 110), tier(5, null, 99.5)] };

  it("is the base price when no tier applies", () => {
    expect(unitPriceForQuantity(product, 1)).toBe(120);
  });

  it("is the tier price when a tier applies", () => {
    expect(unitPriceForQuantity(product, 2)).toBe(110);
    expect(unitPriceForQuantity(product, 4)).toBe(110);
    expect(unitPriceForQuantity(product, 5)).toBe(99.5);
    expect(unitPriceForQuantity(product, 10_000)).toBe(99.5);
  });

  it("is the base price without tiers", () => {
    expect(unitPriceForQuantity({ price: 45.25, price_list: [] }, 1)).toBe(45.25);
    expect(unitPriceForQuantity({ price: 45.25, price_list: [] }, 999)).toBe(45.25);
  });

  it("is the base price in a gap between tiers", () => {
    const gappy: PricedProduct = { price: 60, price_list: [tier(1, 2, 55), tier(10, null, 40)] };
    expect(unitPriceForQuantity(gappy, 3)).toBe(60);
    expect(unitPriceForQuantity(gappy, 9)).toBe(60);
  });

  it("uses a tier priced 0 (free) rather than falling back to the base price", () => {
    expect(unitPriceForQuantity({ price: 10, price_list: [tier(1, null, 0)] }, 3)).toBe(0);
  });

  it("uses the first overlapping tier", () => {
    const overlapping: PricedProduct = { price: 50, price_list: [tier(1, null, 45), tier(3, null, 30)] };
    expect(unitPriceForQuantity(overlapping, 5)).toBe(45);
  });

  it.each(INVALID_QUANTITIES)("throws a RangeError naming quantity for %d", (quantity) => {
    expect(() => unitPriceForQuantity(product, quantity)).toThrow(RangeError);
    expect(() => unitPriceForQuantity(product, quantity)).toThrow(/quantity/);
  });
});

describe("lineTotalSatang", () => {
  it("is 19.99 × 3 = 5997 satang exactly, although 19.99 * 100 * 3 is not 5997 in floating point", () => {
    expect(19.99 * 100 * 3).not.toBe(5997);
    expect(lineTotalSatang({ price: 19.99, price_list: [] }, 3)).toBe(5997);
  });

  it("multiplies prices that are inexact in binary exactly", () => {
    expect(lineTotalSatang({ price: 0.1, price_list: [] }, 3)).toBe(30);
    expect(lineTotalSatang({ price: 0.29, price_list: [] }, 100)).toBe(2900);
    expect(lineTotalSatang({ price: 1.15, price_list: [] }, 7)).toBe(805);
    expect(1.15 * 7).not.toBe(8.05);
  });

  it("uses the tier price that applies to the quantity", () => {
    const product: PricedProduct = { price: 100, price_list: [tier(10, null, 89.9)] };
    expect(lineTotalSatang(product, 9)).toBe(9 * 10000);
    expect(lineTotalSatang(product, 10)).toBe(10 * 8990);
  });

  it("is an integer for every 2-decimal price and quantity", () => {
    for (let cents = 1; cents <= 2000; cents += 7) {
      for (const quantity of [1, 2, 3, 7, 13]) {
        const total = lineTotalSatang({ price: cents / 100, price_list: [] }, quantity);
        expect(total).toBe(cents * quantity);
      }
    }
  });

  it("handles large quantities exactly", () => {
    expect(lineTotalSatang({ price: 19.99, price_list: [] }, 1_000_000)).toBe(1_999_000_000);
    expect(lineTotalSatang({ price: 0.01, price_list: [] }, 2 ** 40)).toBe(2 ** 40);
  });

  it("sums lines into a total rounded to 2 decimals (§3 cart summary)", () => {
    const lines = [
      lineTotalSatang({ price: 0.1, price_list: [] }, 1),
      lineTotalSatang({ price: 0.2, price_list: [] }, 1),
      lineTotalSatang({ price: 19.99, price_list: [] }, 3),
    ];
    expect(satangToBaht(lines.reduce((sum, line) => sum + line, 0))).toBe(60.27);
  });

  it("throws a RangeError when the total is beyond safe integer satang", () => {
    expect(() => lineTotalSatang({ price: 1_000_000, price_list: [] }, Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });

  it.each(INVALID_QUANTITIES)("throws a RangeError naming quantity for %d", (quantity) => {
    expect(() => lineTotalSatang({ price: 10, price_list: [] }, quantity)).toThrow(RangeError);
    expect(() => lineTotalSatang({ price: 10, price_list: [] }, quantity)).toThrow(/quantity/);
  });
});
