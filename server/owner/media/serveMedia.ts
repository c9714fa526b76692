import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { bucketOfSize } from "./buckets";
import { readMedia } from "./mediaSizes";

/** A stored image never changes under its URL (a new upload gets a new id): caches may keep it for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The answer to GET /media/<id>[?size=WxH] on a shop's host: the shop's image, at the §9 bucket `size` snaps to
 * (bucketOfSize), or 404 when the host's shop (null: none) has no such image.
 */
export async function answerMedia(
  db: Kysely<Database>,
  shopId: number | null,
  id: string,
  size: string | undefined,
): Promise<Response> {
  const bucket = size === undefined ? null : bucketOfSize(size);
  if (size !== undefined && !bucket) return plain(400, "size must be WIDTHxHEIGHT or one side in pixels, e.g. 300x400");
  const file = shopId === null ? null : await readMedia(db, shopId, id, bucket);
  if (!file) return plain(404, "Not Found");
  // both drivers (pg's Buffer, PGlite's Uint8Array) hand out bytes on an ArrayBuffer, never a shared one
  return new Response(file.data as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.data.byteLength),
      "Cache-Control": IMMUTABLE,
    },
  });
}
