import { describe, expect, it } from "vitest";
import { allUkeys, findNode, subtreeNodes } from "./findNode";
import { freshUkey } from "./freshUkey";
import { node, sampleTrees } from "./testTrees";

describe("findNode", () => {
  it("finds a nested page node with its parent, index and the preview's pointer", () => {
    const found = findNode(sampleTrees(), "p2");
    expect(found).toMatchObject({
      tree: "page",
      index: 1,
      pointer: "/pageComponent/children/0/children/0/children/0/children/1",
    });
    expect(found?.node.ukey).toBe("p2");
    expect(found?.parent?.ukey).toBe("c1");
  });

  it("finds root nodes (parent null) and nodes of the header and footer zones", () => {
    expect(findNode(sampleTrees(), "s2")).toMatchObject({
      tree: "page",
      parent: null,
      index: 1,
      pointer: "/pageComponent/children/1",
    });
    expect(findNode(sampleTrees(), "h-cart")).toMatchObject({
      tree: "header",
      pointer: "/headerZone/children/0/children/0/children/0/children/0",
    });
    expect(findNode(sampleTrees(), "f-text")).toMatchObject({
      tree: "footer",
      pointer: "/footerZone/children/0/children/0",
    });
  });

  it("answers undefined for an unknown ukey and in empty trees", () => {
    expect(findNode(sampleTrees(), "nope")).toBeUndefined();
    expect(findNode({ header: [], page: [], footer: [] }, "s1")).toBeUndefined();
  });

  it("lists a subtree depth first and every ukey of the three trees", () => {
    const trees = sampleTrees();
    expect(subtreeNodes(trees.page[0] ?? node("section", "none")).map((node) => node.ukey)).toEqual([
      "s1",
      "r1",
      "c1",
      "p1",
      "p2",
      "p3",
    ]);
    expect([...allUkeys(trees)]).toEqual([
      "h",
      "h-row",
      "h-col",
      "h-cart",
      "s1",
      "r1",
      "c1",
      "p1",
      "p2",
      "p3",
      "s2",
      "f",
      "f-text",
    ]);
  });
});

describe("freshUkey", () => {
  it("makes a readable ukey not taken yet, and takes it", () => {
    const taken = new Set(["x"]);
    const first = freshUkey("paragraph", taken);
    const second = freshUkey("paragraph", taken);
    expect(first).toMatch(/^paragraph-[0-9a-f]{8}$/);
    expect(second).not.toBe(first);
    expect(taken).toEqual(new Set(["x", first, second]));
  });
});
