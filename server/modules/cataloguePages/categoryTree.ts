import type { Category } from "~/generated/schemas";

/** The categories from the top level down to `id` (empty when unknown). Safe against cycles in the data. */
export function categoryTrail(categories: readonly Category[], id: number): Category[] {
  const byId = new Map(categories.map((category) => [category.category_id, category]));
  const trail: Category[] = [];
  let current = byId.get(id);
  while (current && !trail.includes(current)) {
    trail.unshift(current);
    current = byId.get(current._hierarchy_parent_id);
  }
  return trail;
}

/** `id` and the ids of all categories below it. */
export function categoryAndDescendantIds(categories: readonly Category[], id: number): number[] {
  const ids = [id];
  const seen = new Set(ids);
  for (let index = 0; index < ids.length; index += 1) {
    for (const category of categories) {
      if (category._hierarchy_parent_id === ids[index] && !seen.has(category.category_id)) {
        seen.add(category.category_id);
        ids.push(category.category_id);
      }
    }
  }
  return ids;
}

export function hasSubcategories(categories: readonly Category[], id: number): boolean {
  return categories.some((category) => category._hierarchy_parent_id === id);
}
