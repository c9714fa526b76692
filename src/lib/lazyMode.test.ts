import { describe, expect, it } from "vitest";
import { kindsToLoadFirst, LAZY_MODE_OFF_EVENTS, lazyModeStartsOn, showsInViewport } from "./lazyMode";

describe("lazyModeStartsOn", () => {
  const tall = { pageHeight: 3000, viewportHeight: 800 };

  it("is on for a page taller than the viewport without a hash", () => {
    expect(lazyModeStartsOn({ hash: "", ...tall })).toBe(true);
    expect(lazyModeStartsOn({ hash: "", pageHeight: 801, viewportHeight: 800 })).toBe(true);
  });

  it("is off when the URL already has a hash", () => {
    expect(lazyModeStartsOn({ hash: "#reviews", ...tall })).toBe(false);
  });

  it.each([
    [800, 800],
    [500, 800],
    [0, 800],
  ])("is off for a page %i px high in a %i px viewport (no taller than it)", (pageHeight, viewportHeight) => {
    expect(lazyModeStartsOn({ hash: "", pageHeight, viewportHeight })).toBe(false);
    expect(lazyModeStartsOn({ hash: "#x", pageHeight, viewportHeight })).toBe(false);
  });
});

describe("LAZY_MODE_OFF_EVENTS", () => {
  it("are exactly scroll, click, touch, mouse move, key press and hash change (§4)", () => {
    expect([...LAZY_MODE_OFF_EVENTS].sort()).toEqual(
      ["click", "hashchange", "keydown", "mousemove", "scroll", "touchstart"].sort(),
    );
  });
});

describe("showsInViewport", () => {
  const viewport = 800;

  it.each([
    ["at the top", { top: 0, bottom: 100 }],
    ["crossing the fold", { top: 700, bottom: 900 }],
    ["taller than the viewport", { top: -100, bottom: 2000 }],
    ["partly scrolled past", { top: -50, bottom: 10 }],
  ])("sees a box %s", (_where, box) => {
    expect(showsInViewport(box, viewport)).toBe(true);
  });

  it.each([
    ["starting at the fold", { top: 800, bottom: 900 }],
    ["below the fold", { top: 1500, bottom: 1900 }],
    ["above the viewport", { top: -300, bottom: 0 }],
    ["empty (display: none)", { top: 0, bottom: 0 }],
    ["empty inside the viewport", { top: 300, bottom: 300 }],
  ])("does not see a box %s", (_where, box) => {
    expect(showsInViewport(box, viewport)).toBe(false);
  });
});

describe("kindsToLoadFirst", () => {
  const nodeKinds = {
    header: ["main-navigation-list", "search-form"],
    hero: ["slider"],
    grid: ["section", "row", "column", "product-grid"],
    footer: ["section", "paragraph"],
  };
  const seen = new Set(["header", "hero"]);

  it("while lazy mode is on, loads only the kinds of seen nodes", () => {
    expect(kindsToLoadFirst(nodeKinds, true, (ukey) => seen.has(ukey)).sort()).toEqual([
      "main-navigation-list",
      "search-form",
      "slider",
    ]);
  });

  it("a kind used by a seen node loads even if unseen nodes use it too, once", () => {
    const kinds = kindsToLoadFirst(nodeKinds, true, (ukey) => ukey === "grid");
    expect(kinds.sort()).toEqual(["column", "product-grid", "row", "section"]);
  });

  it("with lazy mode off, loads every kind", () => {
    expect(kindsToLoadFirst(nodeKinds, false, () => false).sort()).toEqual(
      ["column", "main-navigation-list", "paragraph", "product-grid", "row", "search-form", "section", "slider"].sort(),
    );
  });

  it("loads nothing for a page without nodes", () => {
    expect(kindsToLoadFirst({}, true, () => true)).toEqual([]);
  });
});
