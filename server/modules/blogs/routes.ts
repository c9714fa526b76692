import { Hono } from "hono";
import type { BlogsQuery, BlogsResponse } from "~/generated/schemas";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import type { ShopApiDeps } from "../http/deps";
import { resolveLang } from "../lang/resolveLang";
import { resolveShop } from "../tenancy/resolveShop";
import { findBlogs } from "./repo";

/** GET /blogs?limit=&lang= (§7): the shop's blog posts, newest first, without content; limit 1-99 (default all). */
export function blogRoutes({ db, validateQuery }: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/blogs", async (c) => {
    const query = validateQuery<BlogsQuery>("api/blogs-query.schema.json", c.req.query());
    const shop = await resolveShop(db, c.req.raw.headers);
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);
    const limit = query.limit === undefined ? undefined : Number(query.limit);
    const body: BlogsResponse = { success: true, data: await findBlogs(db, shop.id, lang, { limit }) };
    return c.json(body, 200, CATALOGUE_HEADERS);
  });
  return routes;
}
