import type { ApiClient } from "~/api/client";
import type { Blog, Category, Product } from "~/generated/schemas";
import { PRODUCT_BATCH_MAX } from "~/lib/constants";
import type { MergedNeeds } from "~/renderer/collectNeeds";
import type { PageCatalogue } from "~/renderer/pageData";

/**
 * The catalogue a replaced page's widgets need, fetched in the browser as the page loader does on the server:
 * what the shown page brought is kept, only what is missing is asked for, and a failed call leaves its part out.
 */
export async function fetchMissingCatalogue(
  api: ApiClient,
  needs: MergedNeeds,
  have: PageCatalogue,
): Promise<PageCatalogue> {
  const missing = needs.productUuids.filter((uuid) => !have.products[uuid]);
  const warn = (what: string) => (error: unknown) => {
    console.warn(`[preview] ${what} fetch failed`, error);
    return null;
  };
  const batches: Promise<Product[] | null>[] = [];
  for (let start = 0; start < missing.length; start += PRODUCT_BATCH_MAX) {
    const uuids = missing.slice(start, start + PRODUCT_BATCH_MAX).join(",");
    batches.push(api.get<Product[]>("/api/products/batch", { "filter[uuid]": uuids }).catch(warn("products")));
  }
  const [found, categories, blogs] = await Promise.all([
    Promise.all(batches),
    needs.categories && !have.categories
      ? api.get<Category[]>("/api/product-categories").catch(warn("categories"))
      : have.categories,
    needs.blogs > (have.blogs?.length ?? 0)
      ? api.get<Blog[]>("/api/blogs", { limit: needs.blogs }).catch(warn("blogs"))
      : have.blogs,
  ]);
  const products = { ...have.products };
  for (const product of found.flat()) if (product) products[product.uuid] = product;
  return { products, categories, blogs };
}
