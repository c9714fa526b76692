import type { CSSProperties } from "react";
import type { Product } from "~/generated/schemas";
import { type HeadingLevel, ProductCard, ProductCardSkeleton } from "./ProductCard";

export interface ProductListEntry {
  key: string;
  /** undefined while loading (a skeleton card), null when the shop has no such product (left out). */
  product: Product | null | undefined;
}

export interface ProductListProps {
  entries: readonly ProductListEntry[];
  /** Columns from desktop up; two on phones, at most three on tablets. */
  columns?: number;
  headingLevel?: HeadingLevel;
  /** How many leading cards show their image with priority: a page's main list, whose first row a phone shows first. */
  priorityCards?: number;
}

/** A phone's first row: the images most likely to be a listing page's largest paint. */
export const FIRST_ROW_ON_PHONES = 2;

/** Product cards in a responsive grid, in the given order. */
export function ProductList({ entries, columns = 4, headingLevel = 3, priorityCards = 0 }: ProductListProps) {
  const shown = entries.filter((entry) => entry.product !== null);
  const loading = shown.some((entry) => entry.product === undefined);
  const style = {
    "--product-columns": String(columns),
    "--product-columns-tablet": String(Math.min(3, columns)),
  } as CSSProperties;
  return (
    <ul className="product-list" style={style} aria-busy={loading || undefined}>
      {shown.map(({ key, product }, index) => (
        <li key={key} className="product-list__item">
          {product ? (
            <ProductCard product={product} headingLevel={headingLevel} priorityImage={index < priorityCards} />
          ) : (
            <ProductCardSkeleton />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Entries for products already at hand (page data). */
export function entriesOf(products: readonly Product[]): ProductListEntry[] {
  return products.map((product) => ({ key: product.uuid, product }));
}
