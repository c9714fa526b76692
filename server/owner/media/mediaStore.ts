import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import { recordAudit } from "../audit";
import type { OwnerGrant } from "../grant";
import { notFound } from "../ownerApiError";
import { encodeUpload } from "./encodeImage";
import { mediaUrlOf } from "./limits";
import { isUuid } from "~/lib/uuid";

/** An image as the owner API lists it. */
export interface MediaItem {
  id: string;
  url: string;
  width: number;
  height: number;
  /** Bytes of the stored (re-encoded) image. */
  bytes: number;
  contentType: string;
  createdAt: Date;
  createdBy: string;
}

/** Checks and re-encodes the upload (encodeUpload), then stores it in the grant's shop, with its audit entry. */
export async function uploadMedia(db: Kysely<Database>, grant: OwnerGrant, upload: Uint8Array): Promise<MediaItem> {
  const image = await encodeUpload(upload);
  const id = randomUUID();
  return withShop(db, grant.shopId, async (trx) => {
    const row = await trx
      .insertInto("shop_media")
      .values({
        shop_id: grant.shopId,
        id,
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        data: image.data,
        created_by: grant.email,
      })
      .returning(["created_at"])
      .executeTakeFirstOrThrow();
    const item: MediaItem = {
      id,
      url: mediaUrlOf(id),
      width: image.width,
      height: image.height,
      bytes: image.data.byteLength,
      contentType: image.contentType,
      createdAt: row.created_at,
      createdBy: grant.email,
    };
    const detail = { contentType: item.contentType, width: item.width, height: item.height, bytes: item.bytes };
    await recordAudit(trx, { shopId: grant.shopId, actor: grant.email, action: "media.upload", target: id, detail });
    return item;
  });
}

/** The shop's images, newest first. */
export async function listMedia(db: Kysely<Database>, shopId: number): Promise<MediaItem[]> {
  const rows = await withShop(db, shopId, (trx) =>
    trx
      .selectFrom("shop_media")
      .select(["id", "width", "height", "content_type", "created_at", "created_by"])
      .select(sql<number>`octet_length(data)`.as("bytes"))
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    url: mediaUrlOf(row.id),
    width: row.width,
    height: row.height,
    bytes: Number(row.bytes),
    contentType: row.content_type,
    createdAt: row.created_at,
    createdBy: row.created_by,
  }));
}

/** Deletes the image and its sizes; another shop's or an unknown id is not found. */
export async function deleteMedia(db: Kysely<Database>, grant: OwnerGrant, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound("no such image"); // never a database error for an id that is no uuid
  await withShop(db, grant.shopId, async (trx) => {
    const deleted = await trx.deleteFrom("shop_media").where("id", "=", id).returning("id").executeTakeFirst();
    if (!deleted) throw notFound("no such image");
    await recordAudit(trx, { shopId: grant.shopId, actor: grant.email, action: "media.delete", target: id });
  });
}
