import { parseBlogPath, parseCategoryPath, parseProductPath, SEARCH_PATH } from "~/lib/catalogPaths";
import { blogPage } from "./blogPage";
import { categoryPage } from "./categoryPage";
import type { CataloguePageContext, GeneratedPage } from "./context";
import { productPage } from "./productPage";
import { searchPage } from "./searchPage";

export type { CataloguePageContext, GeneratedPage } from "./context";

/**
 * The generated page of a catalogue path (§2) when no stored page has that path: /product/…, /category/…,
 * /blog/{id} and /search. Undefined when the path is no catalogue path or names nothing of the shop (404).
 */
export async function generateCataloguePage(context: CataloguePageContext): Promise<GeneratedPage | undefined> {
  const { path } = context;
  if (path === SEARCH_PATH) return searchPage(context);
  const product = parseProductPath(path);
  if (product) return productPage(context, product);
  const category = parseCategoryPath(path);
  if (category) return categoryPage(context, category);
  const blogId = parseBlogPath(path);
  if (blogId !== null) return blogPage(context, blogId);
  return undefined;
}
