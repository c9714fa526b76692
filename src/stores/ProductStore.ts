import { makeAutoObservable, observable, runInAction } from "mobx";
import type { ApiClient } from "~/api/client";
import type { Product } from "~/generated/schemas";
import { CATALOGUE_FRESH_MS, PRODUCT_BATCH_DELAY_MS, PRODUCT_BATCH_MAX } from "~/lib/constants";
import type { PathLang } from "~/lib/localePath";

interface CachedProduct {
  /** null: the shop has no such product, or the batch asking for it failed. */
  product: Product | null;
  expiresAt: number;
}

interface PendingBatch {
  lang: PathLang;
  waiters: Map<string, ((product: Product | null) => void)[]>;
}

/** After a failed batch, its products count as missing for this long, then are asked for again. */
export const RETRY_AFTER_FAILURE_MS = 10_000;

export interface ProductStoreOptions {
  api: ApiClient;
  lang: () => PathLang;
  now?: () => number;
  batchDelayMs?: number;
}

/**
 * Products by uuid for the browser (§7, §9): requests within 100 ms are merged into one GET /api/products/batch
 * (filter[uuid] sorted and comma-joined), answers stay fresh for 60 s, keyed by language (a store serves one shop:
 * one per tab, and a tab is on one host). A failed batch resolves every waiter with null (§8) and is asked again
 * after a short pause.
 */
export class ProductStore {
  private readonly cache = observable.map<string, CachedProduct>();
  private pending: PendingBatch | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ProductStoreOptions) {
    this.now = options.now ?? Date.now;
    makeAutoObservable<ProductStore, "pending" | "options" | "now">(this, {
      pending: false,
      options: false,
      now: false,
    });
  }

  private key(uuid: string, lang: PathLang = this.options.lang()): string {
    return `${lang}:${uuid}`;
  }

  /** The product if known and fresh; null if the shop has none; undefined while unknown or stale. */
  cached(uuid: string): Product | null | undefined {
    const entry = this.cache.get(this.key(uuid));
    if (!entry || this.now() > entry.expiresAt) return undefined;
    return entry.product;
  }

  /** Products that arrived another way (with the page). */
  prime(products: readonly Product[]): void {
    const expiresAt = this.now() + CATALOGUE_FRESH_MS;
    for (const product of products) this.cache.set(this.key(product.uuid), { product, expiresAt });
  }

  /** The product, from the cache when fresh, else with the next batch call. */
  request(uuid: string): Promise<Product | null> {
    const cached = this.cached(uuid);
    if (cached !== undefined) return Promise.resolve(cached);
    return new Promise((resolve) => {
      const lang = this.options.lang();
      if (!this.pending || this.pending.lang !== lang) {
        const batch: PendingBatch = { lang, waiters: new Map() };
        this.pending = batch;
        setTimeout(() => void this.flush(batch), this.options.batchDelayMs ?? PRODUCT_BATCH_DELAY_MS);
      }
      const waiters = this.pending.waiters.get(uuid) ?? [];
      waiters.push(resolve);
      this.pending.waiters.set(uuid, waiters);
    });
  }

  private async flush(batch: PendingBatch): Promise<void> {
    if (this.pending === batch) this.pending = null;
    const uuids = [...batch.waiters.keys()].sort();
    for (let start = 0; start < uuids.length; start += PRODUCT_BATCH_MAX) {
      const chunk = uuids.slice(start, start + PRODUCT_BATCH_MAX);
      const found = await this.options.api
        .get<Product[]>("/api/products/batch", { "filter[uuid]": chunk.join(",") })
        .catch((error: unknown) => {
          console.warn("[products] batch failed", error);
          return null;
        });
      const byUuid = new Map((found ?? []).map((product) => [product.uuid, product]));
      const expiresAt = this.now() + (found ? CATALOGUE_FRESH_MS : RETRY_AFTER_FAILURE_MS);
      runInAction(() => {
        for (const uuid of chunk) {
          this.cache.set(this.key(uuid, batch.lang), { product: byUuid.get(uuid) ?? null, expiresAt });
        }
      });
      for (const uuid of chunk) for (const resolve of batch.waiters.get(uuid) ?? []) resolve(byUuid.get(uuid) ?? null);
    }
  }
}
