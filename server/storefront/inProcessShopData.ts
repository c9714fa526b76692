import type { Kysely } from "kysely";
import { prepareShell, type TreeServices } from "~/app/loaders/zones.server";
import type { PageRequest, ShopData } from "~/app/services";
import { isDemoSection } from "~/lib/demoSection";
import { contentLangOf, type PathLang } from "~/lib/localePath";
import { PREVIEW_TOKEN_PARAM, type PreviewSession } from "~/preview/session";
import type { Database } from "../db/schema";
import { readBase } from "../modules/base/service";
import { readDraftBase } from "../owner/draftContent";
import { readBlogs } from "../modules/blogs/service";
import { readCategories } from "../modules/categories/service";
import { readPage } from "../modules/pages/service";
import { createShopIndexCache } from "../modules/search/shopIndex";
import { productUuidsOf, readProducts } from "../modules/products/service";
import { findShopByHost } from "../modules/tenancy/repo";
import { hostNameOf } from "../modules/tenancy/requestHost";
import { createShopCache, type ShopCacheOptions } from "../modules/tenancy/shopCache";
import type { ShopInput } from "../modules/tenancy/shopInput";
import { createPreviewAccess, type PreviewAccess, SHOP_EDITORS_ONLY } from "../preview/previewAccess";
import { answeredAsApi } from "./answeredAsApi";
import { ShopContentCache, type ShopContentCacheOptions } from "./shopContentCache";

/** What a shop's shell is prepared with (zones.server.ts prepareShell) besides the host its problems name. */
export type ShellOptions = Omit<TreeServices, "host">;

export interface InProcessShopDataOptions {
  db: Kysely<Database>;
  shell: ShellOptions;
  /** Who may preview which shop; SHOP_EDITORS_ONLY by default. */
  preview?: PreviewAccess;
  cache?: ShopContentCacheOptions;
  hostCache?: ShopCacheOptions;
}

/** The shop's data read in this process, and the caches behind it. */
export interface InProcessShopData {
  /** The data of one storefront request for this host (the request's Host): its shop is looked up once. */
  forRequest(host: string): ShopData;
  /** The id of the shop a host names (the same 5 s cache), or null for a host that names none. */
  shopIdOf(host: string): Promise<number | null>;
  /** The live preview a preview token opens on the host's shop (the same 5 s cache), or null. */
  previewOf(host: string, token: string | null): Promise<PreviewSession | null>;
  /** Forgets what is kept of one shop: call it when its import or publish has committed (its change notice). */
  purgeShop(shopId: number): void;
  /** Forgets what is kept of every shop. */
  purgeAll(): void;
}

/**
 * ShopData read from the database in this process by the shop API's own services (server/modules/<x>/service.ts),
 * called with typed input: the same answers and errors as GET /api/…, without a request, a query or JSON between.
 * The host -> shop lookup is the API's 5 s cache (tenancy/shopCache), made once per storefront request. What every
 * page reads of a shop is kept per language for 60 s (§9) or until purged by the shop's change notice: its shell (base
 * data and zones, prepared here, the one place shells are kept), categories, product batches, blog posts and its
 * pages asked for without a query, so an uncached page of a known path reads nothing from the database. A page with a
 * query (a preview token, p_page, q, utm_…) and a page of the demo section (§2, with its shell) are read fresh. Stock
 * is kept as long as the rest: an order's stock is checked again at checkout.
 */
export function createInProcessShopData({
  db,
  shell: shellOptions,
  preview = createPreviewAccess(SHOP_EDITORS_ONLY),
  cache,
  hostCache,
}: InProcessShopDataOptions): InProcessShopData {
  const shops = createShopCache((host) => findShopByHost(db, host), hostCache);
  const content = new ShopContentCache(cache);
  const searchIndex = createShopIndexCache();

  function forRequest(requestedHost: string): ShopData {
    const host = hostNameOf(requestedHost);
    let shop: ReturnType<typeof shops> | undefined;
    /** The shop (looked up once) and the content language of a page in `lang`. */
    const inShop = async (lang: PathLang): Promise<ShopInput> => ({
      shop: await (shop ??= shops(host)),
      lang: contentLangOf(lang),
    });
    /** A value kept for the shop in the page's language. */
    const kept = async <T>(lang: PathLang, what: string, load: (input: ShopInput) => Promise<T>): Promise<T> => {
      const input = await inShop(lang);
      return content.remember(input.shop.id, input.lang, what, () => load(input));
    };
    const shell = async ({ lang, path, query }: PageRequest) => {
      const load = async (input: ShopInput) => prepareShell({ ...shellOptions, host }, await readBase(db, input));
      const previewToken = query[PREVIEW_TOKEN_PARAM];
      if (previewToken) {
        // a preview that asked for drafts shows the header, footer and settings as drafted, read fresh
        const input = await inShop(lang);
        if (preview.sessionOf(previewToken, input.shop)?.drafts) {
          return prepareShell({ ...shellOptions, host }, await readDraftBase(db, input));
        }
      }
      // §2: the demo section shows the base data as it is now, never a kept copy
      return isDemoSection(path) ? inShop(lang).then(load) : kept(lang, "shell", load);
    };

    /** A page read fresh: one with a query (a preview token, p_page, q, utm_…) or of the demo section (§2). */
    const freshPage = async ({ lang, path, query }: PageRequest) => {
      const input = { ...(await inShop(lang)), host, path, query, needBase: false };
      return readPage({ db, preview, searchIndex }, { ...input, previewToken: query[PREVIEW_TOKEN_PARAM] });
    };

    return {
      page: (request) =>
        answeredAsApi(() =>
          Object.keys(request.query).length > 0 || isDemoSection(request.path)
            ? freshPage(request)
            : kept(request.lang, `page ${host} ${request.path}`, () => freshPage(request)),
        ),
      // §7: a failed base fetch is swallowed
      shell: (request) => answeredAsApi(() => shell(request)).catch(() => null),
      products: (lang, uuids) =>
        answeredAsApi(() => {
          const wanted = productUuidsOf(uuids);
          return kept(lang, `products ${wanted.join(",")}`, (input) => readProducts(db, { ...input, uuids: wanted }));
        }),
      categories: (lang) => answeredAsApi(() => kept(lang, "categories", (input) => readCategories(db, input))),
      blogs: (lang, limit) =>
        answeredAsApi(() => kept(lang, `blogs ${limit}`, (input) => readBlogs(db, { ...input, limit }))),
    };
  }

  return {
    forRequest,
    shopIdOf: (host) =>
      shops(hostNameOf(host)).then(
        (shop) => shop.id,
        () => null,
      ),
    async previewOf(host, token) {
      if (!token) return null;
      const shop = await shops(hostNameOf(host)).catch(() => null); // an unknown host previews nothing
      return shop && preview.sessionOf(token, shop);
    },
    purgeShop: (shopId) => content.purgeShop(shopId),
    purgeAll: () => content.purgeAll(),
  };
}
