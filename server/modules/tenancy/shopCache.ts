import type { ShopRecord } from "./repo";
import { requestHost } from "./requestHost";
import { shopNotFound } from "./resolveShop";

/**
 * The shop a request is for, by its host name or its headers (X-Nuxt-Host, else Host; like resolveShop); 404
 * SHOP_NOT_FOUND naming the host otherwise.
 */
export type ShopResolver = (host: string | Headers) => Promise<ShopRecord>;

export interface ShopCacheOptions {
  /**
   * How long a shop found for a host is answered without asking again, counted from the start of the lookup: a
   * shop re-imported (new limits, hosts moved) is seen at most this long after its import committed. 5 s.
   */
  ttlMs?: number;
  /** The most hosts held (the oldest entry goes first); 1,000. Only hosts that name a shop are kept. */
  maxHosts?: number;
  /** The clock in milliseconds (tests pass their own). */
  now?: () => number;
}

interface Entry {
  expires: number;
  shop: Promise<ShopRecord | undefined>;
}

/**
 * A ShopResolver that remembers host -> shop (with its order limits) for a short while, so the calls of a busy
 * shop do not each look it up. Keyed by host alone, like the lookup it stands in for. Concurrent calls for a host
 * share one lookup; an unknown host or a failed lookup is not remembered once it has answered. Create one per shop
 * API (its entries belong to that API's database): it holds no state outside the returned function.
 */
export function createShopCache(
  lookup: (host: string) => Promise<ShopRecord | undefined>,
  { ttlMs = 5_000, maxHosts = 1_000, now = () => performance.now() }: ShopCacheOptions = {},
): ShopResolver {
  const entries = new Map<string, Entry>();

  function forget(host: string, entry: Entry): void {
    if (entries.get(host) === entry) entries.delete(host);
  }

  function makeRoom(at: number): void {
    for (const [host, entry] of entries) {
      if (entry.expires <= at) entries.delete(host);
    }
    // Map order is insertion order, and an entry is re-inserted when renewed: the first is the oldest.
    for (const host of entries.keys()) {
      if (entries.size < maxHosts) break;
      entries.delete(host);
    }
  }

  function start(host: string, at: number): Entry {
    const entry: Entry = { expires: at + ttlMs, shop: lookup(host).then(frozen) };
    entry.shop.then(
      (shop) => {
        if (!shop) forget(host, entry);
      },
      () => forget(host, entry),
    );
    entries.delete(host);
    if (entries.size >= maxHosts) makeRoom(at);
    entries.set(host, entry);
    return entry;
  }

  return async (hostOrHeaders) => {
    const host = typeof hostOrHeaders === "string" ? hostOrHeaders : requestHost(hostOrHeaders);
    if (!host) throw shopNotFound(host);
    const at = now();
    const cached = entries.get(host);
    const entry = cached && cached.expires > at ? cached : start(host, at);
    const shop = await entry.shop;
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
