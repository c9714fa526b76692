import type { ProductsBatchQuery } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import type { ShopApiDeps } from "../http/deps";
import { shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { productUuidsOf, readProducts, UUID_FILTER } from "./service";

/** GET /products/batch?filter[uuid]=a,b,c&lang= (§7; see readProducts). */
export function productRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const api = shopRoutes(deps, resolveShop);
  api.get<ProductsBatchQuery, string[]>("/products/batch", {
    // a malformed list is named by its first wrong uuid, as for the storefront's own reads (the schema checks the rest)
    precheck: (query) => {
      const list = query[UUID_FILTER];
      if (list !== undefined) productUuidsOf(list.split(","));
    },
    schema: "api/products-batch-query.schema.json",
    parse: (query) => productUuidsOf(query[UUID_FILTER].split(",")),
    handle: ({ input, shop, lang }) => readProducts(deps.db, { shop, lang: lang(), uuids: input }),
    headers: CATALOGUE_HEADERS,
  });
  return api.routes;
}
