import type { Kysely } from "kysely";
import type { Breadcrumb, Category, PageData, PageNode, PageOtherData } from "~/generated/schemas";
import { categoryPath } from "~/lib/catalogPaths";
import type { ContentLang, Database } from "../../db/schema";
import type { ShopIndexCache } from "../search/shopIndex";
import { labelsOf } from "./labels";
import type { SiteUrls } from "./siteUrls";

/** What a generated catalogue page is made from. */
export interface CataloguePageContext {
  db: Kysely<Database>;
  shopId: number;
  lang: ContentLang;
  /** The normalised page path, e.g. /product/green-tea/{uuid}. */
  path: string;
  /** The other query parameters of GET /api/page (p_page, b_page, q…). */
  query: Readonly<Record<string, string | undefined>>;
  urls: SiteUrls;
  searchIndex: ShopIndexCache;
}

/** The parts of a page's data that a generated catalogue page fills in. */
export type GeneratedPage = Pick<PageData, "pageSetting" | "pageHead"> & {
  pageComponent: { children: PageNode[] };
  otherData: PageOtherData;
} & Partial<Pick<PageData, "httpStatusCode" | "redirectUrl">>;

/** The GET /api/page parameters that are the API's own, not the page's (not carried over by a redirect). */
const API_PARAMETERS: ReadonlySet<string> = new Set(["path", "lang", "needBase", "internal-no-cache"]);

/**
 * A permanent redirect to the canonical path of a catalogue page reached by a wrong slug (§2 links carry the
 * slug the shop has now), keeping the page's query parameters.
 */
export function canonicalRedirect(context: CataloguePageContext, canonicalPath: string): GeneratedPage {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(context.query)) {
    if (value !== undefined && !API_PARAMETERS.has(name)) query.set(name, value);
  }
  const search = query.size > 0 ? `?${query}` : "";
  return {
    httpStatusCode: 301,
    redirectUrl: `${canonicalPath}${search}`,
    pageSetting: GENERATED_PAGE_SETTING,
    pageHead: { title: canonicalPath },
    pageComponent: { children: [] },
    otherData: {},
  };
}

/** Every generated page uses the base layout. */
export const GENERATED_PAGE_SETTING = { layout: "base" } as const;

/** Home, then the categories from the top level down. */
export function categoryCrumbs(lang: ContentLang, trail: readonly Category[]): Breadcrumb[] {
  return [
    { label: labelsOf(lang).home, url: "/" },
    ...trail.map((category) => ({ label: category.name, url: categoryPath(category) })),
  ];
}
