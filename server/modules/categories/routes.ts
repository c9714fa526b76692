import type { CategoriesQuery } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import type { ShopApiDeps } from "../http/deps";
import { shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { readCategories } from "./service";

/** GET /product-categories?category_ids=1,2&lang= (§7; see readCategories). */
export function categoryRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const api = shopRoutes(deps, resolveShop);
  api.get<CategoriesQuery>("/product-categories", {
    schema: "api/categories-query.schema.json",
    handle: ({ input, shop, lang }) =>
      readCategories(deps.db, { shop, lang: lang(), ids: input.category_ids?.split(",").map(Number) }),
    headers: CATALOGUE_HEADERS,
  });
  return api.routes;
}
