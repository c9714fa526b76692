import { describe, expect, it } from "vitest";
import type { EditedTrees } from "../contracts";
import { allUkeys, findNode } from "./findNode";
import {
  duplicateNode,
  insertAfter,
  insertChild,
  insertNode,
  moveDown,
  moveTo,
  moveUp,
  removeNode,
  updateSetting,
} from "./treeOps";
import { node, sampleTrees, shape } from "./testTrees";

// sampleTrees() is deep-frozen: an operation that changed its input would throw in these tests.
const page = (trees: EditedTrees | null) => (trees ? shape(trees.page) : null);
const empty = (): EditedTrees => ({ header: [], page: [], footer: [] });

describe("insertNode, insertChild, insertAfter", () => {
  it("inserts at a place, sharing the untouched nodes", () => {
    const before = sampleTrees();
    const after = insertNode(before, { tree: "page", parentUkey: "c1", index: 1 }, node("paragraph", "new"));
    expect(page(after)).toBe("s1[r1[c1[p1,new,p2,p3]]],s2");
    expect(after?.page[1]).toBe(before.page[1]);
    expect(after?.header).toBe(before.header);
  });

  it("appends as the last child, into an empty parent, and at the root of an empty tree", () => {
    expect(page(insertChild(sampleTrees(), "c1", node("paragraph", "new")))).toBe("s1[r1[c1[p1,p2,p3,new]]],s2");
    expect(page(insertChild(sampleTrees(), "s2", node("row", "new")))).toBe("s1[r1[c1[p1,p2,p3]]],s2[new]");
    const trees = insertNode(empty(), { tree: "footer", parentUkey: null, index: 0 }, node("section", "new"));
    expect(trees?.footer.map((each) => each.ukey)).toEqual(["new"]);
  });

  it("inserts after a sibling, also after the last one and at the root", () => {
    expect(page(insertAfter(sampleTrees(), "p3", node("paragraph", "new")))).toBe("s1[r1[c1[p1,p2,p3,new]]],s2");
    expect(page(insertAfter(sampleTrees(), "s1", node("section", "new")))).toBe("s1[r1[c1[p1,p2,p3]]],new,s2");
  });

  it("clamps an index past either end", () => {
    expect(page(insertNode(sampleTrees(), { tree: "page", parentUkey: null, index: 99 }, node("section", "n")))).toBe(
      "s1[r1[c1[p1,p2,p3]]],s2,n",
    );
    expect(page(insertNode(sampleTrees(), { tree: "page", parentUkey: null, index: -3 }, node("section", "n")))).toBe(
      "n,s1[r1[c1[p1,p2,p3]]],s2",
    );
  });

  it("refuses a kind the zone does not allow, a parent without children, a taken ukey, an unknown parent", () => {
    const trees = sampleTrees();
    expect(insertChild(trees, "c1", node("cart-button", "new"))).toBeNull();
    expect(insertChild(trees, "p1", node("paragraph", "new"))).toBeNull();
    expect(insertChild(trees, "c1", node("paragraph", "h-cart"))).toBeNull();
    expect(insertChild(trees, "c1", node("row", "new", [node("paragraph", "f-text")]))).toBeNull();
    expect(insertChild(trees, "nope", node("paragraph", "new"))).toBeNull();
    expect(insertAfter(trees, "nope", node("paragraph", "new"))).toBeNull();
  });
});

describe("removeNode", () => {
  it("removes a node with its subtree, first, last or only", () => {
    expect(page(removeNode(sampleTrees(), "p1"))).toBe("s1[r1[c1[p2,p3]]],s2");
    expect(page(removeNode(sampleTrees(), "p3"))).toBe("s1[r1[c1[p1,p2]]],s2");
    expect(page(removeNode(sampleTrees(), "s1"))).toBe("s2");
    expect(removeNode(sampleTrees(), "f-text")?.footer).toEqual([node("section", "f", [])]);
  });

  it("refuses an unknown ukey", () => {
    expect(removeNode(sampleTrees(), "nope")).toBeNull();
    expect(removeNode(empty(), "s1")).toBeNull();
  });
});

describe("duplicateNode", () => {
  it("copies the node and its descendants right after it, every copy with a fresh ukey", () => {
    const before = sampleTrees();
    const result = duplicateNode(before, "s1");
    if (!result) throw new Error("not duplicated");
    const copy = findNode(result.trees, result.ukey);
    expect(copy).toMatchObject({ tree: "page", parent: null, index: 1 });
    expect(result.trees.page[2]?.ukey).toBe("s2");
    expect(copy && shape([copy.node])).toMatch(
      /^section-\w{8}\[row-\w{8}\[column-\w{8}\[paragraph-\w{8},paragraph-\w{8},paragraph-\w{8}\]\]\]$/,
    );
    const ukeys = [...allUkeys(result.trees)];
    expect(new Set(ukeys).size).toBe(ukeys.length);
    expect(ukeys).toHaveLength(allUkeys(before).size + 6);
  });

  it("makes a deep copy: settings equal but not shared", () => {
    const result = duplicateNode(sampleTrees(), "p1");
    const original = findNode(sampleTrees(), "p1")?.node;
    const copy = result && findNode(result.trees, result.ukey)?.node;
    expect(copy?.setting).toEqual(original?.setting);
    expect(copy?.setting).not.toBe(result && findNode(result.trees, "p1")?.node.setting);
    expect(copy && "children" in copy).toBe(false);
  });

  it("refuses an unknown ukey", () => {
    expect(duplicateNode(sampleTrees(), "nope")).toBeNull();
  });
});

