import { describe, expect, it } from "vitest";
import type { EditedTrees } from "../contracts";
import { node, sampleTrees } from "../tree/testTrees";
import { duplicateNode, insertChild, moveDown, removeNode, updateSetting } from "../tree/treeOps";
import { singleNodeEdit } from "./singleNodeEdit";

/** An edit's result, which these tests expect to be made. */
function made<T>(result: T | null): T {
  if (result === null) throw new Error("the edit was refused");
  return result;
}

describe("singleNodeEdit", () => {
  it("finds a nested node's new setting, with its place", () => {
    const before = sampleTrees();
    const after = made(updateSetting(before, "p2", { blocks: [] }));
    expect(singleNodeEdit(before.page, after.page)).toEqual({
      at: [0, 0, 0, 1],
      node: { ...node("paragraph", "p2"), setting: { blocks: [] } },
    });
  });

  it("gives a parent's own fields without its children", () => {
    const before = sampleTrees();
    const after = made(updateSetting(before, "s1", { title: "Tea" }));
    expect(singleNodeEdit(before.page, after.page)).toEqual({
      at: [0],
      node: { ukey: "s1", type: "section", kind: "section", setting: { title: "Tea" } },
    });
  });

  it("gives every own field, so one that is gone is gone in the frame too (info moved to setting)", () => {
    const before: EditedTrees = { ...sampleTrees(), page: [{ ...node("paragraph", "p"), info: { blocks: [] } }] };
    const after = made(updateSetting(before, "p", { blocks: [] }, 2));
    expect(singleNodeEdit(before.page, after.page)?.node).toEqual({
      ...node("paragraph", "p"),
      setting: { blocks: [] },
      version: 2,
    });
  });

  it("is null when nothing changed", () => {
    const trees = sampleTrees();
    expect(singleNodeEdit(trees.page, trees.page)).toBeNull();
    expect(singleNodeEdit(trees.page, [...trees.page])).toBeNull();
  });

  it("is null when a node is added, removed, duplicated or moved", () => {
    const before = sampleTrees();
    const changed = [
      made(insertChild(before, "c1", node("paragraph", "new"))),
      made(removeNode(before, "p2")),
      made(duplicateNode(before, "p1")).trees,
      made(moveDown(before, "p1")),
    ];
    for (const after of changed) expect(singleNodeEdit(before.page, after.page)).toBeNull();
  });

  it("is null when two nodes are edited", () => {
    const before = sampleTrees();
    const after = made(updateSetting(made(updateSetting(before, "p1", { blocks: [] })), "p3", { blocks: [] }));
    expect(singleNodeEdit(before.page, after.page)).toBeNull();
  });

  it("is null when the node at a place has another ukey", () => {
    const before = sampleTrees();
    expect(singleNodeEdit(before.page, [...before.page].reverse())).toBeNull();
  });
});
