import type { Category } from "~/generated/schemas";

/** §3 category tree: "Built into a tree by parent id; the root parent id is 0; children are sorted by the rank field." */

/** A category with its sorted children. */
export type CategoryNode = Category & { children: CategoryNode[] };

/** The parent id of a top-level category (§3: "the root parent id is 0"). */
export const ROOT_PARENT_ID = 0;

/** §3 "children are sorted by the rank field"; our choice: equal ranks are ordered by category_id, for stability. */
export function compareCategories(a: Category, b: Category): number {
  return a._rank_rank - b._rank_rank || a.category_id - b.category_id;
}

interface CategoryStructure {
  byId: Map<number, Category>;
  /** Each category's parent id after orphans are lifted and cycles broken; ROOT_PARENT_ID for the top level. */
  parentOf: Map<number, number>;
  /** Each category's children, sorted; ROOT_PARENT_ID holds the top level. */
  childrenById: Map<number, Category[]>;
}

/** The first category of each id: a repeated category_id is ignored, and so is a category claiming the root id 0. */
function uniqueById(categories: readonly Category[]): Map<number, Category> {
  const byId = new Map<number, Category>();
  for (const category of categories) {
    const id = category.category_id;
    if (id !== ROOT_PARENT_ID && !byId.has(id)) byId.set(id, category);
  }
  return byId;
}

/** The parent as given, or ROOT_PARENT_ID when that parent is not in the list (an orphan is top-level). */
function declaredParents(byId: Map<number, Category>): Map<number, number> {
  const parentOf = new Map<number, number>();
  for (const [id, category] of byId) {
    const parentId = category._hierarchy_parent_id;
    parentOf.set(id, byId.has(parentId) ? parentId : ROOT_PARENT_ID);
  }
  return parentOf;
}

/**
 * Follows parents from `startId` until the root or an already settled category. When it comes back to a category of
 * its own walk, that cycle is broken at its member sorting first (compareCategories), which becomes top-level.
 */
function settleFrom(startId: number, byId: Map<number, Category>, parentOf: Map<number, number>, settled: Set<number>) {
  const walk: number[] = [];
  const onWalk = new Set<number>();
  let id = startId;
  while (id !== ROOT_PARENT_ID && !settled.has(id) && !onWalk.has(id)) {
    walk.push(id);
    onWalk.add(id);
    id = parentOf.get(id) ?? ROOT_PARENT_ID;
  }
  if (onWalk.has(id)) {
    const cycle = walk.slice(walk.indexOf(id)).map((memberId) => byId.get(memberId) as Category);
    const breaker = cycle.sort(compareCategories)[0] as Category;
    parentOf.set(breaker.category_id, ROOT_PARENT_ID);
  }
  for (const walked of walk) settled.add(walked);
}

/** Parents with every cycle broken, so that following parents always ends at the root. */
function acyclicParents(byId: Map<number, Category>): Map<number, number> {
  const parentOf = declaredParents(byId);
  const settled = new Set<number>();
  for (const category of [...byId.values()].sort(compareCategories)) {
    settleFrom(category.category_id, byId, parentOf, settled);
  }
  return parentOf;
}

function resolveStructure(categories: readonly Category[]): CategoryStructure {
  const byId = uniqueById(categories);
  const parentOf = acyclicParents(byId);
  const childrenById = new Map<number, Category[]>();
  for (const [id, parentId] of parentOf) {
    const siblings = childrenById.get(parentId) ?? [];
    siblings.push(byId.get(id) as Category);
    childrenById.set(parentId, siblings);
  }
  for (const siblings of childrenById.values()) siblings.sort(compareCategories);
  return { byId, parentOf, childrenById };
}

function toNode(category: Category, childrenById: Map<number, Category[]>): CategoryNode {
  const children = childrenById.get(category.category_id) ?? [];
  return { ...category, children: children.map((child) => toNode(child, childrenById)) };
}

/**
 * §3: the category tree, top level first, siblings sorted by _rank_rank (ties by category_id). Our choices: a
 * category whose parent is not in the list is top-level; a repeated category_id keeps its first occurrence; a
 * parent cycle (including a category that is its own parent) is broken at its member sorting first, which becomes
 * top-level, so every category appears exactly once; a category with the root id 0 is ignored.
 */
export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const { childrenById } = resolveStructure(categories);
  return (childrenById.get(ROOT_PARENT_ID) ?? []).map((category) => toNode(category, childrenById));
}

/**
 * The categories from the top level down to `categoryId` (breadcrumbs), following the same parents as
 * buildCategoryTree (orphans top-level, cycles broken), so it always ends; [] for an unknown id.
 */
export function categoryTrail(categories: readonly Category[], categoryId: number): Category[] {
  const { byId, parentOf } = resolveStructure(categories);
  const trail: Category[] = [];
  let current = byId.get(categoryId);
  while (current) {
    trail.unshift(current);
    current = byId.get(parentOf.get(current.category_id) ?? ROOT_PARENT_ID);
  }
  return trail;
}

/**
 * `categoryId` itself followed by all its descendants in tree order (depth first, siblings by rank), as
 * buildCategoryTree places them; [] for an unknown id. Ends on cyclic data.
 */
export function descendantIds(categories: readonly Category[], categoryId: number): number[] {
  const { byId, childrenById } = resolveStructure(categories);
  if (!byId.has(categoryId)) return [];
  const ids: number[] = [];
  const collect = (id: number): void => {
    ids.push(id);
    for (const child of childrenById.get(id) ?? []) collect(child.category_id);
  };
  collect(categoryId);
  return ids;
}

/**
 * The children of `parentId` sorted by _rank_rank (ties by category_id), as buildCategoryTree places them: with
 * ROOT_PARENT_ID (0) the top level, orphans and broken cycles included; [] when there are none.
 */
export function childrenOf(categories: readonly Category[], parentId: number): Category[] {
  return [...(resolveStructure(categories).childrenById.get(parentId) ?? [])];
}
