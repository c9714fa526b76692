import { describe, expect, it } from "vitest";
import { REMOVED } from "./cart";
import {
  CART_STORAGE_KEY,
  STORED_CART_MAX_ENTRIES,
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

  it("round-trip the largest cart allowed", () => {
    const items = Array.from({ length: STORED_CART_MAX_ENTRIES }, (_, i) => ({ uuid: `u${i}`, quantity: i + 1 }));
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

  it("is null for more than 200 items or drafts", () => {
    expect(STORED_CART_MAX_ENTRIES).toBe(200);
    const items = Array.from({ length: 201 }, (_, i) => ({ uuid: `u${i}`, quantity: 1 }));
    expect(parseStoredCart(raw({ items }))).toBeNull();
    const drafts = Array.from({ length: 201 }, (_, i) => [`u${i}`, 1]);
    expect(parseStoredCart(raw({ drafts }))).toBeNull();
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
