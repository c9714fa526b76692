import { PRODUCT_BATCH_MAX } from "~/lib/constants";
import type { PathLang } from "~/lib/localePath";
import type { Product } from "~/generated/schemas";
import type { MergedNeeds } from "~/renderer/collectNeeds";
import type { PageCatalogue } from "~/renderer/pageData";
import type { ShopData } from "../services";

/**
 * Fetches what a render's widgets need, each kind of data once and in parallel: one products batch (uuids
 * sorted), the categories, the newest blog posts. Failures leave that part out (§8: a failed batch answers null
 * for every product; category and blog failures are logged and swallowed).
 */
export async function fetchCatalogue(data: ShopData, lang: PathLang, needs: MergedNeeds): Promise<PageCatalogue> {
  const [products, categories, blogs] = await Promise.all([
    fetchProducts(data, lang, needs.productUuids),
    needs.categories
      ? data.categories(lang).catch((error: unknown) => {
          console.warn("[catalogue] categories fetch failed", error);
          return null;
        })
      : null,
    needs.blogs > 0 ? data.blogs(lang, needs.blogs).catch(() => null) : null,
  ]);
  return { products, categories, blogs };
}

async function fetchProducts(data: ShopData, lang: PathLang, uuids: readonly string[]) {
  const byUuid: Record<string, Product> = {};
  for (let start = 0; start < uuids.length; start += PRODUCT_BATCH_MAX) {
    const found = await data.products(lang, uuids.slice(start, start + PRODUCT_BATCH_MAX)).catch((error: unknown) => {
      console.warn("[catalogue] products batch failed", error);
      return [];
    });
    for (const product of found) byUuid[product.uuid] = product;
  }
  return byUuid;
}
