import type { SearchQuery, SearchSuggestQuery } from "~/generated/schemas";
import { attributeQueryOf } from "~/lib/listingAttributes";
import { parseListingQuery } from "~/lib/listingQuery";
import { attributeKeysOf, findAttributes } from "../catalogue/attributeFacets";
import { readShop, withShop } from "../../db/shopScope";
import { CATALOGUE_HEADERS } from "../catalogue/cacheHeaders";
import { pageNumberOf } from "../catalogue/paging";
import { invalidRequest } from "../http/apiError";
import type { ShopApiDeps } from "../http/deps";
import { shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { searchCatalogue } from "./searchCatalogue";
import { suggestWhileTyping } from "./suggest";

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
 * - sort, price_min, price_max, in_stock (optional; parseListingQuery, a wrong one is a 400 naming it): the products'
 *   order (featured = best match, newest, price_asc, price_desc, best_selling) and filters (prices in baht, in stock).
 * - a.<attribute> (optional, repeated or comma-separated: src/lib/listingAttributes): the shop's attribute values
 *   chosen; an attribute or value the shop does not have is a 400 naming the parameter.
 * - Answer: { success: true, data: { query, products, productPaging, blogs, blogPaging, refine?, suggestions? } } (schemas/api/
 *   search-response), paging as { page, perPage, total, pageCount }. Products carry no details; posts no content.
 */
export function searchRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const api = shopRoutes(deps, resolveShop);
  api.get<SearchQuery>("/search", {
    schema: "api/search-query.schema.json",
    handle: ({ input, shop, lang, c }) => {
      const contentLang = lang();
      const query = { ...input, ...attributeQueryOf(new URL(c.req.url).searchParams) };
      return withShop(deps.db, shop.id, async (db) => {
        const attributes = await findAttributes(db, shop.id);
        const { choice, problems } = parseListingQuery(query, attributeKeysOf(attributes));
        if (problems.length > 0)
          throw invalidRequest(problems.map(({ param, message }) => ({ field: param, message })));
        const request = {
          query: input.q,
          productPage: pageNumberOf(input.p_page),
          blogPage: pageNumberOf(input.b_page),
          choice,
          attributes,
        };
        return searchCatalogue(db, shop.id, contentLang, request, deps.searchIndex);
      });
    },
    headers: CATALOGUE_HEADERS,
  });
  /**
   * GET /api/search/suggest?q=&lang= (ours): the header's suggestions while typing, from the shop's index of names
   * (kept a minute, so no database read per keystroke; never another shop's). q required, at most 100 characters
   * (else 400 naming "q"); a blank q answers empty lists. Answer: { success: true, data: { query, products,
   * categories } } (schemas/api/search-suggest-response), at most 6 products and 3 categories as { name, path }.
   */
  api.get<SearchSuggestQuery>("/search/suggest", {
    schema: "api/search-suggest-query.schema.json",
    handle: async ({ input, shop, lang }) => {
      const index = await readShop(deps.db, shop.id, (db) => deps.searchIndex(db, shop.id));
      return suggestWhileTyping(index, input.q, lang());
    },
    headers: CATALOGUE_HEADERS,
  });
  return api.routes;
}
