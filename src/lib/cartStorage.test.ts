import { describe, expect, it } from "vitest";
import { CART_MAX_LINES, REMOVED } from "./cart";
import {
  CART_STORAGE_KEY,
  withinLineLimit,
  type StoredCart,
  emptyStoredCart,
  parseStoredCart,
  serializeStoredCart,
  storedCartFor,
} from "./cartStorage";

const SHOP = 7;

const cart = (overrides: Partial<StoredCart> = {}): StoredCart => ({
  shopId: SHOP,
  cartId: "c-1",
  cartSecret: "s3cret",
  items: [
    { uuid: "a", quantity: 2 },
    { uuid: "b", quantity: 1 },
  ],
  drafts: [
    ["b", REMOVED],
    ["c", 3],
  ],
  ...overrides,
});

/** The JSON of a stored cart with some fields replaced by anything. */
const raw = (overrides: Record<string, unknown>) => JSON.stringify({ ...cart(), ...overrides });

describe("CART_STORAGE_KEY", () => {
  it("is sf-cart", () => {
    expect(CART_STORAGE_KEY).toBe("sf-cart");
  });
});

describe("serializeStoredCart and parseStoredCart", () => {
  it("round-trip a cart", () => {
    expect(parseStoredCart(serializeStoredCart(cart()))).toEqual(cart());
  });

  it("round-trip a cart with no identity and nothing in it", () => {
    const empty = cart({ cartId: null, cartSecret: null, items: [], drafts: [] });
    expect(parseStoredCart(serializeStoredCart(empty))).toEqual(empty);
  });

  it("keep the order of items and drafts", () => {
    const stored = cart({
      items: [
        { uuid: "z", quantity: 1 },
        { uuid: "a", quantity: 1 },
      ],
      drafts: [
        ["y", 1],
        ["b", REMOVED],
      ],
    });
    expect(parseStoredCart(serializeStoredCart(stored))).toEqual(stored);
  });

  it("store the known fields only", () => {
    const withExtra = { ...cart(), token: "x", items: [{ uuid: "a", quantity: 1, product: { name: "big" } }] };
    expect(JSON.parse(serializeStoredCart(withExtra as StoredCart))).toEqual({
      ...cart(),
      items: [{ uuid: "a", quantity: 1 }],
    });
  });

  it("round-trip a cart of 300 lines, more than a cart holds (withinLineLimit cuts it, telling how many)", () => {
    const items = Array.from({ length: 300 }, (_, i) => ({ uuid: `u${i}`, quantity: i + 1 }));
    const drafts = items.map(({ uuid }): [string, number] => [uuid, REMOVED]);
    const big = cart({ items, drafts });
    expect(parseStoredCart(serializeStoredCart(big))).toEqual(big);
  });
});

describe("parseStoredCart", () => {
  it("drops extra fields", () => {
    const parsed = parseStoredCart(
      JSON.stringify({ ...cart(), extra: 1, items: [{ uuid: "a", quantity: 1, name: "x" }] }),
    );
    expect(parsed).toEqual(cart({ items: [{ uuid: "a", quantity: 1 }] }));
  });

  it("is null for nothing stored", () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart("")).toBeNull();
  });

  it.each(["{", "not json", "undefined", "null", "42", '"text"', "[]", "true", "{}", "[1,2]"])(
    "is null for %j",
    (text) => {
      expect(parseStoredCart(text)).toBeNull();
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ["shopId missing", { shopId: undefined }],
    ["shopId a string", { shopId: "7" }],
    ["shopId fractional", { shopId: 7.5 }],
    ["shopId null", { shopId: null }],
    ["cartId a number", { cartId: 12 }],
    ["cartId missing", { cartId: undefined }],
    ["cartSecret an object", { cartSecret: {} }],
    ["items missing", { items: undefined }],
    ["items an object", { items: { a: 1 } }],
    ["items with null", { items: [null] }],
    ["items with a string", { items: ["a"] }],
    ["item without uuid", { items: [{ quantity: 1 }] }],
    ["item with an empty uuid", { items: [{ uuid: "", quantity: 1 }] }],
    ["item with a numeric uuid", { items: [{ uuid: 5, quantity: 1 }] }],
    ["item quantity 0", { items: [{ uuid: "a", quantity: 0 }] }],
    ["item quantity REMOVED", { items: [{ uuid: "a", quantity: REMOVED }] }],
    ["item quantity fractional", { items: [{ uuid: "a", quantity: 1.5 }] }],
    ["item quantity a string", { items: [{ uuid: "a", quantity: "2" }] }],
    ["item quantity unsafe", { items: [{ uuid: "a", quantity: 2 ** 60 }] }],
    [
      "item repeated",
      {
        items: [
          { uuid: "a", quantity: 1 },
          { uuid: "a", quantity: 2 },
        ],
      },
    ],
    ["drafts missing", { drafts: undefined }],
    ["drafts an object", { drafts: { a: 1 } }],
    ["draft not a pair", { drafts: [["a"]] }],
    ["draft a triple", { drafts: [["a", 1, 2]] }],
    ["draft an object", { drafts: [{ uuid: "a", quantity: 1 }] }],
    ["draft with an empty uuid", { drafts: [["", 1]] }],
    ["draft quantity 0", { drafts: [["a", 0]] }],
    ["draft quantity -2", { drafts: [["a", -2]] }],
    ["draft quantity fractional", { drafts: [["a", 2.5]] }],
    ["draft quantity null", { drafts: [["a", null]] }],
    [
      "draft repeated",
      {
        drafts: [
          ["a", 1],
          ["a", REMOVED],
        ],
      },
    ],
  ])("is null for %s", (_case, overrides) => {
    expect(parseStoredCart(raw(overrides))).toBeNull();
  });

  it("reads every line of a cart of 300 items and 300 drafts: none is taken as junk for their number", () => {
    const items = Array.from({ length: 300 }, (_, i) => ({ uuid: `u${i}`, quantity: 1 }));
    expect(parseStoredCart(raw({ items }))?.items).toHaveLength(300);
    const drafts = Array.from({ length: 300 }, (_, i) => [`d${i}`, 1]);
    expect(parseStoredCart(raw({ drafts }))?.drafts).toHaveLength(300);
  });

  it("never throws on deep junk", () => {
    const junk = [
      '{"items":[[[[[[[]]]]]]]}',
      JSON.stringify({ ...cart(), items: [[], {}, 1] }),
      "\u0000",
      "{}".repeat(1000),
    ];
    for (const text of junk) expect(() => parseStoredCart(text)).not.toThrow();
    expect(parseStoredCart(42 as unknown as string)).toBeNull();
  });
});

