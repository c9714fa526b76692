import { LRUCache } from "lru-cache";

/** Keys remembered as asked once, at most (about 100 bytes each). */
const MAX_REMEMBERED = 100_000;

export interface Admission {
  /** Whether to store the page of `key` now: always while the store has room, else at its second request. */
  admits(key: string, storeIsFull: boolean): boolean;
}

/**
 * Which rendered pages the page cache stores. While it has room, every one. Once full, a page only on its second
 * request within `windowMs`: with a thousand shops most pages are asked once, and each would push out a page that is
 * asked again and again.
 */
export function createAdmission(windowMs: number): Admission {
  const askedOnce = new LRUCache<string, true>({ max: MAX_REMEMBERED, ttl: windowMs });
  return {
    admits(key, storeIsFull) {
      if (!storeIsFull) return true;
      const askedBefore = askedOnce.has(key); // (has() counts a remembered key past the window as not there)
      if (askedBefore) askedOnce.delete(key);
      else askedOnce.set(key, true);
      return askedBefore;
    },
  };
}
