import { describe, expect, it } from "vitest";
import checkoutByItems from "../../schemas/api/cart-checkout-by-items-request.schema.json";
import updateItems from "../../schemas/api/cart-update-items-request.schema.json";
import update from "../../schemas/api/cart-update-request.schema.json";
import {
  CART_MAX_LINES,
  type CartDrafts,
  type CartItem,
  REMOVED,
  clearingDrafts,
  mergeCart,
  summarizeCart,
  withDraft,
} from "./cart";
import type { PricedProduct } from "./priceTier";

const item = (uuid: string, quantity: number): CartItem => ({ uuid, quantity });
const drafts = (...entries: [string, number][]): CartDrafts => new Map(entries);

describe("REMOVED", () => {
  it("is the §4 draft quantity -1", () => {
    expect(REMOVED).toBe(-1);
  });
});

describe("CART_MAX_LINES", () => {
  it("is the most items the shop API takes in a cart request: a hand-off sends every line", () => {
    for (const schema of [checkoutByItems, updateItems, update]) {
      expect(schema.properties.items.maxItems).toBe(CART_MAX_LINES);
    }
  });
});

describe("mergeCart", () => {
  it("is the real items when there are no drafts", () => {
    const real = [item("a", 1), item("b", 2)];
    expect(mergeCart(real, drafts())).toEqual(real);
  });

  it("is the drafts in draft order when there are no real items", () => {
    expect(mergeCart([], drafts(["b", 2], ["a", 1]))).toEqual([item("b", 2), item("a", 1)]);
  });

  it("is empty with neither", () => {
    expect(mergeCart([], drafts())).toEqual([]);
  });

  it("gives a drafted real item its draft quantity in its own place", () => {
    const real = [item("a", 1), item("b", 2), item("c", 3)];
    expect(mergeCart(real, drafts(["b", 7]))).toEqual([item("a", 1), item("b", 7), item("c", 3)]);
  });

  it("keeps the real order whatever the draft order", () => {
    const real = [item("a", 1), item("b", 2)];
    expect(mergeCart(real, drafts(["b", 5], ["a", 4]))).toEqual([item("a", 4), item("b", 5)]);
  });

  it("appends drafted uuids not among the real items, in draft order", () => {
    const real = [item("a", 1)];
    expect(mergeCart(real, drafts(["z", 1], ["a", 3], ["y", 2]))).toEqual([item("a", 3), item("z", 1), item("y", 2)]);
  });

  it("leaves out a real item drafted REMOVED", () => {
    const real = [item("a", 1), item("b", 2), item("c", 3)];
    expect(mergeCart(real, drafts(["b", REMOVED]))).toEqual([item("a", 1), item("c", 3)]);
  });

  it("leaves out a removal of a uuid that is not in the cart", () => {
    expect(mergeCart([item("a", 1)], drafts(["x", REMOVED]))).toEqual([item("a", 1)]);
  });

  it("leaves out drafts and real items below 1", () => {
    const real = [item("a", 0), item("b", 2), item("c", -3)];
    expect(mergeCart(real, drafts(["b", 0], ["d", 0], ["e", -5]))).toEqual([]);
  });

  it("lists a uuid repeated among the real items once, in its first place", () => {
    expect(mergeCart([item("a", 1), item("b", 2), item("a", 9)], drafts())).toEqual([item("a", 1), item("b", 2)]);
    expect(mergeCart([item("a", 1), item("a", 9)], drafts(["a", 4]))).toEqual([item("a", 4)]);
  });

  it("returns new objects and leaves its inputs alone", () => {
    const real = [item("a", 1)];
    const d = new Map([["a", 2]]);
    const [first] = mergeCart(real, d);
    if (first) first.quantity = 99;
    expect(real).toEqual([item("a", 1)]);
    expect([...d]).toEqual([["a", 2]]);
    expect(mergeCart(real, drafts())[0]).not.toBe(real[0]);
  });
});

