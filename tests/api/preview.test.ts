import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageData, PageResponse } from "~/generated/schemas";
import { createNodeValidator } from "~/renderer/nodeValidator";
import { createShopApi } from "../../server/app";
import { serverConfigFromEnv } from "../../server/config";
import type { DatabaseHandle } from "../../server/db";
import { createPreviewAccess } from "../../server/preview/previewAccess";
import { previewConfirmedByApi } from "../../server/preview/previewConfirmedByApi";
import { mintPreviewToken } from "../../server/preview/previewToken";
import { importShopDocument } from "../../server/shops/importShop";
import { createHttpBackend } from "../../server/upstream/httpBackend";
import { dbKinds, fixtureShops, getJson, openTestDatabase, readFixture } from "./harness";

const SECRET = "preview-test-secret";
const PLATFORM_EDITOR = "https://editor.platform.example";
const A_EDITOR = "https://a-editor.example";
const B_EDITOR = "https://b-editor.example:8443";

/** A fixture shop document with the preview settings of its shop section. */
async function shopDocument(name: string, preview: { editorOrigins?: string[]; stagingThemeKey?: string }) {
  const document = await readFixture(name);
  return { ...document, shop: { ...(document.shop as object), ...preview } };
}

const tokenFor = (shopId: number, editorOrigin: string) =>
  mintPreviewToken({ shopId, editorOrigin, expiresAt: Math.floor(Date.now() / 1000) + 600 }, SECRET);

/** The shop API with this test's preview key and platform editor, on a real HTTP server. */
async function startApi(database: DatabaseHandle) {
  const api = createShopApi({
    db: database.db,
    preview: createPreviewAccess({ secret: SECRET, platformOrigins: [PLATFORM_EDITOR] }),
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: api.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(dbKinds)("live preview access on %s", (kind) => {
  let database: DatabaseHandle;
  let api: Awaited<ReturnType<typeof startApi>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(
      database.db,
      await shopDocument("shop-a.json", { editorOrigins: [A_EDITOR], stagingThemeKey: "jade" }),
    );
    await importShopDocument(database.db, await shopDocument("shop-b.json", { editorOrigins: [B_EDITOR] }));
    api = await startApi(database);
  });
  afterAll(async () => {
    await api.close();
    await database.close();
  });

  async function previewData(host: string, token: string, url = api.url) {
    const answer = await getJson(`${url}/api/page?path=/about&preview_token=${encodeURIComponent(token)}`, {
      "X-Nuxt-Host": host,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store"); // nothing shared keeps a preview's answer or its URL
    return (answer.body as PageResponse).data.previewData;
  }

  it("answers previewData with the shop's staging theme for a token of its own editor or the platform's", async () => {
    expect(await previewData(fixtureShops.a.host, tokenFor(fixtureShops.a.id, A_EDITOR))).toEqual({ themeKey: "jade" });
    expect(await previewData(fixtureShops.a.host, tokenFor(fixtureShops.a.id, PLATFORM_EDITOR))).toEqual({
      themeKey: "jade",
    });
    expect(await previewData(fixtureShops.b.host, tokenFor(fixtureShops.b.id, B_EDITOR))).toEqual({}); // no staging theme
  });

  it("keeps shops apart: shop A's editor cannot preview shop B, nor shop A's token open shop B", async () => {
    expect(await previewData(fixtureShops.b.host, tokenFor(fixtureShops.b.id, A_EDITOR))).toBeNull();
    expect(await previewData(fixtureShops.b.host, tokenFor(fixtureShops.a.id, A_EDITOR))).toBeNull();
    expect(await previewData(fixtureShops.a.host, tokenFor(fixtureShops.a.id, B_EDITOR))).toBeNull();
  });

  it("answers null for a token signed with another key, or garbage", async () => {
    const forged = mintPreviewToken(
      { shopId: fixtureShops.a.id, editorOrigin: A_EDITOR, expiresAt: Math.floor(Date.now() / 1000) + 600 },
      "another-secret",
    );
    expect(await previewData(fixtureShops.a.host, forged)).toBeNull();
    expect(await previewData(fixtureShops.a.host, "garbage")).toBeNull();
  });

  it("with API_ORIGIN, a storefront trusts a token the API's page answer confirmed for the shop", async () => {
    const shell = { validator: await createNodeValidator(), showProblems: false };
    const backend = createHttpBackend(api.url, serverConfigFromEnv({}, "test").upstream, shell);
    const previewOver = (host: string, token: string) =>
      previewConfirmedByApi(token, SECRET, () =>
        backend.data(host).page({ lang: "th", path: "/about", query: { preview_token: token } }),
      );
    const token = tokenFor(fixtureShops.a.id, A_EDITOR);
    expect(await previewOver(fixtureShops.a.host, token)).toEqual({
      editorOrigin: A_EDITOR,
      expiresAt: expect.any(Number),
    });
    expect(await previewOver(fixtureShops.b.host, token)).toBeNull(); // the API says: not shop B's
    expect(await previewOver(fixtureShops.b.host, tokenFor(fixtureShops.b.id, A_EDITOR))).toBeNull();
    // an API that confirmed anything still could not open a preview with a token this server's key did not sign
    const foreignKey = mintPreviewToken({ shopId: fixtureShops.a.id, editorOrigin: A_EDITOR, expiresAt: 2e9 }, "other");
    const confirmsAnything = async () => ({ previewData: {} }) as PageData;
    expect(await previewConfirmedByApi(foreignKey, SECRET, confirmsAnything)).toBeNull();
  });

  it("forgets an editor origin the shop's next import leaves out", async () => {
    const token = tokenFor(fixtureShops.b.id, B_EDITOR);
    await importShopDocument(database.db, await shopDocument("shop-b.json", {}));
    const fresh = await startApi(database); // a fresh host -> shop cache (kept 5 s) reads the shop as imported
    try {
      expect(await previewData(fixtureShops.b.host, token, fresh.url)).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it.each([
    ["https://editor.example/", "/shop/editorOrigins/0"],
    ["https://editor.example:443", "/shop/editorOrigins/0"],
    ["https://Editor.example", "/shop/editorOrigins/0"],
    ["*", "/shop/editorOrigins/0"],
  ])("refuses the editor origin %j at import, naming it", async (origin, pointer) => {
    const document = await shopDocument("shop-b.json", { editorOrigins: [origin] });
    await expect(importShopDocument(database.db, document)).rejects.toMatchObject({
      problems: [expect.objectContaining({ pointer })],
    });
  });
});
