import type { ApiClient } from "~/api/client";
import type { Blog, Category, Product } from "~/generated/schemas";
import { PRODUCT_BATCH_MAX } from "~/lib/constants";
import type { MergedNeeds } from "~/renderer/collectNeeds";
import type { PageCatalogue } from "~/renderer/pageData";

/**
 * Fetches what a render's widgets need, each kind of data once and in parallel: one products batch (filter[uuid]
 * sorted and comma-joined), the categories, the newest blog posts. Failures leave that part out (§8: a failed
 * batch answers null for every product; category and blog failures are logged and swallowed).
 */
export async function fetchCatalogue(api: ApiClient, needs: MergedNeeds): Promise<PageCatalogue> {
  const [products, categories, blogs] = await Promise.all([
    fetchProducts(api, needs.productUuids),
    needs.categories
      ? api.get<Category[]>("/api/product-categories").catch((error: unknown) => {
          console.warn("[catalogue] categories fetch failed", error);
          return null;
        })
      : null,
    needs.blogs > 0 ? api.get<Blog[]>("/api/blogs", { limit: needs.blogs }).catch(() => null) : null,
  ]);
  return { products, categories, blogs };
}

async function fetchProducts(api: ApiClient, uuids: readonly string[]): Promise<Record<string, Product>> {
  const byUuid: Record<string, Product> = {};
  for (let start = 0; start < uuids.length; start += PRODUCT_BATCH_MAX) {
    const chunk = uuids.slice(start, start + PRODUCT_BATCH_MAX);
    const found = await api
      .get<Product[]>("/api/products/batch", { "filter[uuid]": chunk.join(",") })
      .catch((error: unknown) => {
        console.warn("[catalogue] products batch failed", error);
        return [];
      });
    for (const product of found) byUuid[product.uuid] = product;
  }
  return byUuid;
}
