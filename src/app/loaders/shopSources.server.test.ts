import { describe, expect, it } from "vitest";
import { MAP_EMBED_ORIGINS } from "~/lib/mapEmbed";
import { NO_TAGS, type TagPlan } from "~/tracking/tagPlan";
import { BASE_WITHOUT_TAGS as base } from "~/tracking/testPlans";
import { shopSourcesOf } from "./shopSources.server";

describe("shopSourcesOf", () => {
  it("adds only the map services' frames for a shop that configures nothing", () => {
    expect(shopSourcesOf(base, NO_TAGS)).toEqual({
      script: [],
      connect: [],
      style: [],
      frame: ["https://www.google.com", "https://www.openstreetmap.org"],
    });
  });

  it("names no origin that would rewrite the policy", () => {
    const sources = shopSourcesOf(
      {
        ...base,
        cookieConsent: { web_ukey: "k", script: "https://*/c.js" },
        bundledCssUrl: "https://cdn.x;script-src-elem/a.css",
      },
      NO_TAGS,
    );
    expect(sources.script).toEqual([]);
    expect(sources.style).toEqual([]);
  });

  it("allows the shop's own consent script's origin", () => {
    const sources = shopSourcesOf(
      { ...base, cookieConsent: { web_ukey: "k", script: "https://cmp.example/consent.js" } },
      NO_TAGS,
    );
    expect(sources.script).toEqual(["https://cmp.example"]);
  });

  it("allows the origin of the shop's https stylesheet, not of a same-origin one", () => {
    expect(shopSourcesOf({ ...base, bundledCssUrl: "https://cdn.shop.example/css/shop.css" }, NO_TAGS).style).toEqual([
      "https://cdn.shop.example",
    ]);
    expect(shopSourcesOf({ ...base, bundledCssUrl: "/shop-theme.css" }, NO_TAGS).style).toEqual([]);
  });
});

describe("shopSourcesOf: the tag vendors", () => {
  const GOOGLE_SCRIPT = ["https://www.googletagmanager.com"];
  const GOOGLE_CONNECT = [
    "https://www.googletagmanager.com",
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
  ];
  const ADS_SCRIPT = [
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ];
  const ADS_CONNECT = [...ADS_SCRIPT, "https://pagead2.googlesyndication.com"];
  const sourcesOf = (tags: Partial<TagPlan>) => {
    const { script, connect, style, frame } = shopSourcesOf(base, { ...NO_TAGS, ...tags });
    expect({ style, frame }).toEqual({ style: [], frame: MAP_EMBED_ORIGINS });
    return { script, connect };
  };

  it.each<[string, Partial<TagPlan>, { script: string[]; connect: string[] }]>([
    ["a GA4 tag", { googleTag: ["G-ABC1234"] }, { script: GOOGLE_SCRIPT, connect: GOOGLE_CONNECT }],
    [
      "a Google Ads tag",
      { googleTag: ["AW-123456789"] },
      { script: [...GOOGLE_SCRIPT, ...ADS_SCRIPT], connect: [...GOOGLE_CONNECT, ...ADS_CONNECT] },
    ],
    [
      "Google Ads conversions without a Google tag",
      { adwords: { id: "AW-123456789", labels: {} } },
      { script: [...GOOGLE_SCRIPT, ...ADS_SCRIPT], connect: [...GOOGLE_CONNECT, ...ADS_CONNECT] },
    ],
    ["a tag manager container", { tagManager: ["GTM-K9X2ZQ7"] }, { script: GOOGLE_SCRIPT, connect: GOOGLE_CONNECT }],
    [
      "a Meta pixel",
      { metaPixel: ["123456789012345"] },
      { script: ["https://connect.facebook.net"], connect: ["https://www.facebook.com"] },
    ],
    [
      "a TikTok pixel",
      { tiktokPixel: ["C4ABCDEFGHIJKLMNOPQR"] },
      { script: ["https://analytics.tiktok.com"], connect: ["https://analytics.tiktok.com"] },
    ],
    [
      "a LINE Tag",
      { lineTag: ["1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8"] },
      { script: ["https://d.line-scdn.net"], connect: ["https://tr.line.me"] },
    ],
    [
      "the stats script",
      { statScript: "https://stats.example.com:8443/stat.js" },
      { script: ["https://stats.example.com:8443"], connect: ["https://stats.example.com:8443"] },
    ],
  ])("%s adds its vendor's hosts only", (_, tags, expected) => {
    expect(sourcesOf(tags)).toEqual(expected);
  });

  it("lists each host once when several vendors share it", () => {
    const { script } = sourcesOf({ googleTag: ["G-ABC1234", "G-DEF5678"], tagManager: ["GTM-K9X2ZQ7"] });
    expect(script).toEqual(GOOGLE_SCRIPT);
  });
});
