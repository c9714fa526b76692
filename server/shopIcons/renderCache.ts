import { LRUCache } from "lru-cache";

/** The drawn icons and share images kept by default: 16 MiB (a share image is some 20-200 kB, an icon less). */
export const RENDER_CACHE_BYTES = 16 * 1024 * 1024;
/** How long a drawing is kept at most: a shop's change drops its drawings at once (purgeShop) where it is announced. */
const RENDER_TTL_MS = 60 * 60 * 1000;

/**
 * Drawings (PNG, ICO) kept per shop, bounded by their bytes, the least recently used first to go. Concurrent
 * requests for one drawing share its work; a failed drawing is not kept.
 */
export class RenderCache {
  private readonly drawings: LRUCache<string, Promise<Uint8Array>>;

  constructor(maxBytes = RENDER_CACHE_BYTES) {
    this.drawings = new LRUCache({ maxSize: maxBytes, ttl: RENDER_TTL_MS });
  }

  /** The drawing `what` of a shop: the one kept, else `draw`'s. `scope` is the shop's id and host. */
  remember(
    scope: { shopId: number; host: string },
    what: string,
    draw: () => Promise<Uint8Array>,
  ): Promise<Uint8Array> {
    const key = `${scope.shopId}/${scope.host}/${what}`;
    const kept = this.drawings.get(key);
    if (kept) return kept;
    const drawing = draw();
    this.drawings.set(key, drawing, { size: 1 });
    const stillDrawing = () => this.drawings.peek(key) === drawing;
    drawing.then(
      (bytes) => {
        if (!stillDrawing()) return;
        if (bytes.byteLength > this.drawings.maxSize) this.drawings.delete(key);
        else this.drawings.set(key, Promise.resolve(bytes), { size: bytes.byteLength, noUpdateTTL: true });
      },
      () => {
        if (stillDrawing()) this.drawings.delete(key);
      },
    );
    return drawing;
  }

  purgeShop(shopId: number): void {
    for (const key of [...this.drawings.keys()]) if (key.startsWith(`${shopId}/`)) this.drawings.delete(key);
  }

  purgeAll(): void {
    this.drawings.clear();
  }
}
