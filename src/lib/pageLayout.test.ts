import { describe, expect, it } from "vitest";
import { isBlankSection, pageLayout } from "./pageLayout";

describe("isBlankSection", () => {
  it.each(["/dev", "/dev/", "/dev/x/y", "/preset", "/preset/a", "/preset/a/b/c"])(
    "%j uses the blank layout",
    (path) => {
      expect(isBlankSection(path)).toBe(true);
    },
  );

  it.each(["/developer", "/devx", "/presets", "/", "", "/about/dev", "/about/preset/a", "dev", "/Dev", "/en/dev"])(
    "%j does not",
    (path) => {
      expect(isBlankSection(path)).toBe(false);
    },
  );
});

describe("pageLayout", () => {
  it("shows both zones in the base layout, the header only in default, none in blank", () => {
    expect(pageLayout("/about", {})).toEqual({ name: "base", header: true, footer: true });
    expect(pageLayout("/about", { layout: "default" })).toEqual({ name: "default", header: true, footer: false });
    expect(pageLayout("/about", { layout: "blank" })).toEqual({ name: "blank", header: false, footer: false });
  });

  it("uses the blank layout in the dev and preset sections whatever the page says", () => {
    expect(pageLayout("/dev/widgets", { layout: "base" })).toEqual({ name: "blank", header: false, footer: false });
    expect(pageLayout("/preset/a", {})).toMatchObject({ name: "blank" });
  });

  it("lets pageSetting hide the header or the footer zone", () => {
    expect(pageLayout("/", { hideHeader: true })).toEqual({ name: "base", header: false, footer: true });
    expect(pageLayout("/", { hideFooter: true })).toEqual({ name: "base", header: true, footer: false });
    expect(pageLayout("/", { layout: "default", hideFooter: false })).toMatchObject({ footer: false });
  });
});
