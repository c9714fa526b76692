import { ApiError } from "~/api/apiError";
import type { ApiClient } from "~/api/client";
import { prepareShell } from "~/app/loaders/zones.server";
import type { PageRequest, ShopData } from "~/app/services";
import type { PageData } from "~/generated/schemas";
import { isDemoSection } from "~/lib/demoSection";
import type { PathLang } from "~/lib/localePath";
import type { AnswerChecks } from "../upstream/answerChecks";
import type { ShellOptions } from "./inProcessShopData";

/**
 * ShopData of one storefront request over HTTP (API_ORIGIN): the page and the base data come in one call
 * (GET /api/page?needBase=1) that the root and the page loader share; when the page fails (a 404) the base comes
 * from GET /api/base, so the error page still has the shop's header and footer. Every answer is checked before use.
 * The shell is prepared here as in-process, but never kept: the API at API_ORIGIN answers the base data each time.
 */
export function createHttpShopData(
  api: (lang: PathLang) => ApiClient,
  shell: ShellOptions & { host: string },
  check: AnswerChecks,
) {
  const pages = new Map<string, Promise<PageData>>();
  function pageWithBase({ lang, path, query }: PageRequest): Promise<PageData> {
    const key = JSON.stringify([lang, path, query]);
    let page = pages.get(key);
    if (!page) {
      // §2, §7: the demo section asks for base data no cache in between may answer
      const noCache = isDemoSection(path) ? { "internal-no-cache": 1 } : {};
      page = api(lang)
        .get("/api/page", { ...query, path, lang, needBase: 1, ...noCache })
        .then(check.page);
      pages.set(key, page);
    }
    return page;
  }

  const baseOf = (request: PageRequest) =>
    api(request.lang)
      .get("/api/base", { lang: request.lang })
      .then(check.base)
      .catch(() => undefined);

  const data: ShopData = {
    async page(request) {
      const { base: _base, ...page } = await pageWithBase(request);
      return page;
    },
    async shell(request) {
      const base = await pageWithBase(request).then(
        (page) => page.base ?? baseOf(request),
        // the API answered that page with an error (a 404): the base still comes; an API that is down is not asked again
        (error: unknown) => (error instanceof ApiError && error.status < 500 ? baseOf(request) : undefined),
      );
      return base ? prepareShell(shell, base) : null; // §7: a failed base fetch is swallowed
    },
    products: (lang, uuids) =>
      api(lang)
        .get("/api/products/batch", { "filter[uuid]": uuids.join(",") })
        .then(check.products),
    categories: (lang) => api(lang).get("/api/product-categories").then(check.categories),
    blogs: (lang, limit) => api(lang).get("/api/blogs", { limit }).then(check.blogs),
  };
  return data;
}
