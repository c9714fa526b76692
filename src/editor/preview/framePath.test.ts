import { describe, expect, it } from "vitest";
import { framedPageUrl, shopHostOf, shopOriginOf } from "./framePath";

describe("framedPageUrl", () => {
  it("puts English pages under /en and Thai ones without prefix, with the token", () => {
    expect(framedPageUrl("http://tea.localhost:3000", "/", "th", "t.k")).toBe(
      "http://tea.localhost:3000/?preview_token=t.k",
    );
    expect(framedPageUrl("http://tea.localhost:3000", "/", "en", "t")).toBe(
      "http://tea.localhost:3000/en?preview_token=t",
    );
    expect(framedPageUrl("https://tea.example", "/journal/notes", "en", "a+b/c")).toBe(
      "https://tea.example/en/journal/notes?preview_token=a%2Bb%2Fc",
    );
  });
});

describe("shopOriginOf", () => {
  it("is the shop's host on the editor's scheme and port", () => {
    expect(shopOriginOf("tea.localhost", { protocol: "http:", port: "3000" })).toBe("http://tea.localhost:3000");
    expect(shopOriginOf("tea.example", { protocol: "https:", port: "" })).toBe("https://tea.example");
  });
});

describe("shopHostOf", () => {
  it("prefers a host name to an IP address", () => {
    expect(shopHostOf({ hosts: ["127.0.0.1", "demo.localhost", "localhost"] })).toBe("demo.localhost");
    expect(shopHostOf({ hosts: ["::1", "shop.example"] })).toBe("shop.example");
    expect(shopHostOf({ hosts: ["10.0.0.5"] })).toBe("10.0.0.5");
  });
});
