/** The map services whose embed pages a store-contact widget may frame: origin and the embed page's path. */
const MAP_EMBEDS: readonly { origin: string; path: string }[] = [
  { origin: "https://www.google.com", path: "/maps/embed" },
  { origin: "https://www.openstreetmap.org", path: "/export/embed.html" },
];

/** The origins the pages' Content-Security-Policy lets frame a map (frame-src). */
export const MAP_EMBED_ORIGINS: readonly string[] = MAP_EMBEDS.map(({ origin }) => origin);

/**
 * Whether `url` is the embed page of an allow-listed map service (https://www.google.com/maps/embed?pb=…,
 * https://www.openstreetmap.org/export/embed.html?bbox=…): no other page or host may be framed.
 */
export function isMapEmbedUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    !parsed.username &&
    !parsed.password &&
    MAP_EMBEDS.some(({ origin, path }) => parsed.origin === origin && parsed.pathname === path)
  );
}
