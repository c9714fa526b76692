import { describe, expect, it } from "vitest";
import { ALL_DENIED, ALL_GRANTED, type ConsentFlags } from "~/lib/consent";
import { TagLoader } from "./tagLoader";
import { EVERY_TAG } from "./testPlans";

const ANALYTICS: ConsentFlags = { ...ALL_DENIED, analytics_storage: true };
const ADS: ConsentFlags = { ...ALL_DENIED, ad_storage: true };

/** A page with the vendors' queues as the inline defaults leave them: every call and every script added is noted. */
function fakePage() {
  const calls: unknown[][] = [];
  const scripts: string[] = [];
  const page = {
    dataLayer: [] as unknown[],
    gtag: (...args: unknown[]) => calls.push(["gtag", ...args]),
    fbq: (...args: unknown[]) => calls.push(["fbq", ...args]),
    ttq: {
      load: (code: string) => calls.push(["ttq.load", code]),
      grantConsent: () => calls.push(["ttq.grantConsent"]),
      revokeConsent: () => calls.push(["ttq.revokeConsent"]),
    },
    document: {
      createElement: () => ({ async: false, src: "" }),
      head: { append: (script: { src: string; async: boolean }) => script.async && scripts.push(script.src) },
    },
  };
  return { page: page as unknown as ConstructorParameters<typeof TagLoader>[1], calls, scripts };
}

const GTAG_JS = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${id}`;
const GTM_JS = "https://www.googletagmanager.com/gtm.js?id=GTM-K9X2ZQ7";
const STATS = "https://stats.example.com/stat.js";
const META = "https://connect.facebook.net/en_US/fbevents.js";
const LINE = "https://d.line-scdn.net/n/line_tag/public/release/v1/lt.js";
const configured = (calls: unknown[][]) => calls.filter((call) => call[1] === "config").map((call) => call[2]);

describe("TagLoader", () => {
  it("on analytics consent loads the Google tag with its analytics ids, the container and the stats script", () => {
    const { page, calls, scripts } = fakePage();
    new TagLoader(EVERY_TAG, page).apply(ANALYTICS);
    expect(scripts).toEqual([GTAG_JS("G-ABC1234"), GTM_JS, STATS]);
    expect(configured(calls)).toEqual(["G-ABC1234"]);
    expect(calls[0]).toEqual([
      "gtag",
      "consent",
      "update",
      {
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        analytics_storage: "granted",
        functionality_storage: "denied",
        personalization_storage: "denied",
      },
    ]);
    expect(calls.some((call) => String(call[0]).startsWith("ttq") || call[0] === "fbq")).toBe(false);
    expect(page.dataLayer).toEqual([{ "gtm.start": expect.any(Number), event: "gtm.js" }]);
  });

  it("on ad consent grants and loads the advertising tags and the Google Ads ids only", () => {
    const { page, calls, scripts } = fakePage();
    new TagLoader(EVERY_TAG, page).apply(ADS);
    expect(scripts).toEqual([GTAG_JS("AW-123456789"), GTM_JS, META, LINE]);
    expect(configured(calls)).toEqual(["AW-123456789", "AW-987654321"]);
    expect(calls).toContainEqual(["fbq", "consent", "grant"]);
    expect(calls).toContainEqual(["ttq.grantConsent"]);
    expect(calls).toContainEqual(["ttq.load", "C4ABCDEFGHIJKLMNOPQR"]);
  });

  it("adds what a wider consent allows, never a script twice, and revokes on withdrawal", () => {
    const { page, calls, scripts } = fakePage();
    const loader = new TagLoader(EVERY_TAG, page);
    loader.apply(ANALYTICS);
    loader.apply(ALL_GRANTED);
    expect(scripts).toEqual([GTAG_JS("G-ABC1234"), GTM_JS, STATS, META, LINE]);
    expect(configured(calls)).toEqual(["G-ABC1234", "AW-123456789", "AW-987654321"]);
    calls.length = 0;
    loader.apply(ALL_GRANTED); // nothing changed: nothing said
    expect(calls).toEqual([]);
    loader.apply(ALL_DENIED);
    expect(calls).toEqual([
      ["gtag", "consent", "update", expect.objectContaining({ ad_storage: "denied", analytics_storage: "denied" })],
      ["fbq", "consent", "revoke"],
      ["ttq.revokeConsent"],
    ]);
    expect(scripts).toHaveLength(5);
  });

  it("tells a vendor the shop does not configure nothing", () => {
    const { page, calls, scripts } = fakePage();
    new TagLoader({ ...EVERY_TAG, googleTag: [], tagManager: [], adwords: null, lineTag: [] }, page).apply(ALL_GRANTED);
    expect(calls.some((call) => call[0] === "gtag")).toBe(false);
    expect(scripts).toEqual([STATS, META]);
  });
});
