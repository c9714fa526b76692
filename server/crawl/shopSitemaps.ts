import { localizeHref } from "~/lib/localizeHref";
import type { ShopSitePaths, SitePath } from "./sitemapRows";
import {
  type IndexEntry,
  intoFiles,
  SITEMAP_LIMITS,
  sitemapIndex,
  type UrlItem,
  urlElement,
  urlSet,
} from "./sitemapXml";

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const SITEMAP_TYPES = ["pages", "products", "categories", "blogs"] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** /sitemaps/products.xml, then /sitemaps/products-2.xml … for the files beyond the first. */
export function sitemapFilePath(type: SitemapType, number: number): string {
  return `/sitemaps/${type}${number === 1 ? "" : `-${number}`}.xml`;
}

/**
 * A site path's two <url> elements, Thai (no prefix) and English (/en), each naming both and x-default (Thai, the
 * shop's language without prefix), as the pages' own hreflang links do.
 */
function urlItemsOf(origin: string, { path, updatedAt }: SitePath): UrlItem[] {
  const th = `${origin}${path}`;
  const en = `${origin}${localizeHref(path, "en")}`;
  const alternates = [
    { hreflang: "th", href: th },
    { hreflang: "en", href: en },
    { hreflang: "x-default", href: th },
  ];
  return [th, en].map((loc) => ({ xml: urlElement({ loc, lastmod: updatedAt, alternates }), lastmod: updatedAt }));
}

function latest(items: readonly UrlItem[]): Date | null {
  return items.reduce<Date | null>((last, { lastmod }) => (last && last >= lastmod ? last : lastmod), null);
}

/**
 * Every sitemap file of a shop on `origin`, by path: the index (SITEMAP_INDEX_PATH) and the files of each type that
 * has entries, split at `limits` (the index gives each file its entries' latest lastmod).
 */
export function shopSitemaps(origin: string, sitePaths: ShopSitePaths, limits = SITEMAP_LIMITS): Map<string, string> {
  const files = new Map<string, string>();
  const index: IndexEntry[] = [];
  for (const type of SITEMAP_TYPES) {
    const items = sitePaths[type].flatMap((sitePath) => urlItemsOf(origin, sitePath));
    intoFiles(items, limits).forEach((file, at) => {
      const path = sitemapFilePath(type, at + 1);
      files.set(path, urlSet(file.map((item) => item.xml)));
      index.push({ loc: `${origin}${path}`, lastmod: latest(file) });
    });
  }
  files.set(SITEMAP_INDEX_PATH, sitemapIndex(index));
  return files;
}
