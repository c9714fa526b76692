import { Hono } from "hono";
import type { CategoriesQuery, CategoriesResponse } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import type { ShopApiDeps } from "../http/deps";
import { resolveLang } from "../lang/resolveLang";
import { resolveShop } from "../tenancy/resolveShop";
import { findCategories } from "./repo";

/**
 * GET /product-categories?category_ids=1,2&lang= (§7): the shop's categories with these ids (absent = all of
 * them), ordered by parent, then rank. Ids of no category of the shop are left out.
 */
export function categoryRoutes({ db, validateQuery }: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/product-categories", async (c) => {
    const query = validateQuery<CategoriesQuery>("api/categories-query.schema.json", c.req.query());
    const ids = query.category_ids?.split(",").map(Number);
    const shop = await resolveShop(db, c.req.raw.headers);
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);
    const body: CategoriesResponse = { success: true, data: await findCategories(db, shop.id, lang, ids) };
    return c.json(body, 200, CATALOGUE_HEADERS);
  });
  return routes;
}
