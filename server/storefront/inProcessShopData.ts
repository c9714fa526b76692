import type { Kysely } from "kysely";
import { ApiError as AnsweredError } from "~/api/client";
import type { PageRequest, ShopData, ShopShell } from "~/app/services";
import type { PreviewSession } from "~/preview/session";
import type { BaseData } from "~/generated/schemas";
import { isDemoSection } from "~/lib/demoSection";
import { contentLangOf, type PathLang } from "~/lib/localePath";
import { log } from "../log.js";
import type { Database } from "../db/schema";
import { baseAnswer } from "../modules/base/answer";
import { blogsAnswer } from "../modules/blogs/answer";
import { categoriesAnswer } from "../modules/categories/answer";
import type { AnswerDeps, AnswerRequest } from "../modules/http/answerRequest";
import { createQueryValidator } from "../modules/http/queryValidator";
import { errorBody, toApiError } from "../modules/http/responses";
import { pageAnswer } from "../modules/pages/answer";
import { productsAnswer } from "../modules/products/answer";
import { findShopByHost, type ShopRecord } from "../modules/tenancy/repo";
import { createPreviewAccess, type PreviewAccess, SHOP_EDITORS_ONLY } from "../preview/previewAccess";
import { requestHost } from "../modules/tenancy/requestHost";
import { createShopCache } from "../modules/tenancy/shopCache";
import { ShopContentCache, type ShopContentCacheOptions } from "./shopContentCache";

export interface InProcessShopDataOptions {
  db: Kysely<Database>;
  /** Prepares base data for rendering (src/app/loaders/zones.server.ts prepareShell); host names its problems. */
  prepareShell(base: BaseData, host: string): ShopShell;
  /** Who may preview which shop; SHOP_EDITORS_ONLY by default. */
  preview?: PreviewAccess;
  cache?: ShopContentCacheOptions;
}

/** The shop's data read in this process, and the caches behind it. */
export interface InProcessShopData {
  /** The data of one storefront request for this host (the request's Host): its shop is looked up once. */
  forRequest(host: string): ShopData;
  /** The id of the shop a host names (the same 5 s cache), or null for a host that names none. */
  shopIdOf(host: string): Promise<number | null>;
  /** The live preview a preview token opens on the host's shop (the same 5 s cache), or null. */
  previewOf(host: string, token: string | null): Promise<PreviewSession | null>;
  /** Forgets one shop's cached shells and categories: call it when its import or publish has committed. */
  purgeShop(shopId: number): void;
  /** Forgets every shop's cached shells and categories. */
  purgeAll(): void;
}

/**
 * ShopData read from the database in this process with the shop API's own answer functions (server/modules/<x>/
 * answer.ts), given the queries the HTTP client would send: the same answers and errors as GET /api/…, without a
 * Request, JSON or a parse between. The host -> shop lookup is the API's 5 s cache (tenancy/shopCache). Each shop's
 * shell (base data and prepared zones) and categories are kept per language for 60 s (§9) or until purged; a page of
 * the demo section (§2) reads its shell fresh.
 */
export function createInProcessShopData({
  db,
  prepareShell,
  preview = createPreviewAccess(SHOP_EDITORS_ONLY),
  cache,
}: InProcessShopDataOptions): InProcessShopData {
  const deps: AnswerDeps = { db, validateQuery: createQueryValidator(), preview };
  const shops = createShopCache((host) => findShopByHost(db, host));
  const content = new ShopContentCache(cache);

  function forRequest(requestedHost: string): ShopData {
    const headers = new Headers({ "x-nuxt-host": requestedHost });
    const host = requestHost(headers);
    let shop: Promise<ShopRecord> | undefined;
    const shopOnce = () => (shop ??= shops(headers));
    /** A call as the HTTP client makes it: this query, X-Page-Lang the page's language. */
    const call = (lang: PathLang, query: Record<string, string>): AnswerRequest => ({
      query,
      langHeader: lang,
      host,
      shop: shopOnce,
    });
    /** A value kept for the shop in the page's language. */
    const kept = async <T>(lang: PathLang, what: string, load: () => Promise<T>): Promise<T> =>
      content.remember((await shopOnce()).id, contentLangOf(lang), what, load);

    return {
      page: ({ lang, path, query }: PageRequest) =>
        answered(pageAnswer(deps, call(lang, { ...query, path, lang, needBase: "0" }))),
      shell: ({ lang, path }: PageRequest) => {
        const load = async () => prepareShell(await baseAnswer(deps, call(lang, { lang })), host);
        // §2: the demo section shows the base data as it is now, never a kept copy
        return answered(isDemoSection(path) ? load() : kept(lang, "shell", load)).catch(() => null); // §7: a failed base fetch is swallowed
      },
      products: (lang, uuids) => answered(productsAnswer(deps, call(lang, { "filter[uuid]": uuids.join(",") }))),
      categories: (lang) => answered(kept(lang, "categories", () => categoriesAnswer(deps, call(lang, {})))),
      blogs: (lang, limit) => answered(blogsAnswer(deps, call(lang, { limit: String(limit) }))),
    };
  }

  return {
    forRequest,
    shopIdOf: (host) =>
      shops(new Headers({ host })).then(
        (shop) => shop.id,
        () => null,
      ),
    async previewOf(host, token) {
      if (!token) return null;
      const shop = await shops(new Headers({ host })).catch(() => null); // an unknown host previews nothing
      return shop && preview.sessionOf(token, shop);
    },
    purgeShop: (shopId) => content.purgeShop(shopId),
    purgeAll: () => content.purgeAll(),
  };
}

/** The answer, or its failure as the HTTP client reports it: the API's error envelope in ~/api/client's ApiError. */
async function answered<T>(answer: Promise<T>): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status >= 500 && apiError.status !== 503) log.error({ err: error }, "shop data"); // 503: the breaker said so
    throw new AnsweredError(apiError.status, apiError.key, apiError.message, errorBody(apiError));
  }
}
