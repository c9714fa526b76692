import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import type { Bucket } from "./buckets";
import { resizeToBucket } from "./encodeImage";
import { isUuid } from "~/lib/uuid";

/** An image's bytes as served, original or at one bucket. */
export interface MediaFile {
  contentType: string;
  data: Uint8Array;
}

/** Resizes in progress in this process: concurrent first requests for one size resize it once. */
const resizing = new Map<string, Promise<MediaFile | null>>();

/**
 * The shop's image `id` (null: the original) at a bucket, or null when the shop has no such image (another shop's,
 * deleted, never made). A bucket is resized at its first request and kept in the database, so every process and
 * machine after that answers it from there; two processes resizing at once both answer, one row is kept.
 */
export function readMedia(
  db: Kysely<Database>,
  shopId: number,
  id: string,
  bucket: Bucket | null,
): Promise<MediaFile | null> {
  if (!isUuid(id)) return Promise.resolve(null); // never a database error for an id that is no uuid
  if (!bucket) return readOriginal(db, shopId, id);
  const key = `${shopId}/${id}/${bucket.key}`;
  const running = resizing.get(key);
  if (running) return running;
  const read = readBucket(db, shopId, id, bucket).finally(() => resizing.delete(key));
  resizing.set(key, read);
  return read;
}

function readOriginal(db: Kysely<Database>, shopId: number, id: string): Promise<MediaFile | null> {
  return withShop(db, shopId, async (trx) => {
    const row = await trx
      .selectFrom("shop_media")
      .select(["content_type", "data"])
      .where("id", "=", id)
      .executeTakeFirst();
    return row ? { contentType: row.content_type, data: row.data } : null;
  });
}

async function readBucket(db: Kysely<Database>, shopId: number, id: string, bucket: Bucket): Promise<MediaFile | null> {
  const kept = await withShop(db, shopId, (trx) =>
    trx
      .selectFrom("shop_media as media")
      .leftJoin("shop_media_sizes as size", (join) =>
        join
          .onRef("size.shop_id", "=", "media.shop_id")
          .onRef("size.media_id", "=", "media.id")
          .on("size.bucket", "=", bucket.key),
      )
      .select(["media.content_type", "size.data"])
      .where("media.id", "=", id)
      .executeTakeFirst(),
  );
  if (!kept) return null;
  if (kept.data) return { contentType: kept.content_type, data: kept.data };
  const original = await readOriginal(db, shopId, id);
  if (!original) return null; // deleted meanwhile
  const data = await resizeToBucket(original.data, original.contentType, bucket);
  // kept only while the image is (a delete may have come meanwhile)
  await withShop(db, shopId, (trx) =>
    trx
      .insertInto("shop_media_sizes")
      .columns(["shop_id", "media_id", "bucket", "data"])
      .expression((eb) =>
        eb
          .selectFrom("shop_media")
          .select(["shop_id", "id", sql<string>`${bucket.key}::text`.as("bucket"), sql`${data}::bytea`.as("data")])
          .where("id", "=", id),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute(),
  );
  return { contentType: original.contentType, data };
}
