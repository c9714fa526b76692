import type { Kysely } from "kysely";
import type { PageData, PageQuery } from "~/generated/schemas";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import type { Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import { requireBase } from "../base/repo";
import { type CataloguePageContext, generateCataloguePage } from "../cataloguePages/generateCataloguePage";
import { siteUrlsOf } from "../cataloguePages/siteUrls";
import type { AnswerDeps, AnswerRequest } from "../http/answerRequest";
import { ApiError, invalidRequest } from "../http/apiError";
import { resolveLang } from "../lang/resolveLang";
import { normalizePagePath } from "./normalizePath";
import { findPage, type StoredPage } from "./repo";
import type { ShopRecord } from "../tenancy/repo";

/**
 * GET /api/page: one page of the shop in one language (§7), with the base data when needBase=1. A stored page
 * wins; else a catalogue path (/product/…, /category/…, /blog/{id}, /search) answers a generated page, reading the
 * other query parameters (p_page, b_page, q). 404 PAGE_NOT_FOUND otherwise.
 */
export async function pageAnswer(deps: AnswerDeps, request: AnswerRequest): Promise<PageData> {
  const query = deps.validateQuery<PageQuery>("api/page-query.schema.json", request.query);
  const path = normalizePagePath(query.path);
  if (!path) throw invalidRequest([{ field: "path", message: "path is not a valid percent-encoded path" }]);
  const shop = await request.shop();
  return withShop(deps.db, shop.id, (db) => answerInShop(db, deps, shop, query, path, request));
}

/** The page of pageAnswer, read in the shop's transaction. */
async function answerInShop(
  db: Kysely<Database>,
  deps: AnswerDeps,
  shop: ShopRecord,
  query: PageQuery,
  path: string,
  request: AnswerRequest,
): Promise<PageData> {
  const lang = resolveLang(query.lang, request.langHeader, shop.defaultLang);

  const urls = siteUrlsOf(request.host, lang);
  const stored = await findPage(db, shop.id, path, lang);
  const page = stored
    ? await withCatalogueData(stored, { db, shopId: shop.id, lang, path, query: request.query, urls })
    : await generateCataloguePage({ db, shopId: shop.id, lang, path, query: request.query, urls });
  if (!page) throw new ApiError(404, "PAGE_NOT_FOUND", `Page Not Found: ${path}`);
  const preview = deps.preview.sessionOf(request.query[PREVIEW_TOKEN_PARAM], shop);
  const data: PageData = {
    path,
    httpStatusCode: 200,
    redirectUrl: null,
    ...page,
    // §4: a verified preview's look; a staging theme, when the shop has one, instead of the live one
    previewData: preview && (shop.stagingThemeKey ? { themeKey: shop.stagingThemeKey } : {}),
    nowLang: { key: lang },
  };
  if (query.needBase === "1") data.base = await requireBase(db, shop.id, lang);
  return data;
}

/**
 * A stored page whose otherData names a catalogue path in `from` ("/blog/3", "/search?q=tea") shows that catalogue
 * page's data: e.g. a demo page (§2) with the blog-detail or search-results widget. The request's query (q, p_page,
 * b_page) wins over the one in `from`; `from` itself is not answered.
 */
async function withCatalogueData(stored: StoredPage, context: CataloguePageContext): Promise<StoredPage> {
  const { from, ...otherData } = stored.otherData;
  if (typeof from !== "string") return stored;
  const source = new URL(from, "http://catalogue.invalid");
  const query = { ...Object.fromEntries(source.searchParams), ...context.query };
  const generated = await generateCataloguePage({ ...context, path: source.pathname, query });
  return { ...stored, otherData: { ...otherData, ...generated?.otherData } };
}
