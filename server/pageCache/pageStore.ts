import { LRUCache } from "lru-cache";
import { bodyBytes, type PageBody } from "./pageBodies";

/** A finished page as answered: its headers and its compressed body. */
export interface CachedPage {
  /** The shop whose data it shows: a change of that shop purges it. */
  shopId: number;
  /** Response headers as rendered, without Content-Length, Content-Encoding and Set-Cookie. */
  headers: readonly (readonly [string, string])[];
  body: Readonly<PageBody>;
  /** A weak validator of the page's bytes (weak: the same for every encoding). */
  etag: string;
  /** When it was rendered (ms, the store's clock): Age, and the freshness left for caches downstream. */
  storedAt: number;
}

export interface PageStoreOptions {
  /** How long a page is answered from the store; a shop change purges earlier. */
  ttlMs: number;
  /** Total bytes of stored bodies; the least recently used pages go first. */
  maxBytes: number;
  /** The clock in milliseconds (tests pass their own). */
  now?: () => number;
}

/** The page cache's memory: pages by key, bounded by bytes (LRU) and by age, purged per shop. */
export interface PageStore {
  get(key: string): CachedPage | undefined;
  /** The page kept for the key even past its ttl (until evicted or purged): what an overloaded server may answer. */
  getStale(key: string): CachedPage | undefined;
  /** Stores a page unless its shop was purged since `epoch` was read (its render may show the old data). */
  set(key: string, page: CachedPage, epoch: string): void;
  /** Puts `next` in the place of `current` (same key, same age) if the key still holds `current`. */
  replace(key: string, current: CachedPage, next: CachedPage): void;
  /** Whether the stored bodies fill nine tenths of the bytes allowed: new pages then push others out. */
  readonly isFull: boolean;
  /** Changes whenever the shop's pages are purged (by shop or all): read it before rendering. */
  epoch(shopId: number): string;
  purgeShop(shopId: number): void;
  purgeAll(): void;
  readonly size: number;
  readonly bytes: number;
  now(): number;
}

export function createPageStore({ ttlMs, maxBytes, now = () => performance.now() }: PageStoreOptions): PageStore {
  const pages = new LRUCache<string, CachedPage>({
    max: 100_000,
    maxSize: maxBytes,
    sizeCalculation: (page) => Math.max(1, bodyBytes(page.body)),
    ttl: ttlMs,
    ttlResolution: 0, // read the clock at every look-up (lru-cache otherwise reuses a reading for 1 ms)
    noDeleteOnStaleGet: true, // a page past its ttl stays (bytes bounded) until a render replaces it: see getStale
    perf: { now },
  });
  const purges = new Map<number, number>();
  let allPurges = 0;
  const epoch = (shopId: number) => `${allPurges}.${purges.get(shopId) ?? 0}`;

  return {
    get: (key) => pages.get(key),
    getStale: (key) => pages.get(key, { allowStale: true }),
    set(key, page, readEpoch) {
      if (epoch(page.shopId) === readEpoch) pages.set(key, page);
    },
    replace(key, current, next) {
      if (pages.peek(key, { allowStale: true }) === current) pages.set(key, next, { noUpdateTTL: true });
    },
    get isFull() {
      return pages.calculatedSize >= maxBytes * 0.9;
    },
    epoch,
    purgeShop(shopId) {
      purges.set(shopId, (purges.get(shopId) ?? 0) + 1);
      const keys = [...pages.entries()].filter(([, page]) => page.shopId === shopId).map(([key]) => key);
      for (const key of keys) pages.delete(key);
    },
    purgeAll() {
      allPurges += 1;
      pages.clear();
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return pages.calculatedSize;
    },
    now,
  };
}
