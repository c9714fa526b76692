import { describe, expect, it } from "vitest";
import type { Product } from "~/generated/schemas";
import { testProduct } from "../../../tests/fixtures/product";
import {
  AML_CAP_SATANG,
  cartProblems,
  cartTotalSatang,
  displayName,
  lineProblems,
  NO_ORDER_LIMITS,
  type OrderLimits,
  type RuledLine,
  wholeCartProblems,
} from "./cartRules";

const UUID = "a0000000-0000-4000-8000-000000000001";

function product(overrides: Partial<Product> = {}): Product {
  return testProduct({ uuid: UUID, ...overrides });
}

function line(quantity: number, overrides: Partial<Product> | null = {}, checked = true, uuid = UUID): RuledLine {
  return { uuid, quantity, product: overrides === null ? undefined : product({ uuid, ...overrides }), checked };
}

const named = { uuid: UUID, name: "Tea", unit: "bag" };

describe("lineProblems", () => {
  it("accepts a plain product at any quantity", () => {
    expect(lineProblems(UUID, 1, product())).toEqual([]);
    expect(lineProblems(UUID, 9999, product())).toEqual([]);
  });

  it("NO_PRODUCT for an unknown product, with its uuid only", () => {
    expect(lineProblems(UUID, 1, undefined)).toEqual([{ key: "NO_PRODUCT", uuid: UUID }]);
  });

  it("NOSELL for a product with variants, whatever else is wrong with it", () => {
    expect(lineProblems(UUID, 5, product({ has_variants: true, stock_remaining: 0, max_order_quantity: 1 }))).toEqual([
      { key: "NOSELL", ...named },
    ]);
    expect(lineProblems(UUID, 1, product({ has_variants: false }))).toEqual([]);
  });

  describe("NOSTOCK", () => {
    it("when the stock is below the quantity, with what remains and the unit", () => {
      expect(lineProblems(UUID, 4, product({ stock_remaining: 3 }))).toEqual([
        { key: "NOSTOCK", ...named, remaining: 3 },
      ]);
      expect(lineProblems(UUID, 1, product({ stock_remaining: 0 }))).toEqual([
        { key: "NOSTOCK", ...named, remaining: 0 },
      ]);
    });

    it("not when the stock equals or exceeds the quantity", () => {
      expect(lineProblems(UUID, 3, product({ stock_remaining: 3 }))).toEqual([]);
      expect(lineProblems(UUID, 2, product({ stock_remaining: 3 }))).toEqual([]);
    });

    it("never for unlimited stock (null) or a preorder product", () => {
      expect(lineProblems(UUID, 9999, product({ stock_remaining: null }))).toEqual([]);
      expect(lineProblems(UUID, 50, product({ stock_remaining: 0, preorder_flag: true }))).toEqual([]);
    });
  });

  describe("BELOW_QUANTITY and OVER_QUANTITY", () => {
    it("below the minimum, with the minimum", () => {
      expect(lineProblems(UUID, 2, product({ min_order_quantity: 3 }))).toEqual([
        { key: "BELOW_QUANTITY", ...named, limit: 3 },
      ]);
      expect(lineProblems(UUID, 3, product({ min_order_quantity: 3 }))).toEqual([]);
    });

    it("above the maximum, with the maximum; no maximum (null) is no limit", () => {
      expect(lineProblems(UUID, 6, product({ max_order_quantity: 5 }))).toEqual([
        { key: "OVER_QUANTITY", ...named, limit: 5 },
      ]);
      expect(lineProblems(UUID, 5, product({ max_order_quantity: 5 }))).toEqual([]);
      expect(lineProblems(UUID, 9999, product({ max_order_quantity: null }))).toEqual([]);
    });

    it("apply to preorder products too", () => {
      expect(lineProblems(UUID, 1, product({ preorder_flag: true, min_order_quantity: 2 }))).toEqual([
        { key: "BELOW_QUANTITY", ...named, limit: 2 },
      ]);
    });
  });

  it("lists every problem of a line: stock, then minimum, then maximum", () => {
    expect(lineProblems(UUID, 4, product({ stock_remaining: 3, min_order_quantity: 5 }))).toEqual([
      { key: "NOSTOCK", ...named, remaining: 3 },
      { key: "BELOW_QUANTITY", ...named, limit: 5 },
    ]);
    expect(lineProblems(UUID, 11, product({ stock_remaining: 10, max_order_quantity: 5 }))).toEqual([
      { key: "NOSTOCK", ...named, remaining: 10 },
      { key: "OVER_QUANTITY", ...named, limit: 5 },
    ]);
  });

  it("names a variant with its label", () => {
    const variant = product({ name: "ผงมัทฉะ", variant_label: "50 กรัม", unit: "ซอง", stock_remaining: 0 });
    expect(lineProblems(UUID, 1, variant)).toEqual([
      { key: "NOSTOCK", uuid: UUID, name: "ผงมัทฉะ (50 กรัม)", unit: "ซอง", remaining: 0 },
    ]);
    expect(displayName(product({ variant_label: "" }))).toBe("Tea");
  });
});

