import { Hono } from "hono";
import type { SearchQuery, SearchResponse } from "~/generated/schemas";
import { withShop } from "../../db/shopScope";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import { pageNumberOf } from "../catalogue/paging";
import type { ShopApiDeps } from "../http/deps";
import { resolveLang } from "../lang/resolveLang";
import { resolveShop } from "../tenancy/resolveShop";
import { searchCatalogue } from "./searchCatalogue";

/**
 * GET /api/search?q=&p_page=&b_page=&lang= (ours: §7 does not show the search call).
 *
 * - q (required, at most 200 characters, else 400 naming "q"): its words, in any order, in either language (Thai
 *   segmented into words), all found in the product's names, highlight or categories, or the post's title or excerpt;
 *   a word the shop has nowhere matches what it may be a typo of (searchCatalogue). % and _ are not wildcards: words
 *   are letters and digits only. The answer is in the language of the request (lang query, else X-Page-Lang, else
 *   the shop's default; cn is served in English). Variants are not listed on their own. An empty q answers empty
 *   lists with total 0; a q that finds nothing also answers suggestions (top-level categories, popular products).
 * - p_page, b_page (optional, positive integers up to 99999, else 400 naming the parameter; default 1): the page of
 *   products (12 a page, best match first, then rank and name) and of blog posts (6 a page, best match first, then
 *   newest). A page beyond the last answers an empty list with its paging.
 * - Answer: { success: true, data: { query, products, productPaging, blogs, blogPaging, suggestions? } } (schemas/api/
 *   search-response), paging as { page, perPage, total, pageCount }. Products carry no details; posts no content.
 */
export function searchRoutes({ db, validateQuery }: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/search", async (c) => {
    const query = validateQuery<SearchQuery>("api/search-query.schema.json", c.req.query());
    const shop = await resolveShop(db, c.req.raw.headers);
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);
    const data = await withShop(db, shop.id, (db) =>
      searchCatalogue(db, shop.id, lang, {
        query: query.q,
        productPage: pageNumberOf(query.p_page),
        blogPage: pageNumberOf(query.b_page),
      }),
    );
    const body: SearchResponse = { success: true, data };
    return c.json(body, 200, CATALOGUE_HEADERS);
  });
  return routes;
}
