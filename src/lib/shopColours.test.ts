import { describe, expect, it } from "vitest";
import { customPropertyOf, shopColoursOf } from "./shopColours";

const stylesheets = {
  root: ":root {\n  --color-surface: #f4f6f8;\n  --color-brand: #0f766e;\n}\n.x { --color-brand: #123456; }",
  themes: '[data-theme="celadon"] {\n  --color-surface: #f1f6f2;\n  --color-brand: #2f6b4f;\n}\n',
};

describe("customPropertyOf", () => {
  it("reads a custom property of the rule with that exact selector", () => {
    expect(customPropertyOf(stylesheets.root, ":root", "--color-brand")).toBe("#0f766e");
    expect(customPropertyOf(stylesheets.root, ".x", "--color-brand")).toBe("#123456");
    expect(customPropertyOf(stylesheets.root, ":root", "--color-accent")).toBeUndefined();
    expect(customPropertyOf(stylesheets.root, ".y", "--color-brand")).toBeUndefined();
  });
});

describe("shopColoursOf", () => {
  it("takes the default theme's tokens for a shop that chose nothing", () => {
    expect(shopColoursOf({ webHead: { title: "A" } }, stylesheets)).toEqual({ brand: "#0f766e", surface: "#f4f6f8" });
  });

  it("takes its theme's tokens, falling back to the default's for an unknown theme", () => {
    expect(shopColoursOf({ webHead: { title: "A" }, themeKey: "celadon" }, stylesheets)).toEqual({
      brand: "#2f6b4f",
      surface: "#f1f6f2",
    });
    expect(shopColoursOf({ webHead: { title: "A" }, themeKey: "nope" }, stylesheets).brand).toBe("#0f766e");
  });

  it("prefers the shop's theme colour, then its primary and surface colours", () => {
    const base = { webHead: { title: "A", themeColor: "#abc" }, globalConfig: { primaryColor: "#111111" } };
    expect(shopColoursOf(base, stylesheets).brand).toBe("#abc");
    expect(shopColoursOf({ ...base, webHead: { title: "A" } }, stylesheets).brand).toBe("#111111");
    expect(shopColoursOf({ webHead: { title: "A" }, globalConfig: { surfaceColor: "#fafafa" } }, stylesheets)).toEqual({
      brand: "#0f766e",
      surface: "#fafafa",
    });
  });

  it("skips a colour that is not hex (it goes into images and JSON)", () => {
    const base = { webHead: { title: "A", themeColor: "red;<x>" } };
    expect(shopColoursOf(base, stylesheets).brand).toBe("#0f766e");
  });
});