describe("moveUp, moveDown", () => {
  it("swaps a node with its neighbour", () => {
    expect(page(moveUp(sampleTrees(), "p2"))).toBe("s1[r1[c1[p2,p1,p3]]],s2");
    expect(page(moveDown(sampleTrees(), "p2"))).toBe("s1[r1[c1[p1,p3,p2]]],s2");
    expect(page(moveDown(sampleTrees(), "s1"))).toBe("s2,s1[r1[c1[p1,p2,p3]]]");
  });

  it("refuses the first child up, the last down, an only child either way, an unknown ukey", () => {
    expect(moveUp(sampleTrees(), "p1")).toBeNull();
    expect(moveDown(sampleTrees(), "p3")).toBeNull();
    expect(moveUp(sampleTrees(), "r1")).toBeNull();
    expect(moveDown(sampleTrees(), "r1")).toBeNull();
    expect(moveUp(sampleTrees(), "nope")).toBeNull();
  });
});

describe("moveTo", () => {
  it("reorders within a parent, the index counting the children without the node", () => {
    expect(page(moveTo(sampleTrees(), "p1", { tree: "page", parentUkey: "c1", index: 2 }))).toBe(
      "s1[r1[c1[p2,p3,p1]]],s2",
    );
    expect(page(moveTo(sampleTrees(), "p3", { tree: "page", parentUkey: "c1", index: 0 }))).toBe(
      "s1[r1[c1[p3,p1,p2]]],s2",
    );
  });

  it("moves to another parent, into an empty one, and to the root", () => {
    expect(page(moveTo(sampleTrees(), "r1", { tree: "page", parentUkey: "s2", index: 0 }))).toBe(
      "s1,s2[r1[c1[p1,p2,p3]]]",
    );
    expect(page(moveTo(sampleTrees(), "p2", { tree: "page", parentUkey: null, index: 1 }))).toBe(
      "s1[r1[c1[p1,p3]]],p2,s2",
    );
  });

  it("moves across trees where the zone allows every kind of the subtree", () => {
    const moved = moveTo(sampleTrees(), "p1", { tree: "footer", parentUkey: "f", index: 0 });
    expect(moved && shape(moved.footer)).toBe("f[p1,f-text]");
    expect(page(moved)).toBe("s1[r1[c1[p2,p3]]],s2");
    const section = moveTo(sampleTrees(), "s2", { tree: "header", parentUkey: null, index: 1 });
    expect(section && shape(section.header)).toBe("h[h-row[h-col[h-cart]]],s2");
    expect(moveTo(sampleTrees(), "f-text", { tree: "header", parentUkey: "h-col", index: 9 })?.footer).toEqual([
      node("section", "f", []),
    ]);
  });

  it("refuses a zone a kind of the subtree is not allowed in", () => {
    expect(moveTo(sampleTrees(), "h-cart", { tree: "page", parentUkey: "c1", index: 0 })).toBeNull();
    expect(moveTo(sampleTrees(), "h-row", { tree: "footer", parentUkey: "f", index: 0 })).toBeNull();
  });

  it("refuses a parent that shows no children, the node's own subtree, an unknown node or parent", () => {
    expect(moveTo(sampleTrees(), "p2", { tree: "page", parentUkey: "p1", index: 0 })).toBeNull();
    expect(moveTo(sampleTrees(), "r1", { tree: "page", parentUkey: "r1", index: 0 })).toBeNull();
    expect(moveTo(sampleTrees(), "s1", { tree: "page", parentUkey: "c1", index: 0 })).toBeNull();
    expect(moveTo(sampleTrees(), "nope", { tree: "page", parentUkey: null, index: 0 })).toBeNull();
    expect(moveTo(sampleTrees(), "p1", { tree: "page", parentUkey: "nope", index: 0 })).toBeNull();
    expect(moveTo(sampleTrees(), "p1", { tree: "header", parentUkey: "c1", index: 0 })).toBeNull();
  });

  it("answers null for a move to where the node already is", () => {
    expect(moveTo(sampleTrees(), "p2", { tree: "page", parentUkey: "c1", index: 1 })).toBeNull();
  });
});

describe("updateSetting", () => {
  it("replaces the setting of one node, copying only the path to it", () => {
    const before = sampleTrees();
    const after = updateSetting(before, "p2", { align: "center" });
    expect(after && findNode(after, "p2")?.node.setting).toEqual({ align: "center" });
    expect(after && findNode(after, "p1")?.node).toBe(findNode(before, "p1")?.node);
    expect(after?.page[1]).toBe(before.page[1]);
    expect(findNode(before, "p2")?.node.setting).toBeUndefined();
  });

  it("moves a setting stored as info to setting, and refuses an unknown ukey", () => {
    const trees: EditedTrees = { ...empty(), footer: [{ ...node("paragraph", "old"), info: { align: "start" } }] };
    expect(updateSetting(trees, "old", { align: "end" })?.footer[0]).toEqual({
      ...node("paragraph", "old"),
      setting: { align: "end" },
    });
    expect(updateSetting(trees, "nope", {})).toBeNull();
  });
});
