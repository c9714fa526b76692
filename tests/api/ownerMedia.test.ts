import { Hono } from "hono";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import type { OwnerShopEnv } from "../../server/owner/grant";
import { MEDIA_LIMITS } from "../../server/owner/media/limits";
import { ownerMediaRoutes } from "../../server/owner/media/routes";
import { answerMedia } from "../../server/owner/media/serveMedia";
import { OwnerApiError, problemResponse } from "../../server/owner/ownerApiError";
import { dbKinds, fixtureShops, importFixtureShops, openTestDatabase } from "./harness";
import { jpegWithExif, PAYLOAD, PLACE, pngDeclaring, pngOf, polyglotGif } from "./mediaImages";

const EMAIL = "owner@a.test";
const shopA = fixtureShops.a.id;
const shopB = fixtureShops.b.id;

/** The media routes as the owner API mounts them, the grant set as its authorisation would (any shop, role owner). */
function ownerApi(handle: DatabaseHandle): Hono {
  const shop = new Hono<OwnerShopEnv>();
  shop.use(async (c, next) => {
    const shopId = Number(c.req.param("shopId"));
    c.set("grant", { accountId: "00000000-0000-4000-8000-000000000001", email: EMAIL, shopId, role: "owner" });
    await next();
  });
  shop.route("/media", ownerMediaRoutes({ db: handle.db }));
  const app = new Hono();
  app.onError((error) => {
    if (error instanceof OwnerApiError) return problemResponse(error);
    throw error;
  });
  app.route("/api/owner/shops/:shopId", shop);
  return app;
}

