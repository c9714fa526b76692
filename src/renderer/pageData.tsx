import { createContext, useContext } from "react";
import type { Blog, Category, PageOtherData, Product } from "~/generated/schemas";

/** Catalogue data the page's widgets asked for (registry `needs`), fetched once with the page. */
export interface PageCatalogue {
  products: Readonly<Record<string, Product>>;
  /** Every category of the shop, when a widget needs them; null when not fetched or the fetch failed. */
  categories: readonly Category[] | null;
  /** The newest blog posts, when a widget needs them. */
  blogs: readonly Blog[] | null;
}

/** What widgets of the current page may read besides their setting. */
export interface PageDataValue {
  /** The page's path without language prefix, and its query string. */
  path: string;
  search: string;
  /** On a product page, with the shop's delivery rules in words (src/app/loaders/deliveryLine.server.ts). */
  otherData: PageOtherData & { deliveryLine?: string | null };
  catalogue: PageCatalogue;
}

export const EMPTY_CATALOGUE: PageCatalogue = { products: {}, categories: null, blogs: null };

const PageDataContext = createContext<PageDataValue>({
  path: "/",
  search: "",
  otherData: {},
  catalogue: EMPTY_CATALOGUE,
});

export const PageDataProvider = PageDataContext.Provider;

export function usePageData(): PageDataValue {
  return useContext(PageDataContext);
}
