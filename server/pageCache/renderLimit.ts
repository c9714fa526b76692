/**
 * How many pages are rendered at once in a process (every render the page cache does not answer: misses, bypasses).
 * A render is CPU work on the one thread: a second render under way only makes both slower, and a shop flooded with
 * uncached requests (a new query each) would take the whole process. So each shop renders `perShop` pages at a time
 * and the process `total`; up to `queuePerShop` more of a shop's requests wait their turn, at most `maxWaitMs`; the
 * rest are answered at once (a stale stored page, or 503 with Retry-After). Two per shop, not one: on PostgreSQL a
 * render waits on the database too, and one shop's shoppers would otherwise wait on each other's renders.
 */
export const RENDER_LIMITS = {
  perShop: 2,
  total: 4,
  queuePerShop: 8,
  maxWaitMs: 5000,
  retryAfterSeconds: 1,
} as const;

export interface RenderLimitOptions {
  perShop: number;
  total: number;
  queuePerShop: number;
  maxWaitMs: number;
}

/** Releases a render slot (later calls do nothing). */
export type Release = () => void;

/** Counts the renders under way by share (a shop, or whatever the caller splits the process by). */
export interface RenderLimit {
  /** A slot of `share` free now, or null. */
  tryStart(share: string): Release | null;
  /** A slot of `share` once one is free, in turn; null when its queue is full or the wait was too long. */
  waitForTurn(share: string): Promise<Release | null>;
}

interface Waiter {
  share: string;
  admit(release: Release): void;
}

export function createRenderLimit({ perShop, total, queuePerShop, maxWaitMs }: RenderLimitOptions): RenderLimit {
  const running = new Map<string, number>();
  let runningInAll = 0;
  const waiting: Waiter[] = []; // in order of arrival, every share's
  const count = (counts: Map<string, number>, share: string, by: number) => {
    const next = (counts.get(share) ?? 0) + by;
    if (next === 0) counts.delete(share);
    else counts.set(share, next);
  };
  const waitingByShare = new Map<string, number>();
  const isFree = (share: string) => (running.get(share) ?? 0) < perShop && runningInAll < total;

  function start(share: string): Release {
    count(running, share, 1);
    runningInAll += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      count(running, share, -1);
      runningInAll -= 1;
      admitWaiting();
    };
  }

  function stopWaiting(waiter: Waiter): void {
    waiting.splice(waiting.indexOf(waiter), 1);
    count(waitingByShare, waiter.share, -1);
  }

  /** The first waiters whose shares have a free slot, while the process has one. */
  function admitWaiting(): void {
    for (const waiter of [...waiting]) {
      if (runningInAll >= total) return;
      if (!isFree(waiter.share)) continue;
      stopWaiting(waiter);
      waiter.admit(start(waiter.share));
    }
  }

  return {
    tryStart: (share) => (isFree(share) ? start(share) : null),
    waitForTurn(share) {
      if (isFree(share)) return Promise.resolve(start(share));
      if ((waitingByShare.get(share) ?? 0) >= queuePerShop) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          stopWaiting(waiter);
          resolve(null);
        }, maxWaitMs);
        const waiter: Waiter = {
          share,
          admit: (release) => {
            clearTimeout(timer);
            resolve(release);
          },
        };
        waiting.push(waiter);
        count(waitingByShare, share, 1);
      });
    },
  };
}
