import type { Kysely } from "kysely";
import type { PageData } from "~/generated/schemas";
import type { Database } from "../../db/schema";
import { readShop } from "../../db/shopScope";
import type { PreviewAccess } from "../../preview/previewAccess";
import { requireBase } from "../base/repo";
import { type CataloguePageContext, generateCataloguePage } from "../cataloguePages/generateCataloguePage";
import { siteUrlsOf } from "../cataloguePages/siteUrls";
import { ApiError, invalidRequest } from "../http/apiError";
import { refuseNul } from "../http/queryValidator";
import type { ShopInput } from "../tenancy/shopInput";
import { normalizePagePath } from "./normalizePath";
import type { ShopIndexCache } from "../search/shopIndex";
import { draftBase, findDraftPage } from "../../owner/draftContent";
import { findPage, type StoredPage } from "./repo";

export interface PageInput extends ShopInput {
  /** The shop's host name, for the absolute URLs of generated pages. */
  host: string;
  /** The page's path as asked for (pagePathOf normalises it). */
  path: string;
  /** The page's own parameters (p_page, b_page, q…), kept by a redirect to a catalogue page's canonical path. */
  query: Readonly<Record<string, string>>;
  /** Whether the answer carries the shop's base data too. */
  needBase: boolean;
  /** A preview token (§4): a verified one answers the preview's look as previewData. */
  previewToken: string | undefined;
}

export interface PageDeps {
  db: Kysely<Database>;
  preview: PreviewAccess;
  searchIndex: ShopIndexCache;
}

/** The longest path asked for (schemas/api/page-query: path's maxLength). */
const MAX_PATH_LENGTH = 2048;

/** A page path's stored form (normalizePagePath); 400 INVALID_REQUEST naming "path" when it has none. */
export function pagePathOf(path: string): string {
  if (path.length > MAX_PATH_LENGTH) {
    throw invalidRequest([{ field: "path", message: `path must NOT have more than ${MAX_PATH_LENGTH} characters` }]);
  }
  const normalized = normalizePagePath(path);
  if (!normalized) throw invalidRequest([{ field: "path", message: "path is not a valid percent-encoded path" }]);
  return normalized;
}

/**
 * One page of the shop in one language (GET /api/page, §7), with the base data when needBase. A stored page wins;
 * else a catalogue path (/product/…, /category/…, /blog/{id}, /search) answers a generated page, reading the page's
 * parameters (p_page, b_page, q). 404 PAGE_NOT_FOUND otherwise; 400 for a path or parameter no page can have.
 */
export async function readPage({ db, preview, searchIndex }: PageDeps, input: PageInput): Promise<PageData> {
  refuseNul(input.query);
  const path = pagePathOf(input.path);
  const { shop, lang } = input;
  return readShop(db, shop.id, async (db) => {
    const urls = siteUrlsOf(input.host, lang);
    const context = { db, shopId: shop.id, lang, path, query: input.query, urls, searchIndex };
    const session = preview.sessionOf(input.previewToken, shop);
    // a preview that asked for drafts shows the page's draft (the owner API's) where there is one
    const stored =
      (session?.drafts && (await findDraftPage(db, shop.id, path, lang))) || (await findPage(db, shop.id, path, lang));
    const page = stored ? await withCatalogueData(stored, context) : await generateCataloguePage(context);
    if (!page) throw new ApiError(404, "PAGE_NOT_FOUND", `Page Not Found: ${path}`);
    const data: PageData = {
      path,
      httpStatusCode: 200,
      redirectUrl: null,
      ...page,
      // §4: a verified preview's look; a staging theme, when the shop has one, instead of the live one
      previewData: session && (shop.stagingThemeKey ? { themeKey: shop.stagingThemeKey } : {}),
      nowLang: { key: lang },
    };
    if (input.needBase) {
      const base = await requireBase(db, shop.id, lang);
      data.base = session?.drafts ? await draftBase(db, shop.id, lang, base) : base;
    }
    return data;
  });
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
