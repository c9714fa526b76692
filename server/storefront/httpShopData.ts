import type { ApiClient } from "~/api/client";
import type { PageRequest, ShopData, ShopShell } from "~/app/services";
import type { BaseData, Blog, Category, PageData, Product } from "~/generated/schemas";
import type { PathLang } from "~/lib/localePath";

/**
 * ShopData of one storefront request over HTTP (API_ORIGIN): the page and the base data come in one call
 * (GET /api/page?needBase=1) that the root and the page loader share; when the page fails (a 404) the base comes
 * from GET /api/base, so the error page still has the shop's header and footer.
 */
export function createHttpShopData(api: (lang: PathLang) => ApiClient, prepareShell: (base: BaseData) => ShopShell) {
  const pages = new Map<string, Promise<PageData>>();
  function pageWithBase({ lang, path, query }: PageRequest): Promise<PageData> {
    const key = JSON.stringify([lang, path, query]);
    let page = pages.get(key);
    if (!page) {
      page = api(lang).get<PageData>("/api/page", { ...query, path, lang, needBase: 1 });
      pages.set(key, page);
    }
    return page;
  }

  const data: ShopData = {
    async page(request) {
      const { base: _base, ...page } = await pageWithBase(request);
      return page;
    },
    async shell(request) {
      const base =
        (await pageWithBase(request).then(
          (page) => page.base,
          () => undefined,
        )) ??
        (await api(request.lang)
          .get<BaseData>("/api/base", { lang: request.lang })
          .catch(() => undefined));
      return base ? prepareShell(base) : null; // §7: a failed base fetch is swallowed
    },
    products: (lang, uuids) => api(lang).get<Product[]>("/api/products/batch", { "filter[uuid]": uuids.join(",") }),
    categories: (lang) => api(lang).get<Category[]>("/api/product-categories"),
    blogs: (lang, limit) => api(lang).get<Blog[]>("/api/blogs", { limit }),
  };
  return data;
}
