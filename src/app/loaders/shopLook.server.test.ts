import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BaseData } from "~/generated/schemas";
import { BASE_WITHOUT_TAGS } from "~/tracking/testPlans";
import { sameOriginOrHttps, shopLookOf, THEME_KEYS } from "./shopLook.server";

const base = BASE_WITHOUT_TAGS;

function lookOf(extra: Partial<BaseData>) {
  const warnings: string[] = [];
  return { look: shopLookOf({ ...base, ...extra }, (message) => warnings.push(message)), warnings };
}

describe("shopLookOf", () => {
  it("is the default theme with nothing else for a shop that sets nothing", () => {
    expect(lookOf({})).toEqual({ look: { theme: "default", style: {}, stylesheet: null }, warnings: [] });
  });

  it("picks a built-in theme, and falls back to the default with a warning for an unknown one", () => {
    expect(lookOf({ themeKey: "celadon" }).look.theme).toBe("celadon");
    const unknown = lookOf({ themeKey: "neon" });
    expect(unknown.look.theme).toBe("default");
    expect(unknown.warnings).toEqual(['unknown themeKey "neon": the default theme is used']);
  });

  it("every theme but the default has its block in themes.css", () => {
    const css = readFileSync(new URL("../../styles/themes.css", import.meta.url), "utf8");
    for (const key of THEME_KEYS.filter((key) => key !== "default")) expect(css).toContain(`[data-theme="${key}"]`);
  });

  it("maps globalConfig's tokens to the widgets' custom properties, slotStyle after them", () => {
    const { look } = lookOf({
      globalConfig: { primaryColor: "#2f6b4f", accentColor: "#b7791f", cornerRadius: 10, contentWidth: 1120 },
      slotStyle: { "--color-brand": "#24533d", "--hero-gap": "2rem" },
    });
    expect(look.style).toEqual({
      "--color-brand": "#24533d",
      "--color-accent": "#b7791f",
      "--radius-sm": "6px",
      "--radius-md": "10px",
      "--radius-lg": "16px",
      "--container": "1120px",
      "--hero-gap": "2rem",
    });
  });

  it("skips slotStyle entries that are not custom properties or carry more than a value", () => {
    const { look, warnings } = lookOf({
      slotStyle: {
        color: "red",
        "--Bad": "1",
        "--a": "red; background: blue",
        "--b": "x}body{display:none",
        "--c": "url( 'javascript:alert(1)')",
        "--ok": "1px solid #000",
      },
    });
    expect(look.style).toEqual({ "--ok": "1px solid #000" });
    expect(warnings).toHaveLength(5);
  });

  it("serves slotCss sanitised, versioned by its content", () => {
    const { look, warnings } = lookOf({ slotCss: "@import url(https://evil.example/x.css); .hero { color: #123 }" });
    expect(look.stylesheet?.css).toBe(".hero{color:#123}");
    expect(look.stylesheet?.version).toMatch(/^[\w-]{16}$/);
    expect(warnings).toEqual(["slotCss: removed @import"]);
    expect(lookOf({ slotCss: ".hero{color:#124}" }).look.stylesheet?.version).not.toBe(look.stylesheet?.version);
    expect(lookOf({ slotCss: "  " }).look.stylesheet).toBeNull();
  });
});

describe("sameOriginOrHttps", () => {
  it.each([
    ["/demo/images/favicon.svg", "/demo/images/favicon.svg"],
    ["https://cdn.example/shop.css", "https://cdn.example/shop.css"],
    ["//evil.example/x.css", undefined],
    ["/\\evil.example/x.css", undefined],
    ["http://cdn.example/shop.css", undefined],
    ["javascript:alert(1)", undefined],
    ['/x" onload="alert(1)', undefined],
    ["https://cdn.x;script-src-elem/a.css", undefined],
    ["https://*/a.css", undefined],
    [null, undefined],
  ])("%j → %j", (url, expected) => {
    expect(sameOriginOrHttps(url)).toBe(expected);
  });
});
