import { describe, expect, it } from "vitest";
import { findNode } from "./findNode";
import { allowedKinds, mayHold } from "./placementRules";
import { node, sampleTrees } from "./testTrees";

describe("allowedKinds", () => {
  it("offers at a page parent every kind of the page zone, and only those", () => {
    const kinds = allowedKinds(sampleTrees(), { tree: "page", parentUkey: "c1" });
    expect(kinds).toEqual(expect.arrayContaining(["section", "row", "column", "paragraph", "product-grid", "slider"]));
    expect(kinds).not.toContain("cart-button"); // header only
    expect(kinds).not.toContain("language-switcher"); // header and footer
  });

  it("offers the header's kinds in the header and the footer's in the footer", () => {
    const header = allowedKinds(sampleTrees(), { tree: "header", parentUkey: "h-col" });
    expect(header).toEqual(expect.arrayContaining(["cart-button", "account-menu", "language-switcher", "paragraph"]));
    expect(header).not.toContain("product-grid");
    const footer = allowedKinds(sampleTrees(), { tree: "footer", parentUkey: null });
    expect(footer).toEqual(expect.arrayContaining(["payment-methods", "cookie-settings-link", "section"]));
    expect(footer).not.toContain("cart-button");
  });

  it("offers root kinds in an empty tree", () => {
    expect(allowedKinds({ header: [], page: [], footer: [] }, { tree: "page", parentUkey: null })).toContain("section");
  });

  it("offers nothing under a kind that shows no children, an unknown ukey, or a parent of another tree", () => {
    const trees = sampleTrees();
    expect(allowedKinds(trees, { tree: "page", parentUkey: "p1" })).toEqual([]);
    expect(allowedKinds(trees, { tree: "page", parentUkey: "nope" })).toEqual([]);
    expect(allowedKinds(trees, { tree: "footer", parentUkey: "c1" })).toEqual([]);
  });

  it("offers nothing under a node of a kind the registry does not know", () => {
    const trees = { header: [], page: [node("retired-kind", "old", [])], footer: [] };
    expect(allowedKinds(trees, { tree: "page", parentUkey: "old" })).toEqual([]);
  });
});

describe("mayHold", () => {
  it("refuses a subtree holding a kind the zone does not allow", () => {
    const trees = sampleTrees();
    const headerColumn = findNode(trees, "h-col")?.node;
    expect(headerColumn && mayHold(trees, { tree: "page", parentUkey: "r1" }, headerColumn)).toBe(false);
    expect(headerColumn && mayHold(trees, { tree: "header", parentUkey: "h-row" }, headerColumn)).toBe(true);
  });

  it("lets a node of an unknown kind stand anywhere a parent shows children", () => {
    expect(mayHold(sampleTrees(), { tree: "footer", parentUkey: null }, node("retired-kind", "old"))).toBe(true);
  });
});
