import type { PageQuery } from "~/generated/schemas";
import { attributeQueryOf } from "~/lib/listingAttributes";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE, PUBLIC_CACHE, VARY } from "../http/responses";
import { shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";
import { pagePathOf, readPage } from "./service";

/** GET /page?path=&lang=&needBase=1 : one page of the shop in one language (§7; see readPage), never kept in preview. */
export function pageRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const api = shopRoutes(deps, resolveShop);
  api.get<PageQuery>("/page", {
    schema: "api/page-query.schema.json",
    // a path no page can have is a 400 whatever the host, as any other invalid query (readPage normalises it)
    parse: (query) => {
      pagePathOf(query.path);
      return query;
    },
    handle: ({ input, shop, lang, host, c }) =>
      readPage(deps, {
        shop,
        lang: lang(),
        host,
        path: input.path,
        // the page's own parameters come along (q, p_page…; an attribute's repeated values comma-joined)
        query: { ...c.req.query(), ...attributeQueryOf(new URL(c.req.url).searchParams) },
        needBase: input.needBase === "1",
        previewToken: c.req.query(PREVIEW_TOKEN_PARAM),
      }),
    // a preview's answer (previewData) is one editor's: no shared cache may keep it, nor the token's URL
    headers: (c) => {
      const noCache = c.req.query("internal-no-cache") === "1" || c.req.query(PREVIEW_TOKEN_PARAM) !== undefined;
      return { "Cache-Control": noCache ? NO_STORE : PUBLIC_CACHE, Vary: VARY };
    },
  });
  return api.routes;
}
