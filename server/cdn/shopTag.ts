/** The cache tag of everything showing a shop's data: what a CDN purge of that shop names. */
export function shopCacheTag(shopId: number): string {
  return `shop-${shopId}`;
}

/**
 * The headers that tag an answer with its shop for a CDN in front: Cache-Tag (Cloudflare, Akamai) and Surrogate-Key
 * (Fastly), so a purge of the tag drops the shop's pages at the edge too.
 */
export function shopTagHeaders(shopId: number): [string, string][] {
  const tag = shopCacheTag(shopId);
  return [
    ["Cache-Tag", tag],
    ["Surrogate-Key", tag],
  ];
}

/** The answer tagged with its shop when a CDN may keep it (Cache-Control public); unknown shop (null): as it is. */
export function withShopTags(response: Response, shopId: number | null): Response {
  if (shopId === null || !/\bpublic\b/.test(response.headers.get("Cache-Control") ?? "")) return response;
  for (const [name, value] of shopTagHeaders(shopId)) response.headers.set(name, value);
  return response;
}