describe.each(dbKinds)("owner media on %s", (kind) => {
  let handle: DatabaseHandle;
  let app: Hono;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await importFixtureShops(handle.db);
    app = ownerApi(handle);
  });
  afterAll(() => handle.close());

  const mediaUrl = (shopId: number) => `http://localhost/api/owner/shops/${shopId}/media`;
  const upload = (body: BodyInit | Buffer, contentType: string, headers: Record<string, string> = {}, shopId = shopA) =>
    app.request(mediaUrl(shopId), {
      method: "POST",
      body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
      headers: { "Content-Type": contentType, ...headers },
      duplex: "half", // for a streamed body
    } as RequestInit);
  const served = async (shopId: number, id: string, size?: string) => answerMedia(handle.db, shopId, id, size);
  const servedBytes = async (shopId: number, id: string, size?: string) =>
    Buffer.from(await (await served(shopId, id, size)).arrayBuffer());

  async function expectProblem(answer: Response, status: number, detail: RegExp, field: string | null = "body") {
    expect(answer.status).toBe(status);
    expect(answer.headers.get("content-type")).toBe("application/problem+json");
    const problem = (await answer.json()) as { status: number; detail: string; field: string };
    expect(problem).toMatchObject(field === null ? { status } : { status, field });
    expect(problem.detail).toMatch(detail);
  }

  it("reads the type from the bytes: a PNG named .jpg and sent as image/jpeg is stored and served as PNG", async () => {
    const answer = await upload(await pngOf(120, 80), "image/jpeg", {
      "Content-Disposition": 'attachment; filename="photo.jpg"',
    });
    expect(answer.status).toBe(201);
    const item = (await answer.json()) as { id: string; url: string; width: number; height: number };
    expect(item).toMatchObject({ url: `/media/${item.id}`, width: 120, height: 80, contentType: "image/png" });
    const original = await served(shopA, item.id);
    expect(original.headers.get("content-type")).toBe("image/png");
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).format).toBe("png");
  });

  it("re-encodes a GIF that is also an HTML page: the payload is gone, the picture kept", async () => {
    const polyglot = await polyglotGif();
    expect(polyglot.includes(PAYLOAD)).toBe(true);
    const answer = await upload(polyglot, "image/gif");
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    const stored = await servedBytes(shopA, id);
    expect(stored.includes("<script")).toBe(false);
    expect(stored.includes("alert")).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: "gif", width: 24, height: 16 });
  });

  it("drops EXIF, GPS and every other metadata after turning the image as its EXIF orientation says", async () => {
    const photo = await jpegWithExif(64, 48);
    expect(photo.includes(PLACE)).toBe(true);
    const answer = await upload(photo, "image/jpeg");
    const item = (await answer.json()) as { id: string; width: number; height: number };
    expect([item.width, item.height]).toEqual([48, 64]); // orientation 6: a quarter turn
    const stored = await servedBytes(shopA, item.id);
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 48, height: 64 });
    expect([metadata.exif, metadata.orientation, metadata.icc, metadata.xmp]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(stored.includes(PLACE)).toBe(false);
    expect(stored.includes("Owner Name")).toBe(false);
  });

  it("refuses a body over 10 MB with 413: from Content-Length before reading, and while reading when it is absent", async () => {
    const twentyMb = 20 * 1024 * 1024;
    let pulled = 0;
    const declared = await upload(
      new ReadableStream({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024 * 1024));
          if (pulled === 20) controller.close();
        },
      }),
      "image/png",
      { "Content-Length": String(twentyMb) },
    );
    await expectProblem(declared, 413, /at most 10485760 bytes/);
    expect(pulled).toBeLessThanOrEqual(1); // a stream's first chunk may be pulled as it is made, no more
    const chunked = await app.request(mediaUrl(shopA), {
      method: "POST",
      body: new Blob([new Uint8Array(twentyMb)]).stream(),
      headers: { "Content-Type": "image/png" },
      duplex: "half",
    } as RequestInit);
    await expectProblem(chunked, 413, /at most 10485760 bytes/);
    expect(MEDIA_LIMITS.maxBytes).toBe(10 * 1024 * 1024);
  });

  it("refuses a 30,000 px image from its header, naming the limit, without decoding its pixels", async () => {
    // its pixel data is 8 × 8: decoding would fail with another reason ("cannot be read")
    await expectProblem(await upload(await pngDeclaring(30_000, 30_000), "image/png"), 422, /at most 8000 px a side/);
    await expectProblem(await upload(await pngDeclaring(30_000, 10), "image/png"), 422, /30000 × 10 px/);
  });

  it("refuses text with 415 and the reason, whatever its Content-Type says", async () => {
    const text = "Dear shop owner, this is a letter, not a picture.";
    await expectProblem(await upload(text, "image/png"), 415, /not an image of a known type: send JPEG, PNG, WebP/);
    await expectProblem(await upload(text, "text/plain"), 415, /image's bytes with its Content-Type/, "Content-Type");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    await expectProblem(await upload(svg, "image/svg+xml"), 415, /a svg image is not accepted/);
    await expectProblem(
      await upload(
        await sharp(await pngOf(8, 8))
          .tiff()
          .toBuffer(),
        "image/tiff",
      ),
      415,
      /tiff/,
    );
  });

  it("refuses a truncated PNG with 422", async () => {
    const png = await pngOf(200, 150);
    await expectProblem(await upload(png.subarray(0, png.length / 2), "image/png"), 422, /cannot be read/);
  });

  it("lists and deletes per shop: shop B neither sees nor deletes shop A's image (404); a deleted image is not served", async () => {
    const { id } = (await (await upload(await pngOf(30, 30), "image/png")).json()) as { id: string };
    const listed = async (shopId: number) =>
      (await (await app.request(mediaUrl(shopId))).json()) as { id: string; createdBy: string; bytes: number }[];
    const ofA = (await listed(shopA)).find((item) => item.id === id);
    expect(ofA).toMatchObject({
      id,
      url: `/media/${id}`,
      width: 30,
      height: 30,
      contentType: "image/png",
      createdBy: EMAIL,
    });
    expect(ofA?.bytes).toBeGreaterThan(0);
    expect((await listed(shopB)).map((item) => item.id)).not.toContain(id);

    await expectProblem(
      await app.request(`${mediaUrl(shopB)}/${id}`, { method: "DELETE" }),
      404,
      /no such image/,
      null,
    );
    expect((await served(shopB, id)).status).toBe(404);
    expect((await served(shopA, id)).status).toBe(200);

    expect((await app.request(`${mediaUrl(shopA)}/${id}`, { method: "DELETE" })).status).toBe(204);
    expect((await listed(shopA)).map((item) => item.id)).not.toContain(id);
    expect((await served(shopA, id)).status).toBe(404);
    expect((await app.request(`${mediaUrl(shopA)}/${id}`, { method: "DELETE" })).status).toBe(404);
    expect((await app.request(`${mediaUrl(shopA)}/not-a-uuid`, { method: "DELETE" })).status).toBe(404);

    const audit = await withShop(handle.db, shopA, (trx) =>
      trx.selectFrom("owner_audit").select(["action", "actor"]).where("target", "=", id).orderBy("id").execute(),
    );
    expect(audit).toEqual([
      { action: "media.upload", actor: EMAIL },
      { action: "media.delete", actor: EMAIL },
    ]);
  });

  it("serves §9 buckets, snapping unknown sizes, resized once and then read from the database", async () => {
    const { id } = (await (await upload(await pngOf(800, 600), "image/png")).json()) as { id: string };
    const sizeOf = async (size: string) => {
      const answer = await served(shopA, id, size);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.get("content-type")).toBe("image/png");
      const { width, height } = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      return [width, height];
    };
    expect(await sizeOf("300x300")).toEqual([300, 225]); // square bucket: the whole image inside 300 × 300
    expect(await sizeOf("310x310")).toEqual([600, 450]); // snapped up to the 600 bucket
    expect(await sizeOf("90x120")).toEqual([100, 133]); // portrait: the 100x133 bucket, covered
    expect(await sizeOf("700x900")).toEqual([300, 400]); // beyond 600x800: 300x400 (§9)
    expect(await sizeOf("5000x5000")).toEqual([800, 600]); // 4096, never enlarged
    const buckets = () =>
      withShop(handle.db, shopA, (trx) =>
        trx.selectFrom("shop_media_sizes").select("bucket").where("media_id", "=", id).orderBy("bucket").execute(),
      );
    expect((await buckets()).map((row) => row.bucket)).toEqual(["100x133", "300", "300x400", "4096", "600"]);
    await sizeOf("300x300");
    await sizeOf("250x300"); // 250x333
    expect(await buckets()).toHaveLength(6);
    expect((await served(shopA, id, "0x5")).status).toBe(400);
    expect((await served(shopA, id, "big")).status).toBe(400);
    expect((await served(shopB, id, "300x300")).status).toBe(404);
  });
});
