import { describe, expect, it } from "vitest";
import { replaceNodeAt } from "./replaceNodeAt";

const tree = () => [
  { kind: "section", ukey: "s1", setting: { title: "One" }, children: [{ kind: "text", ukey: "t1", setting: {} }] },
  {
    kind: "section",
    ukey: "s2",
    setting: { title: "Two" },
    children: [
      { kind: "text", ukey: "t2", setting: { text: "a" } },
      { kind: "text", ukey: "t3", setting: { text: "b" } },
    ],
  },
];

/** The replaced tree, which these tests expect to be made, as nodes to look into. */
function made(result: unknown[] | null): ReturnType<typeof tree> {
  if (result === null) throw new Error("no node was replaced");
  return result as ReturnType<typeof tree>;
}

describe("replaceNodeAt", () => {
  it("gives a top-level node new fields, keeping its children and its siblings (the same objects)", () => {
    const before = tree();
    const after = made(replaceNodeAt(before, [0], { kind: "section", ukey: "s1", setting: { title: "Uno" } }));
    expect(after[0]).toEqual({ ...before[0], setting: { title: "Uno" } });
    expect(after[0]?.children).toBe(before[0]?.children);
    expect(after[1]).toBe(before[1]);
    expect(before[0]?.setting.title).toBe("One"); // the input is not changed
  });

  it("reaches a nested node by its index at each level, copying only the path", () => {
    const before = tree();
    const fields = { kind: "text", ukey: "t3", setting: { text: "B" }, version: 2 };
    const after = made(replaceNodeAt(before, [1, 1], fields));
    expect(after[1]?.children[1]).toEqual(fields);
    expect(after[1]?.children[0]).toBe(before[1]?.children[0]);
    expect(after[1]?.setting).toBe(before[1]?.setting);
    expect(after[0]).toBe(before[0]);
  });

  it("replaces every own field: one the new fields lack is gone", () => {
    const before = [{ kind: "text", ukey: "t", info: { text: "old" }, setting: undefined }];
    expect(replaceNodeAt(before, [0], { kind: "text", ukey: "t", setting: { text: "new" } })).toEqual([
      { kind: "text", ukey: "t", setting: { text: "new" } },
    ]);
  });

  it.each([
    ["another ukey at the place", [0], "s2"],
    ["an index past the end", [2], "s1"],
    ["a path deeper than the tree", [0, 0, 0], "x"],
    ["a negative index", [-1], "s1"],
  ])("is null for %s", (_, at, ukey) => {
    expect(replaceNodeAt(tree(), at, { ukey })).toBeNull();
  });

  it("is null where the tree holds no node at the place (not an object)", () => {
    expect(replaceNodeAt([null, "text", [1]], [0], { ukey: "a" })).toBeNull();
    expect(replaceNodeAt([null, "text", [1]], [2], { ukey: "a" })).toBeNull();
    expect(replaceNodeAt([{ ukey: "p", children: "no" }], [0, 0], { ukey: "a" })).toBeNull();
  });
});