describe("storedCartFor", () => {
  it("is the stored cart of this shop as it is", () => {
    const stored = cart();
    expect(storedCartFor(SHOP, stored)).toBe(stored);
  });

  it("is an empty cart when the stored one is another shop's (§4)", () => {
    expect(storedCartFor(SHOP + 1, cart())).toEqual({
      shopId: SHOP + 1,
      cartId: null,
      cartSecret: null,
      items: [],
      drafts: [],
    });
  });

  it("is an empty cart of this shop when nothing (or junk) was stored", () => {
    expect(storedCartFor(SHOP, null)).toEqual(emptyStoredCart(SHOP));
    expect(storedCartFor(SHOP, parseStoredCart("junk"))).toEqual(emptyStoredCart(SHOP));
  });

  it("gives a fresh empty cart each time", () => {
    const first = storedCartFor(SHOP, null);
    first.items.push({ uuid: "a", quantity: 1 });
    expect(storedCartFor(SHOP, null).items).toEqual([]);
  });
});

describe("withinLineLimit", () => {
  const lines = (count: number, prefix = "u") =>
    Array.from({ length: count }, (_, i) => ({ uuid: `${prefix}${i}`, quantity: 1 }));
  const draftsOf = (count: number, prefix = "d", quantity = 1) =>
    Array.from({ length: count }, (_, i): [string, number] => [`${prefix}${i}`, quantity]);

  it("leaves a cart of at most CART_MAX_LINES lines as it is", () => {
    expect(CART_MAX_LINES).toBe(100);
    for (const stored of [
      cart(),
      cart({ items: lines(100), drafts: [] }),
      cart({ items: lines(60), drafts: draftsOf(40) }),
    ]) {
      expect(withinLineLimit(stored)).toEqual({ cart: stored, dropped: 0 });
    }
  });

  it("keeps the first 100 items of 300, and tells 200 were dropped", () => {
    const { cart: kept, dropped } = withinLineLimit(cart({ items: lines(300), drafts: [] }));
    expect(dropped).toBe(200);
    expect(kept.items).toEqual(lines(100));
    expect(kept).toMatchObject({ shopId: SHOP, cartId: "c-1", cartSecret: "s3cret", drafts: [] });
  });

  it("keeps the items first, then the drafted lines in draft order, as the cart shows them", () => {
    const { cart: kept, dropped } = withinLineLimit(cart({ items: lines(90), drafts: draftsOf(20) }));
    expect(dropped).toBe(10);
    expect(kept.items).toEqual(lines(90));
    expect(kept.drafts).toEqual(draftsOf(10));
  });

  it("counts a drafted quantity of an item once, and keeps the draft with its item", () => {
    const drafts: [string, number][] = [["u5", 7], ...draftsOf(3)];
    const { cart: kept, dropped } = withinLineLimit(cart({ items: lines(100), drafts }));
    expect(dropped).toBe(3);
    expect(kept.drafts).toEqual([["u5", 7]]);
  });

  it("keeps every removal: a removed line is no line, and does not count", () => {
    const removals = lines(50).map(({ uuid }): [string, number] => [uuid, REMOVED]);
    const stored = cart({ items: lines(150), drafts: removals });
    expect(withinLineLimit(stored)).toEqual({ cart: stored, dropped: 0 });
    const { cart: kept, dropped } = withinLineLimit(cart({ items: lines(160), drafts: removals }));
    expect(dropped).toBe(10);
    expect(kept.drafts).toEqual(removals);
    expect(kept.items).toHaveLength(150);
  });

  it("gives back what parseStoredCart reads again: the cut cart stores and parses", () => {
    const { cart: kept } = withinLineLimit(cart({ items: lines(300), drafts: draftsOf(300, "d", REMOVED) }));
    expect(parseStoredCart(serializeStoredCart(kept))).toEqual(kept);
  });
});
