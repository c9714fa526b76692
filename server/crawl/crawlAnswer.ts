import type { CrawlFiles } from "./crawlFiles";
import { ROBOTS_PATH } from "./crawlFiles";
import { SITEMAP_INDEX_PATH } from "./shopSitemaps";

/** The paths crawl files answer on (Hono route patterns); /sitemaps/:file is a per-type sitemap. */
export const CRAWL_ROUTES = [ROBOTS_PATH, SITEMAP_INDEX_PATH, "/sitemaps/:file"];

/**
 * Crawlers read these files often and the shop's changes purge them here and at a CDN (shop tags): a few minutes
 * kept by others is what a new page's first listing may wait.
 */
export const CRAWL_CACHE_CONTROL = "public, max-age=300";

/**
 * The crawl file a GET asks for on the shop `shopId` of `host`, or null when there is none (the caller answers as it
 * does for any other path: an unknown host or file gets what unknown pages get).
 */
export async function crawlAnswer(
  files: CrawlFiles,
  shopId: number | null,
  host: string,
  pathname: string,
): Promise<Response | null> {
  if (shopId === null) return null;
  const body = await files.file(shopId, host, pathname);
  if (body === null) return null;
  const type = pathname === ROBOTS_PATH ? "text/plain" : "application/xml";
  return new Response(body, {
    headers: { "Content-Type": `${type}; charset=utf-8`, "Cache-Control": CRAWL_CACHE_CONTROL },
  });
}
