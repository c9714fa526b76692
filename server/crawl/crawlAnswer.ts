import { acceptedEncoding } from "../pageCache/acceptedEncoding";
import { bodyIn } from "../pageCache/pageBodies";
import { type CrawlFiles, ROBOTS_PATH } from "./crawlFiles";
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
 * does for any other path: an unknown host or file gets what unknown pages get). A client that accepts brotli or
 * gzip gets the kept compressed body (a 10,000-product sitemap is 10 MB of text: about 0.1 s to compress per answer).
 */
export async function crawlAnswer(
  files: CrawlFiles,
  shopId: number | null,
  request: { host: string; pathname: string; acceptEncoding: string | null },
): Promise<Response | null> {
  if (shopId === null) return null;
  const file = await files.file(shopId, request.host, request.pathname);
  if (file === null) return null;
  const type = request.pathname === ROBOTS_PATH ? "text/plain" : "application/xml";
  const headers = new Headers({
    "Content-Type": `${type}; charset=utf-8`,
    "Cache-Control": CRAWL_CACHE_CONTROL,
    Vary: "Accept-Encoding",
  });
  const encoding = acceptedEncoding(request.acceptEncoding);
  if (encoding === "identity") return new Response(file.text, { headers });
  headers.set("Content-Encoding", encoding);
  return new Response(new Uint8Array(await bodyIn(await file.body(), encoding)), { headers });
}
