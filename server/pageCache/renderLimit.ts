/**
 * How many pages are rendered at once in a process (every render the page cache does not answer: misses, bypasses).
 * A render is CPU-bound: beyond a few at once each only gets slower, so a shop flooded with uncached requests (a
 * unique query each) would slow every other shop's pages with it. Each shop may have `perShop` renders under way and
 * the process `total`; a request over either is answered at once, from a stale stored page or with 503.
 */
export const RENDER_LIMITS = { perShop: 4, total: 8, retryAfterSeconds: 1 } as const;

export interface RenderLimitOptions {
  perShop: number;
  total: number;
}

/** Counts the renders under way, by share (a shop, or whatever the caller splits the process by). */
export interface RenderLimit {
  /** Takes a render slot of `share` and returns its release (later calls do nothing), or null when none is free. */
  tryStart(share: string): (() => void) | null;
}

export function createRenderLimit({ perShop, total }: RenderLimitOptions): RenderLimit {
  const runningByShare = new Map<string, number>();
  let running = 0;
  return {
    tryStart(share) {
      const shares = runningByShare.get(share) ?? 0;
      if (shares >= perShop || running >= total) return null;
      runningByShare.set(share, shares + 1);
      running += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        running -= 1;
        const left = (runningByShare.get(share) ?? 1) - 1;
        if (left === 0) runningByShare.delete(share);
        else runningByShare.set(share, left);
      };
    },
  };
}
