import { Hono } from "hono";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import type { OwnerShopEnv } from "../grant";
import { OwnerApiError } from "../ownerApiError";
import { ACCEPTED_TYPES_TEXT } from "./limits";
import { deleteMedia, listMedia, uploadMedia } from "./mediaStore";
import { readImageBody } from "./readImageBody";

/**
 * The owner API's media of one shop (mounted at /api/owner/shops/:shopId/media once `grant` is set): upload the
 * image's bytes, list, delete. Both roles may do all three.
 */
export function ownerMediaRoutes(deps: { db: Kysely<Database> }): Hono<OwnerShopEnv> {
  const routes = new Hono<OwnerShopEnv>();

  routes.post("/", async (c) => {
    requireImageContentType(c.req.header("content-type"));
    const body = await readImageBody(c.req.raw); // a declared Content-Length over the limit is refused unread
    const item = await uploadMedia(deps.db, c.get("grant"), body);
    return c.json(item, 201, { Location: item.url });
  });

  routes.get("/", async (c) => c.json(await listMedia(deps.db, c.get("grant").shopId)));

  routes.delete("/:id", async (c) => {
    await deleteMedia(deps.db, c.get("grant"), c.req.param("id"));
    return c.body(null, 204);
  });

  return routes;
}

/**
 * The header must say an image (which one is read from the bytes): a cross-site form cannot send image/* without
 * the browser asking first, and a JSON or form body sent here by mistake is told so.
 */
function requireImageContentType(contentType: string | undefined): void {
  if (contentType?.toLowerCase().startsWith("image/")) return;
  throw new OwnerApiError(415, {
    title: "Unsupported Media Type",
    detail: `send the image's bytes with its Content-Type (image/…): ${ACCEPTED_TYPES_TEXT}`,
    field: "Content-Type",
  });
}
