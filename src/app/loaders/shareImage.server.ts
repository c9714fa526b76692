import { createHash } from "node:crypto";
import type { BaseData } from "~/generated/schemas";
import type { ShareImage } from "~/lib/shareMeta";
import { shopColoursFor } from "./shopColours.server";
import { sameOriginOrHttps } from "./shopLook.server";

/** Where a shop's share images are served on its host: /share-image/<key>.png[?src=<path>]. */
export const SHARE_IMAGE_PATH = "/share-image";
/** What LINE, Facebook and X show best as a large card (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
/** Part of every key: a change to how share images are drawn gives them all new URLs. */
const DRAWING = "1";

/**
 * What a share image is drawn from: a picture on the shop's host (`src`, a path) fitted on the shop's surface colour,
 * or none: the shop's card (its icon from its favicon setting and its name on its brand colour).
 */
export interface ShareSource {
  src: string | null;
  surface: string;
  brand: string;
  favicon: string | undefined;
  name: string;
}

/** The key in a share image's URL: a hash of all it is drawn from, so the URL changes with the picture. */
export function shareImageKey({ src, surface, brand, favicon, name }: ShareSource): string {
  return createHash("sha256")
    .update(JSON.stringify([DRAWING, src, surface, brand, favicon ?? null, name]))
    .digest("base64url")
    .slice(0, 22);
}

const RASTER_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/**
 * The share image of a page whose head names `image` (absolute on the shop's public `origin`, or elsewhere):
 * - a picture on the shop's own origin is drawn at 1200 × 630 on the shop's colour (SVG, small or odd-shaped alike);
 * - a PNG, JPEG or WebP picture on another https host is passed through as it is: the server never fetches a URL a
 *   page names elsewhere (no request forgery), and LINE and Facebook fetch it themselves;
 * - anything else (no image, an SVG or unknown type elsewhere) gives the shop's card.
 */
export function shareImageOf(image: string | undefined, origin: string, shop: Omit<ShareSource, "src">): ShareImage {
  const url = image ? URL.parse(image, origin) : null;
  const type = RASTER_TYPES[url?.pathname.match(/\.([a-z]+)$/i)?.[1]?.toLowerCase() ?? ""];
  if (url && url.origin !== origin && url.protocol === "https:" && type) return { url: url.href, type };
  const src = url?.origin === origin ? `${url.pathname}${url.search}` : null;
  const key = shareImageKey({ ...shop, src });
  return {
    url: `${origin}${SHARE_IMAGE_PATH}/${key}.png${src ? `?src=${encodeURIComponent(src)}` : ""}`,
    type: "image/png",
    ...SHARE_IMAGE_SIZE,
  };
}

/** What a shop's share images are drawn with besides the picture: its colours, icon setting and name. */
export function shareLookOf(base: BaseData): Omit<ShareSource, "src"> {
  const { brand, surface } = shopColoursFor(base);
  return { brand, surface, favicon: sameOriginOrHttps(base.web.favicon), name: base.web.name ?? base.webHead.title };
}
