import type { Kysely } from "kysely";
import type { PublicUrlConfig } from "../config";
import { readShop } from "../db/shopScope";
import type { Database } from "../db/schema";
import { publicOriginOf } from "../http/publicOrigin";
import { type PageBody, quickBody } from "../pageCache/pageBodies";
import { ShopContentCache } from "../storefront/shopContentCache";
import { robotsTxt } from "./robotsTxt";
import { readSitePaths } from "./sitemapRows";
import { SITEMAP_INDEX_PATH, shopSitemaps } from "./shopSitemaps";

export const ROBOTS_PATH = "/robots.txt";

/** How long a shop's crawl files are kept at most; a publish or an import drops them at once (purgeShop). */
export const CRAWL_FILES_TTL_MS = 60 * 60_000;

/** A kept file: its text, and its compressed body (made at its first compressed answer, then kept with it). */
export interface CrawlFile {
  text: string;
  body(): Promise<PageBody>;
}

/** A shop's robots.txt and sitemaps as crawlers read them, built at the first request and kept until the shop changes. */
export interface CrawlFiles {
  /** The file at `path` (ROBOTS_PATH, SITEMAP_INDEX_PATH, /sitemaps/…) of the shop on `host`; null for none. */
  file(shopId: number, host: string, path: string): Promise<CrawlFile | null>;
  purgeShop(shopId: number): void;
  purgeAll(): void;
}

/** The lines the shop's settings add to its robots.txt (base data robotsTxt, both languages, each line once). */
async function readRobotsLines(db: Kysely<Database>, shopId: number): Promise<string[]> {
  const bases = await readShop(db, shopId, (trx) =>
    trx.selectFrom("shop_bases").select("data").orderBy("lang", "desc").execute(),
  );
  return [...new Set(bases.flatMap((base) => base.data.robotsTxt ?? []))];
}

/**
 * Every file of a shop on one host (its URLs are on that host's public origin), kept in a bounded cache (maxBytes,
 * least recently used first) per shop and host.
 */
export function createCrawlFiles(deps: {
  db: Kysely<Database>;
  publicUrl: PublicUrlConfig;
  maxBytes?: number;
}): CrawlFiles {
  const cache = new ShopContentCache({ ttlMs: CRAWL_FILES_TTL_MS, maxBytes: deps.maxBytes });
  // a file's compressed body lives as long as its kept text does (about 2% of its size, beside the count)
  const bodies = new WeakMap<object, Map<string, Promise<PageBody>>>();
  const bodyOf = (files: Readonly<Record<string, string>>, path: string, text: string): Promise<PageBody> => {
    const kept = bodies.get(files) ?? new Map<string, Promise<PageBody>>();
    bodies.set(files, kept);
    const body = kept.get(path) ?? quickBody(Buffer.from(text));
    kept.set(path, body);
    return body;
  };
  const build = async (shopId: number, host: string): Promise<Record<string, string>> => {
    const origin = publicOriginOf(deps.publicUrl, host);
    const sitemaps = shopSitemaps(origin, await readSitePaths(deps.db, shopId));
    const robots = robotsTxt({
      sitemapUrl: `${origin}${SITEMAP_INDEX_PATH}`,
      shopLines: await readRobotsLines(deps.db, shopId),
    });
    return { ...Object.fromEntries(sitemaps), [ROBOTS_PATH]: robots };
  };
  return {
    file: async (shopId, host, path) => {
      const files = await cache.remember(shopId, "th", `crawl files of ${host}`, () => build(shopId, host));
      const text = Object.hasOwn(files, path) ? files[path] : undefined;
      return text === undefined ? null : { text, body: () => bodyOf(files, path, text) };
    },
    purgeShop: (shopId) => cache.purgeShop(shopId),
    purgeAll: () => cache.purgeAll(),
  };
}
