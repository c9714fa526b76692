import { refinedBody } from "./pageBodies";
import type { CachedPage, PageStore } from "./pageStore";

/** A stored page is refined (pageBodies.ts) at its third hit: by then it is likely to be asked many times more. */
export const REFINE_AT_HIT = 3;
/** Hot pages waiting to be refined, at most; more wait for their next hits. */
const MAX_WAITING = 64;

export interface HotPages {
  /** Counts a hit of the stored page; at REFINE_AT_HIT it is queued to be refined. */
  hit(key: string, page: CachedPage): void;
}

/**
 * Recompresses hot pages at high quality, one at a time and off the request path (zlib's thread pool; nobody waits
 * for it), then puts the refined page in the store in the old one's place, unless the key has changed meanwhile.
 */
export function createHotPages(store: PageStore): HotPages {
  const hits = new WeakMap<CachedPage, number>();
  const waiting = new Map<string, CachedPage>();
  let draining = false;

  async function drain() {
    draining = true;
    for (const [key, page] of waiting) {
      waiting.delete(key);
      // a failed recompression leaves the quick body, which answers as well
      const body = await refinedBody(page.body).catch(() => null);
      if (body) store.replace(key, page, { ...page, body });
    }
    draining = false;
  }

  return {
    hit(key, page) {
      if (page.body.refined) return;
      const count = (hits.get(page) ?? 0) + 1;
      hits.set(page, count);
      if (count !== REFINE_AT_HIT || waiting.size >= MAX_WAITING) return;
      waiting.set(key, page);
      if (!draining) void drain();
    },
  };
}
