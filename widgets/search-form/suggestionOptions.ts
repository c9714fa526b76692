import type { SearchSuggest } from "~/generated/schemas";

/** One option of the search box's suggestions: a recent search, or a product or category of the shop. */
export interface Option {
  /** The option element's id (the box's aria-activedescendant). */
  id: string;
  kind: "recent" | "product" | "category";
  label: string;
  /** A product's or category's site path (no language prefix); none for a recent search. */
  path?: string;
}

/** The options in the order they are listed and moved through: recent searches, products, categories. */
export function optionsOf(recent: readonly string[], answer: SearchSuggest | null, idPrefix: string): Option[] {
  const found: Omit<Option, "id">[] = [
    ...recent.map((label) => ({ kind: "recent" as const, label })),
    ...(answer?.products ?? []).map((link) => ({ kind: "product" as const, label: link.name, path: link.path })),
    ...(answer?.categories ?? []).map((link) => ({ kind: "category" as const, label: link.name, path: link.path })),
  ];
  return found.map((option, index) => ({ ...option, id: `${idPrefix}${index}` }));
}
