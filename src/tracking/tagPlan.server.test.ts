import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { googleTagIdsOf, hasTags, NO_TAGS, type TagPlan } from "./tagPlan";
import { tagPlanOf } from "./tagPlan.server";
import { BASE_WITHOUT_TAGS as base, EVERY_TAG } from "./testPlans";

let warn: MockInstance<typeof console.warn>;
let error: MockInstance<typeof console.error>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  error = vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("tagPlanOf", () => {
  it("plans nothing for a shop that configures nothing, quietly", () => {
    expect(tagPlanOf(base)).toEqual(NO_TAGS);
    expect(tagPlanOf({ ...base, scripts: {}, adwords: null })).toEqual(NO_TAGS);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("takes every vendor's valid ids, the stats script and the Google Ads conversions", () => {
    const plan = tagPlanOf({
      ...base,
      web: { ...base.web, stat_server: "stats.example.com" },
      scripts: {
        gtag: { ids: ["G-ABC1234", "AW-123456789"] },
        gtm: { ids: ["GTM-K9X2ZQ7"] },
        pixel: { ids: ["123456789012345"] },
        tiktok: { ids: ["C4ABCDEFGHIJKLMNOPQR"] },
        line: { ids: ["1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8"] },
      },
      adwords: { id: "AW-987654321", labels: { purchase: "AbC-D_efG", lead: "LeAd-123" } },
    });
    expect(plan).toEqual(EVERY_TAG);
    expect(googleTagIdsOf(plan)).toEqual(["G-ABC1234", "AW-123456789", "AW-987654321"]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("drops each id of the wrong shape with a warning naming its field", () => {
    const plan = tagPlanOf({
      ...base,
      web: { ...base.web, stat_server: "https://stats.example.com/x.js" },
      scripts: {
        gtag: { ids: ["G-ABC1234", " G-ABC1234"] },
        gtm: { ids: ["GTM-X');alert(1)//", "GTM-K9X2ZQ7"] },
        pixel: { ids: ["12345</script>"] },
        tiktok: { ids: ["c4abcdefghijklmnopqr"] },
        line: { ids: [42 as unknown as string] },
      },
      adwords: { id: "AW-987654321", labels: { purchase: "bad label", contact: "Contact-1" } },
    });
    expect(plan).toEqual({
      ...NO_TAGS,
      googleTag: ["G-ABC1234"],
      tagManager: ["GTM-K9X2ZQ7"],
      adwords: { id: "AW-987654321", labels: { contact: "Contact-1" } },
    });
    const fields = warn.mock.calls.map(([line]) => String(line).split(" ")[1]);
    expect(fields).toEqual([
      "scripts.gtag.ids[1]",
      "scripts.gtm.ids[0]",
      "scripts.pixel.ids[0]",
      "scripts.tiktok.ids[0]",
      "scripts.line.ids[0]",
      "web.stat_server",
      "adwords.labels.purchase",
    ]);
    expect(warn.mock.calls[1]?.[0]).toContain(`"GTM-X');alert(1)//"`);
    expect(error).not.toHaveBeenCalled();
  });

  it("drops Google Ads conversions whose account id is invalid", () => {
    expect(tagPlanOf({ ...base, adwords: { id: "AW-1;x", labels: { purchase: "Purchase-1" } } }).adwords).toBe(null);
    expect(warn.mock.calls[0]?.[0]).toContain("adwords.id");
  });

  it.each([[[]], [["GTM-K9X2ZQ7"]], [["g-abc1234"]]])(
    "§8: a Google tag without a valid id (%j) logs an error and tells the browser",
    (ids) => {
      const plan = tagPlanOf({ ...base, scripts: { gtag: { ids } } });
      expect(plan.googleTag).toEqual([]);
      expect(plan.googleTagMissing).toBe(true);
      expect(error).toHaveBeenCalledWith(expect.stringContaining("scripts.gtag has no valid Google tag id"));
    },
  );
});

describe("hasTags", () => {
  it.each<[string, Partial<TagPlan>, boolean]>([
    ["nothing", {}, false],
    ["a Google tag", { googleTag: ["G-ABC1234"] }, true],
    ["Google Ads conversions alone", { adwords: { id: "AW-123456789", labels: {} } }, true],
    ["a container", { tagManager: ["GTM-K9X2ZQ7"] }, true],
    ["a Meta pixel", { metaPixel: ["123456789012345"] }, true],
    ["a TikTok pixel", { tiktokPixel: ["C4ABCDEFGHIJKLMNOPQR"] }, true],
    ["a LINE Tag", { lineTag: ["1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8"] }, true],
    ["the stats script", { statScript: "https://stats.example.com/stat.js" }, true],
  ])("%s → %s", (_, tags, expected) => {
    expect(hasTags({ ...NO_TAGS, ...tags })).toBe(expected);
  });
});
