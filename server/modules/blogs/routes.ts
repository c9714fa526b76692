import type { BlogsQuery } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import type { ShopApiDeps } from "../http/deps";
import { shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { readBlogs } from "./service";

/** GET /blogs?limit=&lang= (§7; see readBlogs). */
export function blogRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const api = shopRoutes(deps, resolveShop);
  api.get<BlogsQuery>("/blogs", {
    schema: "api/blogs-query.schema.json",
    handle: ({ input, shop, lang }) =>
      readBlogs(deps.db, { shop, lang: lang(), limit: input.limit === undefined ? undefined : Number(input.limit) }),
    headers: CATALOGUE_HEADERS,
  });
  return api.routes;
}