describe("cartTotalSatang", () => {
  it("sums tier price × quantity per line in integer satang, without float drift", () => {
    const tiers = [
      { quantity_min: 1, quantity_max: 9, price: 120 },
      { quantity_min: 10, quantity_max: null, price: 99.5 },
    ];
    expect(cartTotalSatang([line(9, { price: 120, price_list: tiers })])).toBe(108_000);
    expect(cartTotalSatang([line(10, { price: 120, price_list: tiers })])).toBe(99_500);
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(cartTotalSatang([line(1, { price: 0.1 }, true, "u1"), line(1, { price: 0.2 }, true, "u2")])).toBe(30);
    expect(cartTotalSatang([line(3, { price: 19.99 })])).toBe(5997);
  });

  it("counts nothing for unknown products and 0 for an empty cart", () => {
    expect(cartTotalSatang([])).toBe(0);
    expect(cartTotalSatang([line(5, null), line(1, { price: 10 }, true, "u2")])).toBe(1000);
  });

  it("is Infinity, not a crash, for a line too large to count exactly", () => {
    expect(cartTotalSatang([line(9999, { price: 9_999_999_999.99 })])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("wholeCartProblems", () => {
  const limits = (overrides: Partial<OrderLimits>): OrderLimits => ({ ...NO_ORDER_LIMITS, ...overrides });
  const shopping = { checkout: false };
  const checkout = { checkout: true };

  it("nothing without limits under the cap", () => {
    expect(wholeCartProblems([line(100, { price: 300 })], NO_ORDER_LIMITS, checkout)).toEqual([]);
    expect(wholeCartProblems([], NO_ORDER_LIMITS, checkout)).toEqual([]);
  });

  it("OVER_TOTAL_QUANTITY when the sum of quantities is over the shop's limit", () => {
    const lines = [line(10, {}, true, "u1"), line(16, {}, false, "u2")];
    expect(wholeCartProblems(lines, limits({ maxCartQuantity: 25 }), shopping)).toEqual([
      { key: "OVER_TOTAL_QUANTITY", limit: 25 },
    ]);
    expect(wholeCartProblems(lines, limits({ maxCartQuantity: 26 }), shopping)).toEqual([]);
    // lines the shopper cannot see do not count
    expect(
      wholeCartProblems([...lines, line(5, null, false, "u3")], limits({ maxCartQuantity: 26 }), shopping),
    ).toEqual([]);
  });

  it("ORDER_LIMIT_MAX_PRICE when the total is over the shop's maximum, with the maximum in baht", () => {
    const lines = [line(20, { price: 100.05 })]; // 2,001 baht
    expect(wholeCartProblems(lines, limits({ maxOrderSatang: 200_000 }), shopping)).toEqual([
      { key: "ORDER_LIMIT_MAX_PRICE", amount: 2000 },
    ]);
    expect(wholeCartProblems(lines, limits({ maxOrderSatang: 200_100 }), shopping)).toEqual([]);
    expect(wholeCartProblems(lines, limits({ maxOrderSatang: 150_050 }), shopping)).toEqual([
      { key: "ORDER_LIMIT_MAX_PRICE", amount: 1500.5 },
    ]);
  });

  it("uses the tier price for the line's quantity", () => {
    const tiers = [{ quantity_min: 10, quantity_max: null, price: 99.5 }];
    const lines = [line(20, { price: 120, price_list: tiers })]; // 1,990 at the tier price, 2,400 at the base
    expect(wholeCartProblems(lines, limits({ maxOrderSatang: 200_000 }), shopping)).toEqual([]);
    expect(wholeCartProblems(lines, limits({ maxOrderSatang: 198_999 }), shopping)).toEqual([
      { key: "ORDER_LIMIT_MAX_PRICE", amount: 1989.99 },
    ]);
  });

  it("AMLO_LIMIT above 30,000 baht, not at it, whatever the shop's maximum", () => {
    expect(AML_CAP_SATANG).toBe(3_000_000);
    expect(wholeCartProblems([line(3, { price: 10_000 })], NO_ORDER_LIMITS, shopping)).toEqual([]);
    expect(wholeCartProblems([line(1, { price: 30_000.01 })], NO_ORDER_LIMITS, shopping)).toEqual([
      { key: "AMLO_LIMIT", amount: 30000 },
    ]);
    expect(wholeCartProblems([line(1, { price: 40_000 })], limits({ maxOrderSatang: 5_000_000 }), shopping)).toEqual([
      { key: "AMLO_LIMIT", amount: 30000 },
    ]);
    expect(wholeCartProblems([line(1, { price: 40_000 })], limits({ maxOrderSatang: 3_500_000 }), shopping)).toEqual([
      { key: "ORDER_LIMIT_MAX_PRICE", amount: 35000 },
      { key: "AMLO_LIMIT", amount: 30000 },
    ]);
  });

  it("ORDER_LIMIT_MIN_PRICE only at checkout, under the minimum (an empty cart included), not at it", () => {
    const minimum = limits({ minOrderSatang: 50_000 });
    expect(wholeCartProblems([line(1, { price: 499.99 })], minimum, shopping)).toEqual([]);
    expect(wholeCartProblems([line(1, { price: 499.99 })], minimum, checkout)).toEqual([
      { key: "ORDER_LIMIT_MIN_PRICE", amount: 500 },
    ]);
    expect(wholeCartProblems([line(1, { price: 500 })], minimum, checkout)).toEqual([]);
    expect(wholeCartProblems([], minimum, checkout)).toEqual([{ key: "ORDER_LIMIT_MIN_PRICE", amount: 500 }]);
    expect(wholeCartProblems([], limits({ minOrderSatang: 0 }), checkout)).toEqual([]);
  });

  it("lists every whole-cart problem in order: items, maximum, cap, minimum", () => {
    const all = limits({ maxCartQuantity: 1, maxOrderSatang: 100, minOrderSatang: 10_000_000 });
    expect(wholeCartProblems([line(2, { price: 20_000 })], all, checkout)).toEqual([
      { key: "OVER_TOTAL_QUANTITY", limit: 1 },
      { key: "ORDER_LIMIT_MAX_PRICE", amount: 1 },
      { key: "AMLO_LIMIT", amount: 30000 },
      { key: "ORDER_LIMIT_MIN_PRICE", amount: 100000 },
    ]);
  });
});

describe("cartProblems", () => {
  it("runs the line rules for checked lines only, then the whole-cart rules on every line", () => {
    const lines = [
      line(4, { stock_remaining: 3 }, false, "u1"),
      line(4, { stock_remaining: 3 }, true, "u2"),
      line(1, null, false, "u3"),
      line(1, null, true, "u4"),
    ];
    expect(cartProblems(lines, { ...NO_ORDER_LIMITS, maxCartQuantity: 7 }, { checkout: false })).toEqual([
      { key: "NOSTOCK", uuid: "u2", name: "Tea", unit: "bag", remaining: 3 },
      { key: "NO_PRODUCT", uuid: "u4" },
      { key: "OVER_TOTAL_QUANTITY", limit: 7 },
    ]);
  });

  it("is empty for a fine cart", () => {
    expect(cartProblems([line(1), line(2, {}, true, "u2")], NO_ORDER_LIMITS, { checkout: true })).toEqual([]);
  });
});
