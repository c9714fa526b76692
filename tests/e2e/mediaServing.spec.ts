import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import sharp from "sharp";
import { freshDemoDataDir } from "./demoDataDir";
import { removeFolder } from "./leftovers";
import { demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { rawGet, type RunningServer, startBuiltServer } from "./pageCacheHttp";

// An owner's image served by the built server on the shop's own host (server/owner/media/serveMedia.ts): §9 buckets
// resized once and kept, immutable, tagged with the shop; another shop's host does not serve it. The image is put in
// the database of a server of this test's own before it starts (the shared server's belongs to its process).
const PORT = Number(process.env.E2E_PORT ?? 3210) + 3;
const DEMO = demoShop("demo").shop.id;

let server: RunningServer | undefined;
let dataDir = "";
let id = "";

test.beforeAll(async () => {
  test.setTimeout(120_000); // seeding the media and starting the server
  dataDir = freshDemoDataDir("sf-e2e-media-");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["node_modules/.bin/tsx", "tests/e2e/seedMedia.ts", String(DEMO)],
    { env: { ...process.env, DATA_DIR: dataDir } },
  );
  id = (JSON.parse(stdout) as { id: string }).id;
  server = await startBuiltServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL_SCHEME: "http", LOG_LEVEL: "warn" });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) removeFolder(dataDir);
});

const get = (path: string, host = "localhost") => rawGet(PORT, path, { host: `${host}:${PORT}` });
const sizeOf = async (body: Buffer) => {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height };
};

test("serves the image and its §9 buckets on the shop's host: immutable, typed, tagged, the same bytes each time", async () => {
  const original = await get(`/media/${id}`);
  expect(original.status).toBe(200);
  expect(await sizeOf(original.body)).toEqual({ format: "png", width: 800, height: 600 });

  const first = await get(`/media/${id}?size=300x300`);
  const again = await get(`/media/${id}?size=300x300`);
  for (const answer of [first, again]) {
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("image/png");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["cache-tag"]).toBe(`shop-${DEMO}`);
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  }
  expect(await sizeOf(first.body)).toEqual({ format: "png", width: 300, height: 225 });
  expect(again.body.equals(first.body)).toBe(true);

  expect(await sizeOf((await get(`/media/${id}?size=90x120`)).body)).toMatchObject({ width: 100, height: 133 });
  expect(await sizeOf((await get(`/media/${id}?size=37x37`)).body)).toMatchObject({ width: 50, height: 38 });
});

test("answers 404 for another shop's host, an unknown id and a malformed one; 400 for a malformed size", async () => {
  expect((await get(`/media/${id}?size=300x300`, "offline.localhost")).status).toBe(404);
  expect((await get("/media/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  const malformed = await get("/media/..%2f..%2fetc");
  expect(malformed.status).toBe(404);
  expect(malformed.headers["cache-control"]).toBe("no-store");
  expect((await get(`/media/${id}?size=huge`)).status).toBe(400);
});

test("lets an image upload's body through the front up to 10 MB, refusing more before it is read", async () => {
  // the front allows other /api bodies 64 KiB; what answers past it is the owner API (not signed in here)
  expect(await postDeclaring(20 * 1024 * 1024)).toBe(413);
  expect(await postDeclaring(100 * 1024)).not.toBe(413);
});

/** POSTs to the demo shop's media a body of `bytes` (sent only when small), answering the status. */
function postDeclaring(bytes: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers = { host: `localhost:${PORT}`, "content-type": "image/png", "content-length": bytes };
    const request = http.request(
      { host: "127.0.0.1", port: PORT, path: `/api/owner/shops/${DEMO}/media`, method: "POST", headers },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(bytes <= 1024 * 1024 ? Buffer.alloc(bytes) : undefined);
  });
}
