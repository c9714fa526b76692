import { describe, expect, it } from "vitest";
import { answerStagingThemeStylesheet } from "../../../server/http/stagingThemeStylesheet";
import { previewLookOf, STAGING_THEMES } from "./previewLook.server";

function lookOf(previewData: { themeKey?: string } | null | undefined) {
  const warnings: string[] = [];
  return { look: previewLookOf(previewData, (message) => warnings.push(message)), warnings };
}

describe("previewLookOf", () => {
  it("keeps the live look when previewData names no theme", () => {
    expect(lookOf(null)).toEqual({ look: null, warnings: [] });
    expect(lookOf({})).toEqual({ look: null, warnings: [] });
  });

  it("shows a built-in theme by its data-theme alone", () => {
    expect(lookOf({ themeKey: "indigo" })).toEqual({ look: { theme: "indigo" }, warnings: [] });
  });

  it("links a staging theme's stylesheet by its content's version, served for a year", async () => {
    const jade = STAGING_THEMES.get("jade");
    const { look } = lookOf({ themeKey: "jade" });
    expect(look).toEqual({ theme: "jade", stylesheetHref: `/preview/theme.css?key=jade&v=${jade?.version}` });
    const answer = answerStagingThemeStylesheet(new URL(look?.stylesheetHref ?? "", "http://shop.test"));
    expect(answer.headers.get("content-type")).toBe("text/css; charset=utf-8");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // (vitest empties CSS files, ?raw too: tests/e2e/previewFraming.spec.ts sees the stylesheet apply)
    expect(await answer.text()).toBe(jade?.css);
  });

  it("keeps the live look for an unknown theme, with a warning; its stylesheet is not found", () => {
    expect(lookOf({ themeKey: "neon" })).toEqual({
      look: null,
      warnings: ['previewData names unknown theme "neon": the live theme is shown'],
    });
    expect(answerStagingThemeStylesheet(new URL("http://shop.test/preview/theme.css?key=neon")).status).toBe(404);
  });
});
