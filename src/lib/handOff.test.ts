import { describe, expect, it } from "vitest";
import { handOffFallback, handOffTargetOf, handOffUrl } from "./handOff";

const CART_ID = "3f1c2b7e-8a0d-4c55-9d2e-1b2c3d4e5f60";

describe("handOffUrl", () => {
  it("builds the §2 cart and checkout destinations with the secret as s", () => {
    const cart = { cartId: CART_ID, cartSecret: "abc_DEF-123" };
    expect(handOffUrl("https://pay.example/hosted", "cart", "baan-chaa", cart)).toBe(
      `https://pay.example/hosted/cart/baan-chaa/${CART_ID}?s=abc_DEF-123`,
    );
    expect(handOffUrl("https://pay.example/hosted/", "checkout", "baan-chaa", cart)).toBe(
      `https://pay.example/hosted/checkout/baan-chaa/${CART_ID}?s=abc_DEF-123`,
    );
  });

  it("encodes what it puts in the path and the query", () => {
    expect(handOffUrl("https://x.test", "cart", "a/b", { cartId: "c?d", cartSecret: "e&f=g+h" })).toBe(
      "https://x.test/cart/a%2Fb/c%3Fd?s=e%26f%3Dg%2Bh",
    );
  });

  it("sends no secret for a logged-in cart", () => {
    expect(handOffUrl("https://x.test", "cart", "shop", { cartId: CART_ID, cartSecret: null })).toBe(
      `https://x.test/cart/shop/${CART_ID}`,
    );
  });
});

describe("handOffTargetOf", () => {
  it.each([
    ["/checkout", "checkout"],
    ["/cart", "cart"],
    ["/anything", "cart"],
  ])("%s -> %s", (path, target) => {
    expect(handOffTargetOf(path)).toBe(target);
  });
});

describe("handOffFallback", () => {
  it("goes back when the tab has a page to go back to", () => {
    expect(handOffFallback(true, "https://shop.example", "/")).toEqual({ kind: "back" });
  });

  it("goes to the frontend web URL on the tab's first page", () => {
    expect(handOffFallback(false, "https://shop.example", "/en")).toEqual({ kind: "url", url: "https://shop.example" });
    expect(handOffFallback(false, "https://shop.example", "/")).toEqual({ kind: "url", url: "https://shop.example" });
  });

  it("goes home without a usable frontend web URL (never a javascript: or relative one)", () => {
    expect(handOffFallback(false, null, "/en")).toEqual({ kind: "url", url: "/en" });
    expect(handOffFallback(false, "", "/")).toEqual({ kind: "url", url: "/" });
    expect(handOffFallback(false, "javascript:alert(1)", "/")).toEqual({ kind: "url", url: "/" });
    expect(handOffFallback(false, "//evil.example", "/")).toEqual({ kind: "url", url: "/" });
  });
});
