import { ExponentialBackoff, handleWhen, retry } from "cockatiel";
import { shopCacheTag } from "./shopTag";

export interface CdnPurgeOptions {
  /** CDN_PURGE_URL: where the purge is POSTed, e.g. a small relay to the CDN's API. */
  url: string;
  /** One attempt, the answer included; 2000. */
  timeoutMs?: number;
  /** Attempts after the first, on a timeout, a failed connection or a 5xx (a 4xx will not get better); 2. */
  retries?: number;
}

export type CdnPurgeResult = { ok: true; tag: string } | { ok: false; tag: string; reason: string };

/** Drops a shop's pages at the CDN: never throws, and is done within about (retries + 1) × timeoutMs. */
export type CdnPurge = (shopId: number) => Promise<CdnPurgeResult>;

/**
 * The purge hook: POSTs `{"tags": ["shop-<id>"]}` (the tag pages carry: shopTag.ts) to the configured URL. Call it
 * once the shop's change has committed (the servers have then been told to drop their own copies).
 */
export function createCdnPurge({ url, timeoutMs = 2000, retries = 2 }: CdnPurgeOptions): CdnPurge {
  const retrying = retry(
    handleWhen((error) => !(error instanceof RefusedPurge)),
    { maxAttempts: retries, backoff: new ExponentialBackoff({ initialDelay: 200, maxDelay: 1000 }) },
  );
  return async (shopId) => {
    const tag = shopCacheTag(shopId);
    const attempt = async () => {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ tags: [tag] }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body?.cancel();
      if (response.ok) return;
      const message = `${url} answered ${response.status}`;
      throw response.status < 500 ? new RefusedPurge(message) : new Error(message);
    };
    try {
      await retrying.execute(attempt);
      return { ok: true, tag };
    } catch (error) {
      return { ok: false, tag, reason: error instanceof Error ? error.message : String(error) };
    }
  };
}

/** A 4xx answer: the request itself is wrong, so trying it again will not help. */
class RefusedPurge extends Error {}

/** CDN_PURGE_URL as a purge hook, or null when unset; throws naming the setting when it is not an http(s) URL. */
export function cdnPurgeFromEnv(env: NodeJS.ProcessEnv): CdnPurge | null {
  const raw = env.CDN_PURGE_URL?.trim();
  if (!raw) return null;
  const url = URL.parse(raw);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    throw new Error(`CDN_PURGE_URL must be an http(s) URL, got "${raw}"`);
  }
  return createCdnPurge({ url: url.href });
}
