import { describe, expect, it } from "vitest";
import { dropTarget, outlineRows } from "./outlineRows";
import { sampleTrees } from "./testTrees";

const ids = (collapsed: string[] = []) =>
  outlineRows(sampleTrees(), new Set(collapsed)).map((row) => `${"-".repeat(row.depth)}${row.id}`);
/** The place a drop finds, without the depth it gives (the place says it: its parent). */
function drop(active: string, over: string, collapsed: string[] = [], wantedDepth?: number) {
  const place = dropTarget(outlineRows(sampleTrees(), new Set(collapsed)), active, over, wantedDepth);
  if (!place) return place;
  const { depth: _depth, ...point } = place;
  return point;
}

describe("outlineRows", () => {
  it("lists each group and its nodes depth first", () => {
    expect(ids()).toEqual([
      ...["tree:header", "-h", "--h-row", "---h-col", "----h-cart"],
      ...["tree:page", "-s1", "--r1", "---c1", "----p1", "----p2", "----p3", "-s2"],
      ...["tree:footer", "-f", "--f-text"],
    ]);
  });

  it("skips the rows under a collapsed node or group", () => {
    expect(ids(["r1", "tree:header"])).toEqual([
      "tree:header",
      "tree:page",
      "-s1",
      "--r1",
      "-s2",
      "tree:footer",
      "-f",
      "--f-text",
    ]);
  });

  it("tells each row's place and whether it shows children", () => {
    const rows = outlineRows(sampleTrees(), new Set());
    expect(rows.find((row) => row.id === "p2")).toMatchObject({
      ...{ tree: "page", depth: 4, parentUkey: "c1", index: 1, siblingCount: 3 },
      ...{ hasChildren: false, takesChildren: false },
    });
    expect(rows.find((row) => row.id === "s2")).toMatchObject({
      hasChildren: false,
      takesChildren: true,
      expanded: true,
    });
  });
});

describe("dropTarget", () => {
  it("reorders among siblings, down and up", () => {
    expect(drop("p1", "p2")).toEqual({ tree: "page", parentUkey: "c1", index: 1 });
    expect(drop("p1", "p3")).toEqual({ tree: "page", parentUkey: "c1", index: 2 });
    expect(drop("p3", "p1")).toEqual({ tree: "page", parentUkey: "c1", index: 0 });
  });

  it("keeps its depth where it can: a section dropped past another stays at the root", () => {
    expect(drop("s1", "s2")).toEqual({ tree: "page", parentUkey: null, index: 1 });
  });

  it("goes into an empty parent just above, and out to the level of the row below", () => {
    expect(drop("p3", "s2")).toEqual({ tree: "page", parentUkey: "s2", index: 0 });
    expect(drop("r1", "s2")).toEqual({ tree: "page", parentUkey: "s2", index: 0 });
  });

  it("moves between trees: past a group's row into that tree", () => {
    expect(drop("p3", "tree:footer")).toEqual({ tree: "footer", parentUkey: null, index: 0 });
    expect(drop("f-text", "tree:footer")).toEqual({ tree: "page", parentUkey: "s2", index: 0 });
    expect(drop("f-text", "h-cart")).toEqual({ tree: "header", parentUkey: "h-col", index: 0 });
  });

  it("answers undefined for a group, above the first group, or over the node's own subtree", () => {
    expect(drop("tree:page", "s1")).toBeUndefined();
    expect(drop("h", "tree:header")).toBeUndefined();
    expect(drop("r1", "p1")).toBeUndefined();
    expect(drop("nope", "p1")).toBeUndefined();
  });

  it("goes to the depth a drag to the side asks for, the nearest the rows around allow", () => {
    expect(drop("p3", "p3", [], 1)).toEqual({ tree: "page", parentUkey: null, index: 1 }); // out to the root
    expect(drop("p3", "p3", [], 2)).toEqual({ tree: "page", parentUkey: "s1", index: 1 });
    expect(drop("p3", "p3", [], 9)).toEqual({ tree: "page", parentUkey: "c1", index: 2 });
    expect(drop("p1", "p1", [], 1)).toEqual({ tree: "page", parentUkey: "c1", index: 0 }); // p2 below holds it in
    expect(dropTarget(outlineRows(sampleTrees(), new Set()), "p3", "p3", 2)?.depth).toBe(2);
  });

  it("puts a node dropped on itself back where it is", () => {
    expect(drop("p2", "p2")).toEqual({ tree: "page", parentUkey: "c1", index: 1 });
  });
});
