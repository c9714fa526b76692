import type { ApiClient } from "~/api/client";
import type { Blog, Category, Product } from "~/generated/schemas";
import { PRODUCT_BATCH_MAX } from "~/lib/constants";
import type { MergedNeeds } from "~/renderer/collectNeeds";
import type { PageCatalogue } from "~/renderer/pageData";

/** What the frame fetched: the page's catalogue, and the products the shop answered it does not have. */
export interface FetchedCatalogue {
  catalogue: PageCatalogue;
  /** Uuids asked for in a batch the shop answered without them (a failed batch names none). */
  unknownProducts: ReadonlySet<string>;
}

/**
 * The catalogue a replaced page's widgets need, fetched in the browser as the page loader does on the server:
 * what the shown page brought is kept, only what is missing is asked for, and a failed call leaves its part out.
 */
export async function fetchMissingCatalogue(
  api: ApiClient,
  needs: MergedNeeds,
  have: PageCatalogue,
): Promise<FetchedCatalogue> {
  const missing = needs.productUuids.filter((uuid) => !have.products[uuid]);
  const warn = (what: string) => (error: unknown) => {
    console.warn(`[preview] ${what} fetch failed`, error);
    return null;
  };
  const batches: Promise<{ asked: string[]; found: Product[] | null }>[] = [];
  for (let start = 0; start < missing.length; start += PRODUCT_BATCH_MAX) {
    const asked = missing.slice(start, start + PRODUCT_BATCH_MAX);
    const answer = api.get<Product[]>("/api/products/batch", { "filter[uuid]": asked.join(",") });
    batches.push(answer.catch(warn("products")).then((found) => ({ asked, found })));
  }
  const [answered, categories, blogs] = await Promise.all([
    Promise.all(batches),
    needs.categories && !have.categories
      ? api.get<Category[]>("/api/product-categories").catch(warn("categories"))
      : have.categories,
    needs.blogs > (have.blogs?.length ?? 0)
      ? api.get<Blog[]>("/api/blogs", { limit: needs.blogs }).catch(warn("blogs"))
      : have.blogs,
  ]);
  const products = { ...have.products };
  const unknownProducts = new Set<string>();
  for (const batch of answered) {
    for (const product of batch.found ?? []) products[product.uuid] = product;
    if (batch.found) for (const uuid of batch.asked) if (!products[uuid]) unknownProducts.add(uuid);
  }
  return { catalogue: { products, categories, blogs }, unknownProducts };
}
