import { describe, expect, it } from "vitest";
import type { Category } from "~/generated/schemas";
import {
  ROOT_PARENT_ID,
  buildCategoryTree,
  categoryTrail,
  childrenOf,
  compareCategories,
  descendantIds,
  type CategoryNode,
} from "./categoryTree";

const cat = (category_id: number, parent: number, rank: number): Category => ({
  category_id,
  category_slug: `c${category_id}`,
  _hierarchy_parent_id: parent,
  _rank_rank: rank,
  name: `Category ${category_id}`,
});

/** [id, [children...]] shape of a tree, read independently of the code under test. */
type Shape = [number, Shape[]];
const shape = (nodes: CategoryNode[]): Shape[] => nodes.map((node) => [node.category_id, shape(node.children)]);

function allIds(nodes: CategoryNode[]): number[] {
  return nodes.flatMap((node) => [node.category_id, ...allIds(node.children)]);
}

const ids = (categories: Category[]): number[] => categories.map((category) => category.category_id);

// 1 (rank 2)          3 (rank 1)
//   ├ 11 (rank 5)       └ 31 (rank 0)
//   └ 12 (rank 1)
//       └ 121 (rank 0)
const SHOP = [cat(11, 1, 5), cat(1, 0, 2), cat(121, 12, 0), cat(3, 0, 1), cat(12, 1, 1), cat(31, 3, 0)];

describe("ROOT_PARENT_ID", () => {
  it("is 0 (§3)", () => {
    expect(ROOT_PARENT_ID).toBe(0);
  });
});

describe("compareCategories", () => {
  it("orders by rank, then by id", () => {
    expect(compareCategories(cat(1, 0, 1), cat(2, 0, 2))).toBeLessThan(0);
    expect(compareCategories(cat(2, 0, 2), cat(1, 0, 1))).toBeGreaterThan(0);
    expect(compareCategories(cat(9, 0, 1), cat(2, 0, 1))).toBeGreaterThan(0);
    expect(compareCategories(cat(2, 0, 1), cat(9, 0, 1))).toBeLessThan(0);
    expect(compareCategories(cat(5, 0, 1), cat(5, 0, 1))).toBe(0);
  });
});

