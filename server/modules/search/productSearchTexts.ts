import type { CatalogueCategory, CatalogueProduct } from "~/generated/schemas";

export interface ProductSearchTexts {
  /** The product's names in both languages: what ranks first. */
  names(product: CatalogueProduct): string[];
  /** Its highlights and the names of its categories and their parents, in both languages. */
  more(product: CatalogueProduct): (string | undefined)[];
}

/**
 * The texts a product is found by, for a shop document's categories: a product in "Oolong" (under "Tea") is found
 * by "tea" too.
 */
export function productSearchTexts(categories: readonly CatalogueCategory[]): ProductSearchTexts {
  const byId = new Map(categories.map((category) => [category.id, category]));
  const withParents = (id: number): CatalogueCategory[] => {
    const chain: CatalogueCategory[] = [];
    for (let category = byId.get(id); category && !chain.includes(category); category = byId.get(category.parentId)) {
      chain.push(category);
    }
    return chain;
  };
  return {
    names: (product) => [product.texts.th.name, product.texts.en.name],
    more: (product) => [
      product.texts.th.highlight,
      product.texts.en.highlight,
      ...product.categoryIds
        .flatMap(withParents)
        .flatMap((category) => [category.texts.th.name, category.texts.en.name]),
    ],
  };
}
