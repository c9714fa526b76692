import { readFile, realpath, stat } from "node:fs/promises";
import path from "node:path";
import { MEDIA_PATH } from "../owner/media/limits";

/** The most bytes of a picture read to draw an icon or a share image from (the media limit's order). */
export const MAX_PICTURE_BYTES = 8 * 1024 * 1024;

/** A picture on the shop's host: its bytes and what identifies it (the same bytes have the same id). */
export interface Picture {
  id: string;
  bytes: Uint8Array;
}

export interface PictureSources {
  /** The folder the storefront's own files are served from (public/ in development, build/client built). */
  staticDir: string;
  /** GET /media/<id>?size= of a shop (server/owner/media/serveMedia): the answer the shop's host would give. */
  media(shopId: number, id: string, size: string | undefined): Promise<Response>;
}

/**
 * Reads a picture a shop names by a path on its own host (`/demo/images/logo.svg`, `/media/<id>?size=600`): the
 * shop's media, or a file of the storefront's own; null for anything else. Nothing is fetched over the network, so
 * no setting can make the server request another address; what is read is bounded by MAX_PICTURE_BYTES.
 */
export function pictureReader({ staticDir, media }: PictureSources) {
  const root = realpath(staticDir).catch(() => null);
  return async (shopId: number, address: string): Promise<Picture | null> => {
    if (!address.startsWith("/") || address.startsWith("//")) return null;
    const url = URL.parse(address, "http://shop.invalid");
    if (!url) return null;
    if (url.pathname.startsWith(`${MEDIA_PATH}/`)) {
      const size = url.searchParams.get("size") ?? undefined;
      const answer = await media(shopId, url.pathname.slice(MEDIA_PATH.length + 1), size);
      const length = Number(answer.headers.get("content-length") ?? Infinity);
      if (!answer.ok || length > MAX_PICTURE_BYTES) return null;
      return { id: `${url.pathname}?size=${size ?? ""}`, bytes: new Uint8Array(await answer.arrayBuffer()) };
    }
    return readStaticFile(await root, url.pathname);
  };
}

/** A file under `root` (never outside it, links included), at most MAX_PICTURE_BYTES; null otherwise. */
async function readStaticFile(root: string | null, pathname: string): Promise<Picture | null> {
  if (!root) return null;
  try {
    const file = await realpath(path.join(root, decodeURIComponent(pathname)));
    if (!file.startsWith(`${root}${path.sep}`)) return null;
    const info = await stat(file);
    if (!info.isFile() || info.size > MAX_PICTURE_BYTES) return null;
    return { id: `${pathname}@${info.mtimeMs}`, bytes: await readFile(file) };
  } catch {
    return null; // no such file, or a name that is no path
  }
}