describe("buildCategoryTree", () => {
  it("is empty for no categories", () => {
    expect(buildCategoryTree([])).toEqual([]);
  });

  it("nests by parent id with the top level at parent 0, siblings sorted by rank", () => {
    expect(shape(buildCategoryTree(SHOP))).toEqual([
      [3, [[31, []]]],
      [
        1,
        [
          [12, [[121, []]]],
          [11, []],
        ],
      ],
    ]);
  });

  it("keeps every category field on its node", () => {
    const [node] = buildCategoryTree([{ ...cat(7, 0, 0), description: "d" }]);
    expect(node).toEqual({ ...cat(7, 0, 0), description: "d", children: [] });
  });

  it("does not modify the input categories", () => {
    const input = structuredClone(SHOP);
    buildCategoryTree(input);
    expect(input).toEqual(SHOP);
    expect(input.some((category) => "children" in category)).toBe(false);
  });

  it("sorts negative and large ranks numerically", () => {
    const list = [cat(1, 0, 10), cat(2, 0, -5), cat(3, 0, 2), cat(4, 0, 100)];
    expect(allIds(buildCategoryTree(list))).toEqual([2, 3, 1, 4]);
  });

  it("breaks rank ties by category_id, whatever the input order", () => {
    const list = [cat(30, 0, 1), cat(10, 0, 1), cat(20, 0, 1), cat(5, 0, 0)];
    expect(allIds(buildCategoryTree(list))).toEqual([5, 10, 20, 30]);
    expect(allIds(buildCategoryTree([...list].reverse()))).toEqual([5, 10, 20, 30]);
  });

  it("treats a category whose parent is missing as top-level", () => {
    const list = [cat(1, 0, 1), cat(2, 99, 0), cat(3, 2, 0)];
    expect(shape(buildCategoryTree(list))).toEqual([
      [2, [[3, []]]],
      [1, []],
    ]);
  });

  it("keeps the first of repeated category ids", () => {
    const first = { ...cat(1, 0, 0), name: "first" };
    const second = { ...cat(1, 0, 0), name: "second" };
    const tree = buildCategoryTree([first, second]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.name).toBe("first");
  });

  it("ignores a category claiming the root id 0", () => {
    expect(allIds(buildCategoryTree([cat(0, 0, 0), cat(1, 0, 1)]))).toEqual([1]);
  });

  it("builds deep chains", () => {
    const chain = Array.from({ length: 50 }, (_, index) => cat(index + 1, index, 0));
    let node = buildCategoryTree(chain)[0];
    let depth = 0;
    while (node) {
      depth += 1;
      expect(node.category_id).toBe(depth);
      node = node.children[0];
    }
    expect(depth).toBe(50);
  });

  describe("cycles", () => {
    it("attaches a self-parented category once, at the top level", () => {
      const tree = buildCategoryTree([cat(5, 5, 0)]);
      expect(shape(tree)).toEqual([[5, []]]);
    });

    it("attaches a two-node cycle once, broken at the member sorting first", () => {
      const tree = buildCategoryTree([cat(1, 2, 0), cat(2, 1, 0)]);
      expect(shape(tree)).toEqual([[1, [[2, []]]]]);
    });

    it("breaks at the lowest rank rather than the lowest id", () => {
      const tree = buildCategoryTree([cat(1, 2, 9), cat(2, 1, 3)]);
      expect(shape(tree)).toEqual([[2, [[1, []]]]]);
    });

    it("gives the same tree whatever the input order", () => {
      const list = [cat(1, 3, 0), cat(2, 1, 0), cat(3, 2, 0), cat(4, 2, 1), cat(5, 0, 0)];
      const expected = shape(buildCategoryTree(list));
      expect(shape(buildCategoryTree([...list].reverse()))).toEqual(expected);
      expect(shape(buildCategoryTree([list[3], list[0], list[4], list[2], list[1]] as Category[]))).toEqual(expected);
    });

    it("attaches every node of a longer cycle and its branches exactly once", () => {
      // 1 -> 2 -> 3 -> 1 is a cycle; 4 hangs off 3; 6 is an ordinary root
      const list = [cat(1, 3, 0), cat(2, 1, 0), cat(3, 2, 0), cat(4, 3, 0), cat(6, 0, 0)];
      const tree = buildCategoryTree(list);
      expect(allIds(tree).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 6]);
      expect(shape(tree)).toEqual([
        [1, [[2, [[3, [[4, []]]]]]]],
        [6, []],
      ]);
    });

    it("handles a category that points into a cycle without being in it", () => {
      // 10 -> 20 -> 10 cycle; 5 (lowest id) points at 20 but is not in the cycle
      const list = [cat(5, 20, 0), cat(10, 20, 0), cat(20, 10, 0)];
      const tree = buildCategoryTree(list);
      expect(shape(tree)).toEqual([[10, [[20, [[5, []]]]]]]);
    });

    it("handles several separate cycles", () => {
      const list = [cat(1, 2, 0), cat(2, 1, 0), cat(3, 4, 0), cat(4, 3, 0), cat(7, 7, 0)];
      const tree = buildCategoryTree(list);
      expect(allIds(tree).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 7]);
      expect(tree.map((node) => node.category_id)).toEqual([1, 3, 7]);
    });
  });
});