describe("summarizeCart", () => {
  const plain = (price: number): PricedProduct => ({ price, price_list: [] });
  const tiered: PricedProduct = {
    price: 25,
    price_list: [
      { quantity_min: 3, quantity_max: 9, price: 19.99 },
      { quantity_min: 10, quantity_max: null, price: 17.5 },
    ],
  };
  const catalogue: Record<string, PricedProduct> = { plain: plain(100), tiered, cheap: plain(0.1) };
  const productOf = (uuid: string) => catalogue[uuid];

  it("is empty and priced for an empty cart", () => {
    expect(summarizeCart([], productOf)).toEqual({ count: 0, totalSatang: 0, uuids: [], priced: true });
  });

  it("counts the sum of quantities and lists uuids in cart order", () => {
    const summary = summarizeCart([item("tiered", 2), item("plain", 3)], productOf);
    expect(summary.count).toBe(5);
    expect(summary.uuids).toEqual(["tiered", "plain"]);
    expect(summary.priced).toBe(true);
  });

  it("uses the tier price in exact satang: 3 × 19.99 = 5997", () => {
    expect(summarizeCart([item("tiered", 3)], productOf).totalSatang).toBe(5997);
  });

  it("uses the base price below the first tier and the open tier above", () => {
    expect(summarizeCart([item("tiered", 2)], productOf).totalSatang).toBe(5000);
    expect(summarizeCart([item("tiered", 9)], productOf).totalSatang).toBe(17_991);
    expect(summarizeCart([item("tiered", 10)], productOf).totalSatang).toBe(17_500);
  });

  it("sums lines without float drift", () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004; in satang it is 30 exactly
    const summary = summarizeCart([item("cheap", 1), item("cheap2", 2)], (uuid) =>
      uuid.startsWith("cheap") ? plain(0.1) : undefined,
    );
    expect(summary.totalSatang).toBe(30);
    expect(summarizeCart([item("tiered", 3), item("plain", 1)], productOf).totalSatang).toBe(15_997);
  });

  it("leaves unknown products out of the total and marks the summary unpriced", () => {
    for (const missing of [undefined, null]) {
      const summary = summarizeCart([item("plain", 1), item("ghost", 4)], (uuid) =>
        uuid === "ghost" ? missing : catalogue[uuid],
      );
      expect(summary).toEqual({ count: 5, totalSatang: 10_000, uuids: ["plain", "ghost"], priced: false });
    }
  });

  it("counts lines whose quantity is not a positive integer as unpriced, adding nothing", () => {
    const summary = summarizeCart([item("plain", 0), item("plain", 1.5), item("tiered", 3)], productOf);
    expect(summary).toEqual({ count: 3, totalSatang: 5997, uuids: ["plain", "plain", "tiered"], priced: false });
  });

  it("never throws: a line whose price cannot be computed counts as unpriced", () => {
    const broken: PricedProduct = { price: Number.NaN, price_list: [] };
    const huge: PricedProduct = { price: 1e15, price_list: [] };
    const summary = summarizeCart([item("broken", 1), item("huge", 1000), item("plain", 1)], (uuid) =>
      uuid === "broken" ? broken : uuid === "huge" ? huge : catalogue[uuid],
    );
    expect(summary).toEqual({ count: 1002, totalSatang: 10_000, uuids: ["broken", "huge", "plain"], priced: false });
  });

  it("asks for each product by its uuid", () => {
    const asked: string[] = [];
    summarizeCart([item("a", 1), item("b", 1)], (uuid) => {
      asked.push(uuid);
      return plain(1);
    });
    expect(asked).toEqual(["a", "b"]);
  });
});

describe("withDraft", () => {
  it("adds a draft at the end", () => {
    expect([...withDraft(drafts(["a", 1]), "b", 2)]).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });

  it("sets an existing draft absolutely and keeps its place", () => {
    expect([...withDraft(drafts(["a", 1], ["b", 2]), "a", 5)]).toEqual([
      ["a", 5],
      ["b", 2],
    ]);
  });

  it("marks a quantity below 1 as REMOVED", () => {
    for (const quantity of [0, -1, -7, 0.5]) {
      expect(withDraft(drafts(), "a", quantity).get("a")).toBe(REMOVED);
    }
  });

  it("truncates fractions, removes on NaN and caps huge quantities to a safe integer", () => {
    expect(withDraft(drafts(), "a", 2.9).get("a")).toBe(2);
    expect(withDraft(drafts(), "a", Number.NaN).get("a")).toBe(REMOVED);
    expect(withDraft(drafts(), "a", Number.NEGATIVE_INFINITY).get("a")).toBe(REMOVED);
    expect(withDraft(drafts(), "a", Number.POSITIVE_INFINITY).get("a")).toBe(Number.MAX_SAFE_INTEGER);
    expect(withDraft(drafts(), "a", 1e300).get("a")).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("can bring back a removed item", () => {
    expect(withDraft(drafts(["a", REMOVED]), "a", 3).get("a")).toBe(3);
  });

  it("returns a new Map and leaves the drafts alone", () => {
    const before = new Map([["a", 1]]);
    const after = withDraft(before, "a", 2);
    expect(after).not.toBe(before);
    expect(after).toBeInstanceOf(Map);
    expect([...before]).toEqual([["a", 1]]);
  });
});

describe("clearingDrafts", () => {
  it("removes every line of the effective cart", () => {
    const real = [item("a", 1), item("b", 2)];
    const d = drafts(["c", 3]);
    const cleared = clearingDrafts(mergeCart(real, d), d);
    expect([...cleared]).toEqual([
      ["c", REMOVED],
      ["a", REMOVED],
      ["b", REMOVED],
    ]);
    expect(mergeCart(real, cleared)).toEqual([]);
  });

  it("keeps the other drafts (earlier removals)", () => {
    const d = drafts(["gone", REMOVED], ["a", 2]);
    expect([...clearingDrafts([item("a", 2)], d)]).toEqual([
      ["gone", REMOVED],
      ["a", REMOVED],
    ]);
  });

  it("is the drafts unchanged for an empty cart, as a new Map", () => {
    const d = new Map([["x", REMOVED]]);
    const cleared = clearingDrafts([], d);
    expect(cleared).not.toBe(d);
    expect([...cleared]).toEqual([["x", REMOVED]]);
  });
});
