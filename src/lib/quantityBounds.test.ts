import { describe, expect, it } from "vitest";
import {
  clampQuantity,
  type OrderLimits,
  parseQuantity,
  quantityBounds,
  quantityForVariant,
  quantityProblem,
} from "./quantityBounds";

const limits = (overrides: Partial<OrderLimits> = {}): OrderLimits => ({
  min_order_quantity: 1,
  max_order_quantity: null,
  stock_remaining: null,
  preorder_flag: false,
  ...overrides,
});

describe("quantityBounds", () => {
  it.each([
    [limits(), { min: 1, max: null, orderable: true }],
    [limits({ min_order_quantity: 3 }), { min: 3, max: null, orderable: true }],
    [limits({ max_order_quantity: 5 }), { min: 1, max: 5, orderable: true }],
    [limits({ stock_remaining: 4, max_order_quantity: 5 }), { min: 1, max: 4, orderable: true }],
    [limits({ stock_remaining: 9, max_order_quantity: 5 }), { min: 1, max: 5, orderable: true }],
    [limits({ stock_remaining: 0 }), { min: 1, max: 0, orderable: false }],
    [limits({ stock_remaining: 2, min_order_quantity: 3 }), { min: 3, max: 2, orderable: false }],
    [limits({ stock_remaining: 0, preorder_flag: true }), { min: 1, max: null, orderable: true }],
    [limits({ stock_remaining: 0, preorder_flag: true, max_order_quantity: 5 }), { min: 1, max: 5, orderable: true }],
  ])("%j -> %j", (product, expected) => {
    expect(quantityBounds(product)).toEqual(expected);
  });

  it("never goes below 1 even when the data says 0", () => {
    expect(quantityBounds(limits({ min_order_quantity: 0 })).min).toBe(1);
  });
});

describe("clampQuantity", () => {
  const bounds = { min: 2, max: 5, orderable: true };
  it.each([
    [0, 2],
    [2, 2],
    [3.7, 3],
    [5, 5],
    [99, 5],
    [Number.NaN, 2],
    [Number.POSITIVE_INFINITY, 2],
  ])("%s -> %s", (quantity, expected) => {
    expect(clampQuantity(quantity, bounds)).toBe(expected);
  });

  it("has no upper bound when max is null, and answers the minimum when not orderable", () => {
    expect(clampQuantity(1_000, { min: 1, max: null, orderable: true })).toBe(1_000);
    expect(clampQuantity(3, { min: 3, max: 2, orderable: false })).toBe(3);
  });
});

describe("parseQuantity", () => {
  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["1e3", null],
    ["1234567890", null],
  ])("%j -> %s", (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });
});

describe("quantityProblem", () => {
  it("accepts a quantity within every limit", () => {
    expect(quantityProblem(limits({ stock_remaining: 5, max_order_quantity: 4, min_order_quantity: 2 }), 3)).toBe(null);
  });

  it("says sold out when no stock is left, whatever the quantity", () => {
    expect(quantityProblem(limits({ stock_remaining: 0 }), 1)).toEqual({ kind: "soldOut" });
  });

  it("names the limit that applies: the stock or the maximum per order, whichever is smaller", () => {
    expect(quantityProblem(limits({ stock_remaining: 3, max_order_quantity: 2 }), 4)).toEqual({
      kind: "maxOrder",
      count: 2,
    });
    expect(quantityProblem(limits({ stock_remaining: 2, max_order_quantity: 3 }), 4)).toEqual({
      kind: "onlyLeft",
      count: 2,
    });
    expect(quantityProblem(limits({ stock_remaining: 2, max_order_quantity: 2 }), 3)).toEqual({
      kind: "onlyLeft",
      count: 2,
    });
  });

  it("names the maximum order quantity", () => {
    expect(quantityProblem(limits({ max_order_quantity: 2 }), 3)).toEqual({ kind: "maxOrder", count: 2 });
    expect(quantityProblem(limits({ max_order_quantity: 2 }), 2)).toBe(null);
  });

  it("names the minimum order quantity", () => {
    expect(quantityProblem(limits({ min_order_quantity: 3 }), 2)).toEqual({ kind: "minOrder", count: 3 });
  });

  it("lets a pre-order exceed the stock but not the maximum", () => {
    const preorder = limits({ preorder_flag: true, stock_remaining: 0, max_order_quantity: 5 });
    expect(quantityProblem(preorder, 4)).toBe(null);
    expect(quantityProblem(preorder, 6)).toEqual({ kind: "maxOrder", count: 5 });
  });
});

describe("quantityForVariant", () => {
  const bounds = (min: number, max: number | null, orderable = true) => ({ min, max, orderable });

  it("keeps the chosen quantity when the new variant allows it", () => {
    expect(quantityForVariant(5, bounds(1, null))).toBe(5);
    expect(quantityForVariant(5, bounds(5, 5))).toBe(5);
    expect(quantityForVariant(3, bounds(2, 10))).toBe(3);
  });

  it("starts from the new variant's minimum when it does not, or nothing valid was chosen", () => {
    expect(quantityForVariant(9, bounds(1, 8))).toBe(1);
    expect(quantityForVariant(1, bounds(3, null))).toBe(3);
    expect(quantityForVariant(null, bounds(2, null))).toBe(2);
    expect(quantityForVariant(1, bounds(1, 0, false))).toBe(1);
    expect(quantityForVariant(2, bounds(1, 0, false))).toBe(1);
  });
});
