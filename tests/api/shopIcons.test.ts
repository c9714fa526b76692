import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shareImageKey, shareLookOf } from "~/app/loaders/shareImage.server";
import { createNodeValidator } from "~/renderer/nodeValidator";
import type { DatabaseHandle } from "../../server/db";
import { answerMedia } from "../../server/owner/media/serveMedia";
import { importShopDocument } from "../../server/shops/importShop";
import { pictureReader } from "../../server/shopIcons/readPicture";
import { RenderCache } from "../../server/shopIcons/renderCache";
import { shopDrawings } from "../../server/shopIcons/shopDrawings";
import { shopIconRoutes } from "../../server/shopIcons/shopIconRoutes";
import { createInProcessShopData } from "../../server/storefront/inProcessShopData";
import { demoShop } from "../e2e/demoShops";
import { dbKinds, fixtureShops, openTestDatabase, readFixture } from "./harness";

interface Answer {
  status: number;
  type: string;
  cacheControl: string;
  bytes: Buffer;
}

/** GET `path` of the test server as a browser on `host` asks it (node:http: the Host header is the test's). */
function get(base: string, path: string, host: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(path, base), { headers: { Host: host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers["content-type"] ?? "",
            cacheControl: response.headers["cache-control"] ?? "",
            bytes: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

/** The PNG images an .ico file holds (every entry of ours is a PNG), read from its directory. */
function icoImages(file: Buffer): Buffer[] {
  expect([file.readUInt16LE(0), file.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const offset = file.readUInt32LE(entry + 12);
    return file.subarray(offset, offset + file.readUInt32LE(entry + 8));
  });
}

const DEMO_SHOPS = [
  { file: "demo", host: "localhost" },
  { file: "offline", host: "offline.localhost" },
] as const;

/**
 * Issue 28 item 5: each shop's /favicon.ico, /apple-touch-icon.png, app icons and web app manifest, drawn from its
 * favicon setting (the demo shops' SVG), as the storefront serves them (server/entry.ts wires the same parts).
 */
describe.each(dbKinds)("a shop's icons and web app manifest on %s", (kind) => {
  let database: DatabaseHandle;
  let server: ReturnType<typeof serve>;
  let base = "";

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (const { file } of DEMO_SHOPS) await importShopDocument(database.db, demoShop(file));
    await importShopDocument(database.db, await readFixture("shop-a.json")); // no favicon
    const validator = await createNodeValidator();
    const data = createInProcessShopData({ db: database.db, shell: { validator, showProblems: false } });
    const db = database.db;
    const app = shopIconRoutes({
      hostOf: (request) => new URL(request.url).hostname,
      shopIdOf: (host) => data.shopIdOf(host),
      baseOf: async (host, lang) => (await data.forRequest(host).shell({ lang, path: "/", query: {} }))?.base ?? null,
      drawings: shopDrawings(
        pictureReader({ staticDir: "public", media: (shopId, id, size) => answerMedia(db, shopId, id, size) }),
        new RenderCache(),
      ),
    });
    server = await new Promise((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
  });

  describe.each(DEMO_SHOPS)("the $file shop", ({ file, host }) => {
    const shop = demoShop(file);
    const th = shop.base.th;

    it("answers /favicon.ico: an icon file of 16, 32 and 48 px PNGs drawn from its SVG favicon", async () => {
      const answer = await get(base, "/favicon.ico", host);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe("image/x-icon");
      expect(answer.cacheControl).toMatch(/public, max-age=\d+/);
      const sizes = await Promise.all(icoImages(answer.bytes).map((png) => sharp(png).metadata()));
      expect(sizes.map(({ format, width, height }) => [format, width, height])).toEqual([
        ["png", 16, 16],
        ["png", 32, 32],
        ["png", 48, 48],
      ]);
      // the shop's own favicon, as sharp draws the SVG file at 48 px itself
      const [, , drawn] = icoImages(answer.bytes);
      const svg = await readFile(join("public", th.web.favicon ?? ""));
      const expected = await sharp(svg, { density: 72 * 2 })
        .resize(48, 48)
        .ensureAlpha()
        .raw()
        .toBuffer();
      const actual = await sharp(drawn).ensureAlpha().raw().toBuffer();
      const difference = expected.reduce((sum, value, index) => sum + Math.abs(value - (actual[index] ?? 0)), 0);
      expect(difference / expected.length).toBeLessThan(8);
    });

    it.each([
      ["/apple-touch-icon.png", 180],
      ["/app-icon-192.png", 192],
      ["/app-icon-512.png", 512],
    ])("answers %s: an opaque %i px square PNG", async (path, side) => {
      const answer = await get(base, path, host);
      expect(answer.status).toBe(200);
      expect(answer.type).toBe("image/png");
      const metadata = await sharp(answer.bytes).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", side, side]);
      expect((await sharp(answer.bytes).stats()).isOpaque).toBe(true); // iOS paints a transparent corner black
    });

    it.each([
      ["/manifest.webmanifest", "th", "/"],
      ["/en/manifest.webmanifest", "en", "/en"],
    ] as const)("answers %s: its name, language, colours and icons", async (path, lang, startUrl) => {
      const answer = await get(base, path, host);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^application\/manifest\+json/);
      const manifest = JSON.parse(answer.bytes.toString("utf8"));
      const { web, webHead } = shop.base[lang];
      expect(manifest).toMatchObject({
        name: web.name,
        short_name: expect.any(String),
        lang,
        start_url: startUrl,
        theme_color: webHead.themeColor,
        background_color: expect.stringMatching(/^#[0-9a-f]{3,6}$/i),
      });
      for (const icon of manifest.icons) {
        const image = await get(base, icon.src, host);
        const metadata = await sharp(image.bytes).metadata();
        expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
        expect(image.type).toBe(icon.type);
      }
      expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["192x192", "512x512"]);
    });
  });

  it("gives a shop without a favicon the default icon, not a 404 page", async () => {
    for (const path of ["/favicon.ico", "/apple-touch-icon.png", "/manifest.webmanifest"]) {
      const answer = await get(base, path, fixtureShops.a.host);
      expect(answer.status, path).toBe(200);
    }
    const icon = await get(base, "/apple-touch-icon.png", fixtureShops.a.host);
    expect(await sharp(icon.bytes).metadata()).toMatchObject({ format: "png", width: 180, height: 180 });
    const manifest = JSON.parse((await get(base, "/manifest.webmanifest", fixtureShops.a.host)).bytes.toString());
    expect(manifest).toMatchObject({ name: "Shop A", lang: "th" });
  });

  it("draws a page's share image for its key only: another key, another shop's or an outside src is a 404", async () => {
    const demo = demoShop("demo").base.th;
    const look = shareLookOf(demo);
    const src = "/demo/images/hills.svg";
    const path = `/share-image/${shareImageKey({ ...look, src })}.png?src=${encodeURIComponent(src)}`;
    const drawn = await get(base, path, "localhost");
    expect([drawn.status, drawn.type, drawn.cacheControl]).toEqual([
      200,
      "image/png",
      expect.stringMatching(/immutable/),
    ]);
    expect(await sharp(drawn.bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });
    const card = await get(base, `/share-image/${shareImageKey({ ...look, src: null })}.png`, "localhost");
    expect(await sharp(card.bytes).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    const refused = [
      [`/share-image/${shareImageKey({ ...look, src: "/other.svg" })}.png?src=${encodeURIComponent(src)}`, "localhost"],
      [path, "offline.localhost"], // drawn with the demo shop's look: not the offline shop's image
      [
        `/share-image/${shareImageKey({ ...look, src: "https://evil.example/a.svg" })}.png?src=https%3A%2F%2Fevil.example%2Fa.svg`,
        "localhost",
      ],
      ["/share-image/short.png", "localhost"],
    ];
    for (const [refusedPath, host] of refused) {
      expect((await get(base, refusedPath ?? "", host ?? "")).status, `${host} ${refusedPath}`).toBe(404);
    }
  });

  it("answers a host that names no shop with a plain 404", async () => {
    const answer = await get(base, "/favicon.ico", "nobody.test");
    expect(answer.status).toBe(404);
    expect(answer.type).toMatch(/^text\/plain/);
  });
});
