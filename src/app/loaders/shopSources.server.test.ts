import { describe, expect, it } from "vitest";
import type { BaseData } from "~/generated/schemas";
import { httpsOriginOf, shopSourcesOf } from "./shopSources.server";

const base: BaseData = {
  frontend_web_url: "https://shop.example",
  headerZone: { children: [] },
  footerZone: { children: [] },
  langs: [{ key: "th", name: "ไทย" }],
  web: { web_id: 1, web_name: "shop" },
  webHead: { title: "Shop" },
};

describe("httpsOriginOf", () => {
  it.each([
    ["https://cmp.example/a/consent.js?x=1", "https://cmp.example"],
    ["https://cmp.example:8443/c.js", "https://cmp.example:8443"],
    ["http://cmp.example/c.js", null],
    ["javascript:alert(1)", null],
    ["//cmp.example/c.js", null],
    ["not a url", null],
    ["", null],
    [undefined, null],
  ])("%j → %j", (url, origin) => {
    expect(httpsOriginOf(url)).toBe(origin);
  });
});

describe("shopSourcesOf", () => {
  it("adds nothing for a shop that configures nothing", () => {
    expect(shopSourcesOf(base)).toEqual({ script: [], connect: [], style: [], frame: [] });
  });

  it("allows the shop's own consent script's origin", () => {
    const sources = shopSourcesOf({
      ...base,
      cookieConsent: { web_ukey: "k", script: "https://cmp.example/consent.js" },
    });
    expect(sources.script).toEqual(["https://cmp.example"]);
  });

  it("allows the origin of the shop's https stylesheet, not of a same-origin one", () => {
    expect(shopSourcesOf({ ...base, bundledCssUrl: "https://cdn.shop.example/css/shop.css" }).style).toEqual([
      "https://cdn.shop.example",
    ]);
    expect(shopSourcesOf({ ...base, bundledCssUrl: "/shop-theme.css" }).style).toEqual([]);
  });
});
