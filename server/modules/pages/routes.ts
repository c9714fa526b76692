import { Hono } from "hono";
import type { PageData, PageQuery, PageResponse } from "~/generated/schemas";
import { requireBase } from "../base/repo";
import { generateCataloguePage } from "../cataloguePages/generateCataloguePage";
import { siteUrlsOf } from "../cataloguePages/siteUrls";
import { ApiError, invalidRequest } from "../http/apiError";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE, PUBLIC_CACHE, VARY } from "../http/responses";
import { resolveLang } from "../lang/resolveLang";
import { requestHost } from "../tenancy/requestHost";
import { resolveShop } from "../tenancy/resolveShop";
import { normalizePagePath } from "./normalizePath";
import { findPage } from "./repo";

/**
 * GET /page?path=&lang=&needBase=1 : one page of the shop in one language (§7). A stored page wins; else a
 * catalogue path (/product/…, /category/…, /blog/{id}, /search) answers a generated page, reading the other query
 * parameters (p_page, b_page, q).
 */
export function pageRoutes({ db, validateQuery }: ShopApiDeps): Hono {
  const routes = new Hono();
  routes.get("/page", async (c) => {
    const query = validateQuery<PageQuery>("api/page-query.schema.json", c.req.query());
    const path = normalizePagePath(query.path);
    if (!path) throw invalidRequest([{ field: "path", message: "path is not a valid percent-encoded path" }]);
    const shop = await resolveShop(db, c.req.raw.headers);
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);

    const page =
      (await findPage(db, shop.id, path, lang)) ??
      (await generateCataloguePage({
        db,
        shopId: shop.id,
        lang,
        path,
        query: c.req.query(),
        urls: siteUrlsOf(requestHost(c.req.raw.headers), lang),
      }));
    if (!page) throw new ApiError(404, "PAGE_NOT_FOUND", `Page Not Found: ${path}`);
    const data: PageData = {
      path,
      httpStatusCode: 200,
      redirectUrl: null,
      ...page,
      previewData: null,
      nowLang: { key: lang },
    };
    if (query.needBase === "1") data.base = await requireBase(db, shop.id, lang);

    const body: PageResponse = { success: true, data };
    const noCache = query["internal-no-cache"] === "1";
    return c.json(body, 200, { "Cache-Control": noCache ? NO_STORE : PUBLIC_CACHE, Vary: VARY });
  });
  return routes;
}
