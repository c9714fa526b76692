import { LRUCache } from "lru-cache";
import type { ContentLang } from "~/lib/localePath";
import { deepFreeze } from "./deepFreeze";
import { jsonSize } from "../jsonSize";

/** §9: the freshness of what the storefront keeps of a shop's content. */
export const SHOP_CONTENT_TTL_MS = 60_000;

/** The shop content cache's default bound: 64 MiB. */
export const SHOP_CONTENT_CACHE_BYTES = 64 * 1024 * 1024;

export interface ShopContentCacheOptions {
  /** How long a value is answered, counted from the start of its load; SHOP_CONTENT_TTL_MS. */
  ttlMs?: number;
  /**
   * The most bytes held, each value counted as the length of its JSON (jsonSize); the least recently used go first.
   * SHOP_CONTENT_CACHE_BYTES, or SHOP_CACHE_MAX_MB.
   */
  maxBytes?: number;
  /** The clock in milliseconds (tests pass their own). */
  now?: () => number;
}

/**
 * Values the storefront reads of a shop on every page and that change only when the shop is imported or published
 * (its base data and prepared zones, categories, products, pages), kept per shop and language. Values are shared by
 * every request that reads them, so they are deep-frozen when loaded: nothing can change them. Concurrent reads
 * share one load; a failed load is not kept. purgeShop drops a shop's values at once (on import or publish), loads
 * under way included, which is why the promises are kept here rather than with lru-cache's fetch (whose keys() skips
 * them).
 */
export class ShopContentCache {
  private readonly values: LRUCache<string, Promise<unknown>>;

  constructor({ ttlMs = SHOP_CONTENT_TTL_MS, maxBytes = SHOP_CONTENT_CACHE_BYTES, now }: ShopContentCacheOptions = {}) {
    // ttlResolution 0: read the clock at every lookup (lru-cache otherwise reuses a reading for 1 ms)
    this.values = new LRUCache({ maxSize: maxBytes, ttl: ttlMs, ttlResolution: 0, ...(now ? { perf: { now } } : {}) });
  }

  /** The value `what` of a shop in a language: the one kept, else `load`'s (kept once it resolves, frozen). */
  remember<T>(shopId: number, lang: ContentLang, what: string, load: () => Promise<T>): Promise<T> {
    const key = `${shopId}/${lang}/${what}`;
    const kept = this.values.get(key);
    if (kept) return kept as Promise<T>;
    const loading = load().then(deepFreeze);
    this.values.set(key, loading, { size: 1 }); // counted at its size once loaded
    const stillLoading = () => this.values.peek(key) === loading;
    loading.then(
      (value) => {
        const loaded = { size: jsonSize(value), noUpdateTTL: true }; // its freshness counts from its load's start
        if (stillLoading()) this.values.set(key, Promise.resolve(value), loaded);
      },
      () => {
        if (stillLoading()) this.values.delete(key);
      },
    );
    return loading;
  }

  /** Forgets every value of one shop (its import or publish committed): the next read loads it again. */
  purgeShop(shopId: number): void {
    const prefix = `${shopId}/`;
    for (const key of [...this.values.keys()]) if (key.startsWith(prefix)) this.values.delete(key);
  }

  /** Forgets every value (e.g. the change feed was interrupted and changes may have been missed). */
  purgeAll(): void {
    this.values.clear();
  }
}