describe("categoryTrail", () => {
  it("runs from the top level down to the category", () => {
    expect(ids(categoryTrail(SHOP, 121))).toEqual([1, 12, 121]);
    expect(ids(categoryTrail(SHOP, 31))).toEqual([3, 31]);
  });

  it("is just the category for a top-level one", () => {
    expect(categoryTrail(SHOP, 1)).toEqual([cat(1, 0, 2)]);
  });

  it("is [] for an unknown id and for 0", () => {
    expect(categoryTrail(SHOP, 999)).toEqual([]);
    expect(categoryTrail(SHOP, 0)).toEqual([]);
    expect(categoryTrail([], 1)).toEqual([]);
  });

  it("stops at an orphan (its missing parent is not invented)", () => {
    expect(ids(categoryTrail([cat(2, 99, 0), cat(3, 2, 0)], 3))).toEqual([2, 3]);
  });

  it("returns the input category objects", () => {
    const trail = categoryTrail(SHOP, 121);
    expect(trail[0]).toBe(SHOP[1]);
    expect(trail[2]).toBe(SHOP[2]);
  });

  it("ends on cyclic data and agrees with the tree", () => {
    const list = [cat(1, 2, 0), cat(2, 1, 0)];
    expect(ids(categoryTrail(list, 1))).toEqual([1]);
    expect(ids(categoryTrail(list, 2))).toEqual([1, 2]);
    expect(ids(categoryTrail([cat(5, 5, 0)], 5))).toEqual([5]);
  });

  it("agrees with the tree for every category of a longer cycle", () => {
    const list = [cat(1, 3, 0), cat(2, 1, 0), cat(3, 2, 0), cat(4, 3, 0)];
    expect(ids(categoryTrail(list, 4))).toEqual([1, 2, 3, 4]);
    expect(ids(categoryTrail(list, 3))).toEqual([1, 2, 3]);
  });
});

describe("descendantIds", () => {
  it("is the category and all descendants, depth first in rank order", () => {
    expect(descendantIds(SHOP, 1)).toEqual([1, 12, 121, 11]);
    expect(descendantIds(SHOP, 12)).toEqual([12, 121]);
  });

  it("is just the category for a leaf", () => {
    expect(descendantIds(SHOP, 121)).toEqual([121]);
  });

  it("is [] for an unknown id", () => {
    expect(descendantIds(SHOP, 999)).toEqual([]);
    expect(descendantIds(SHOP, 0)).toEqual([]);
  });

  it("ends on cyclic data and lists each id once", () => {
    const list = [cat(1, 3, 0), cat(2, 1, 0), cat(3, 2, 0)];
    expect(descendantIds(list, 1)).toEqual([1, 2, 3]);
    expect(descendantIds(list, 2)).toEqual([2, 3]);
    expect(descendantIds([cat(5, 5, 0)], 5)).toEqual([5]);
  });

  it("includes an orphan's children under it", () => {
    expect(descendantIds([cat(2, 99, 0), cat(3, 2, 0)], 2)).toEqual([2, 3]);
  });
});

describe("childrenOf", () => {
  it("lists a parent's children sorted by rank", () => {
    expect(ids(childrenOf(SHOP, 1))).toEqual([12, 11]);
  });

  it("lists the top level for parent 0", () => {
    expect(ids(childrenOf(SHOP, 0))).toEqual([3, 1]);
  });

  it("includes orphans and cycle breakers in the top level", () => {
    const list = [cat(1, 0, 5), cat(2, 99, 0), cat(3, 4, 0), cat(4, 3, 1)];
    expect(ids(childrenOf(list, 0))).toEqual([2, 3, 1]);
  });

  it("is [] for a leaf and for an unknown parent", () => {
    expect(childrenOf(SHOP, 121)).toEqual([]);
    expect(childrenOf(SHOP, 999)).toEqual([]);
  });

  it("breaks rank ties by id", () => {
    expect(ids(childrenOf([cat(9, 0, 0), cat(4, 0, 0), cat(6, 0, 0)], 0))).toEqual([4, 6, 9]);
  });

  it("returns a fresh array each time", () => {
    const first = childrenOf(SHOP, 1);
    first.pop();
    expect(ids(childrenOf(SHOP, 1))).toEqual([12, 11]);
  });
});
