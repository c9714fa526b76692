import { describe, expect, it } from "vitest";
import type { Category } from "~/generated/schemas";
import { categoryAndDescendantIds, categoryTrail, hasSubcategories } from "./categoryTree";

function category(id: number, parentId: number): Category {
  return { category_id: id, category_slug: `c${id}`, _hierarchy_parent_id: parentId, _rank_rank: 0, name: `C${id}` };
}

const tree = [category(1, 0), category(2, 1), category(3, 2), category(4, 1), category(5, 0)];

describe("category tree", () => {
  it("trails from the top level down", () => {
    expect(categoryTrail(tree, 3).map((c) => c.category_id)).toEqual([1, 2, 3]);
    expect(categoryTrail(tree, 5).map((c) => c.category_id)).toEqual([5]);
    expect(categoryTrail(tree, 99)).toEqual([]);
  });

  it("collects a category and all below it", () => {
    expect(categoryAndDescendantIds(tree, 1)).toEqual([1, 2, 4, 3]);
    expect(categoryAndDescendantIds(tree, 3)).toEqual([3]);
    expect(hasSubcategories(tree, 2)).toBe(true);
    expect(hasSubcategories(tree, 3)).toBe(false);
  });

  it("stops on cycles", () => {
    const cyclic = [category(1, 2), category(2, 1)];
    expect(categoryTrail(cyclic, 1).map((c) => c.category_id)).toEqual([2, 1]);
    expect(categoryAndDescendantIds(cyclic, 1)).toEqual([1, 2]);
  });
});
