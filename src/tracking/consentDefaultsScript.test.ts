import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { consentDefaultsScript } from "./consentDefaultsScript";
import { NO_TAGS, type TagPlan } from "./tagPlan";
import { EVERY_TAG } from "./testPlans";

interface PageGlobals {
  dataLayer?: ArrayLike<unknown>[];
  gtag?: unknown;
  fbq?: { queue: ArrayLike<unknown>[] };
  ttq?: unknown[][] & { load(code: string): void };
  _ltq?: ArrayLike<unknown>[];
  _lt?: unknown;
  inserted: string[];
  alerted: unknown[];
}

/** Runs the script as a page's head would, in a window of its own; what it queued and inserted is returned. */
function run(script: string): PageGlobals {
  const inserted: string[] = [];
  const firstScript = { parentNode: { insertBefore: (node: { src: string }) => inserted.push(node.src) } };
  const window = {
    inserted,
    alerted: [] as unknown[],
    document: { createElement: () => ({}), getElementsByTagName: () => [firstScript] },
    alert(message: unknown) {
      window.alerted.push(message);
    },
  } as PageGlobals & Record<string, unknown>;
  window.window = window;
  runInNewContext(script, window);
  return window;
}

const calls = (queue: ArrayLike<unknown>[] | undefined) => (queue ?? []).map((args) => Array.from(args));

describe("consentDefaultsScript", () => {
  it("is empty for a shop without tags", () => {
    expect(consentDefaultsScript(NO_TAGS)).toBe("");
    expect(consentDefaultsScript({ ...NO_TAGS, statScript: "https://stats.example.com/stat.js" })).toBe("");
  });

  it("sets every vendor's queue with nothing granted, loading no script", () => {
    const page = run(consentDefaultsScript(EVERY_TAG));
    expect(calls(page.dataLayer)).toEqual([
      [
        "consent",
        "default",
        {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
          functionality_storage: "denied",
          personalization_storage: "denied",
          wait_for_update: 500,
        },
      ],
    ]);
    expect(calls(page.fbq?.queue)).toEqual([
      ["consent", "revoke"],
      ["init", "123456789012345"],
    ]);
    expect(page.ttq?.slice()).toEqual([["holdConsent"]]);
    expect(calls(page._ltq)).toEqual([
      ["init", { customerType: "lap", tagId: "1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8" }],
    ]);
    expect(page.inserted).toEqual([]);
  });

  it("leaves ttq.load to add the TikTok pixel's script", () => {
    const page = run(consentDefaultsScript(EVERY_TAG));
    page.ttq?.load("C4ABCDEFGHIJKLMNOPQR");
    expect(page.inserted).toEqual([
      "https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=C4ABCDEFGHIJKLMNOPQR&lib=ttq",
    ]);
  });

  it.each<[string, Partial<TagPlan>, string[]]>([
    ["a Google tag", { googleTag: ["G-ABC1234"] }, ["dataLayer", "gtag"]],
    ["Google Ads conversions", { adwords: { id: "AW-123456789", labels: {} } }, ["dataLayer", "gtag"]],
    ["a container", { tagManager: ["GTM-K9X2ZQ7"] }, ["dataLayer", "gtag"]],
    ["a Meta pixel", { metaPixel: ["123456789012345"] }, ["fbq"]],
    ["a TikTok pixel", { tiktokPixel: ["C4ABCDEFGHIJKLMNOPQR"] }, ["ttq"]],
    ["a LINE Tag", { lineTag: ["1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8"] }, ["_lt"]],
  ])("for %s sets up only that vendor's queue", (_, tags, globals) => {
    const page = run(consentDefaultsScript({ ...NO_TAGS, ...tags })) as unknown as Record<string, unknown>;
    const vendorGlobals = ["dataLayer", "gtag", "fbq", "ttq", "_lt"].filter((name) => page[name] !== undefined);
    expect(vendorGlobals).toEqual(globals);
  });

  it("keeps an id that got past the checks inside its string: it cannot end the script or run code", () => {
    const hostile = ["GTM-X');alert(1)//", 'x");alert(2);("', "</script><script>alert(3)</script>", "\u2028alert(4)"];
    const script = consentDefaultsScript({ ...NO_TAGS, metaPixel: hostile, lineTag: hostile });
    expect(script).not.toMatch(/<\/script|<!--|\u2028/i);
    const page = run(script);
    expect(page.alerted).toEqual([]);
    expect(calls(page.fbq?.queue).slice(1)).toEqual(hostile.map((id) => ["init", id]));
  });
});
