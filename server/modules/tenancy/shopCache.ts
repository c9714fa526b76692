import { LRUCache } from "lru-cache";
import { jsonSize } from "../../jsonSize";
import type { ShopRecord } from "./repo";
import { requestHost } from "./requestHost";
import { shopNotFound } from "./resolveShop";

/**
 * The shop a request is for, by its host name or its headers (X-Nuxt-Host, else Host; like resolveShop); 404
 * SHOP_NOT_FOUND naming the host otherwise.
 */
export type ShopResolver = (host: string | Headers) => Promise<ShopRecord>;

/** The host cache's default bound: 1 MiB. */
export const HOST_CACHE_BYTES = 1024 * 1024;

export interface ShopCacheOptions {
  /**
   * How long a shop found for a host is answered without asking again, counted from when the lookup answered: a
   * shop re-imported (new limits, hosts moved) is seen at most this long after its import committed. 5 s.
   */
  ttlMs?: number;
  /**
   * The most bytes held, each host counted as its length and its shop's JSON (jsonSize; about 230 for the demo shop);
   * the least recently used go first. Only hosts that name a shop are kept. HOST_CACHE_BYTES, or HOST_CACHE_MAX_MB.
   */
  maxBytes?: number;
  /** The clock in milliseconds (tests pass their own). */
  now?: () => number;
}

/**
 * A ShopResolver that remembers host -> shop (with its order limits) for a short while, so the calls of a busy
 * shop do not each look it up. Keyed by host alone, like the lookup it stands in for. Concurrent calls for a host
 * share one lookup; an unknown host or a failed lookup is not remembered once it has answered. Create one per shop
 * API (its entries belong to that API's database): it holds no state outside the returned function.
 */
export function createShopCache(
  lookup: (host: string) => Promise<ShopRecord | undefined>,
  { ttlMs = 5_000, maxBytes = HOST_CACHE_BYTES, now }: ShopCacheOptions = {},
): ShopResolver {
  const shops = new LRUCache<string, ShopRecord>({
    maxSize: maxBytes,
    sizeCalculation: (shop, host) => host.length + jsonSize(shop),
    ttl: ttlMs,
    ttlResolution: 0, // read the clock at every lookup (lru-cache otherwise reuses a reading for 1 ms)
    ...(now ? { perf: { now } } : {}),
    // undefined (no such host) is not kept
    fetchMethod: async (host) => frozen(await lookup(host)),
    ignoreFetchAbort: true, // a lookup pushed out while it runs still answers its callers
  });

  return async (hostOrHeaders) => {
    const host = typeof hostOrHeaders === "string" ? hostOrHeaders : requestHost(hostOrHeaders);
    if (!host) throw shopNotFound(host);
    const shop = await shops.fetch(host);
    if (!shop) throw shopNotFound(host);
    return shop;
  };
}

/** The record shared by every call that reads it from the cache, made read-only. */
function frozen(shop: ShopRecord | undefined): ShopRecord | undefined {
  if (!shop) return undefined;
  Object.freeze(shop.orderLimits);
  Object.freeze(shop.editorOrigins);
  return Object.freeze(shop);
}
