import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "~/api/client";
import type { ShopDocument } from "~/generated/schemas";
import { CATALOGUE_FRESH_MS } from "~/lib/constants";
import type { PathLang } from "~/lib/localePath";
import { createShopApi } from "../../server/app";
import type { DatabaseHandle } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import { openTestDatabase } from "../../tests/api/harness";
import { ProductStore, RETRY_AFTER_FAILURE_MS } from "./ProductStore";

const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as ShopDocument;
const demoUuids = (demo.catalogue?.products ?? []).map((product) => product.uuid);

/** The store as the browser uses it, against the real shop API over HTTP on a real (in-memory) database. */
describe("ProductStore", () => {
  let database: DatabaseHandle;
  let server: ReturnType<typeof serve>;
  let baseUrl = "";
  const batchCalls: URL[] = [];
  let failNext = false;
  let clock = 1_000_000;
  let lang: PathLang = "th";

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await importShopDocument(database.db, demo);
    const shopApi = createShopApi({ db: database.db });
    await new Promise<void>((resolve) => {
      server = serve(
        {
          port: 0,
          hostname: "127.0.0.1",
          fetch: (request) => {
            const url = new URL(request.url);
            if (url.pathname === "/api/products/batch") {
              batchCalls.push(url);
              if (failNext) {
                failNext = false;
                return new Response("down", { status: 503 });
              }
            }
            return shopApi.fetch(request);
          },
        },
        () => resolve(),
      );
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await database?.close();
  });
  beforeEach(() => {
    batchCalls.length = 0;
    lang = "th";
  });

  const newStore = () =>
    new ProductStore({
      api: createApiClient({ baseUrl, host: "localhost", lang: () => lang }),
      lang: () => lang,
      now: () => clock,
    });

  it("merges 40 requests made within 100 ms into one batch call with the uuids sorted", async () => {
    expect(demoUuids.length).toBeGreaterThanOrEqual(40);
    const store = newStore();
    const wanted = demoUuids.slice(0, 40).reverse();
    const products = await Promise.all(wanted.map((uuid) => store.request(uuid)));
    expect(batchCalls).toHaveLength(1);
    expect(batchCalls[0]?.searchParams.get("filter[uuid]")).toBe([...wanted].sort().join(","));
    expect(products.map((product) => product?.uuid)).toEqual(wanted);
    expect(store.cached(wanted[0] ?? "")?.uuid).toBe(wanted[0]);
  });

  it("answers from the cache for 60 s, then asks again", async () => {
    const store = newStore();
    const uuid = demoUuids[0] ?? "";
    await store.request(uuid);
    clock += CATALOGUE_FRESH_MS;
    await store.request(uuid);
    expect(batchCalls).toHaveLength(1);
    clock += 1;
    expect(store.cached(uuid)).toBeUndefined();
    await store.request(uuid);
    expect(batchCalls).toHaveLength(2);
  });

  it("answers null for a uuid the shop does not have, and remembers it", async () => {
    const store = newStore();
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await store.request(unknown)).toBeNull();
    expect(store.cached(unknown)).toBeNull();
  });

  it("resolves every waiter with null when the batch fails (§8), and asks again after a pause", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const store = newStore();
    failNext = true;
    const answers = await Promise.all(demoUuids.slice(0, 3).map((uuid) => store.request(uuid)));
    expect(answers).toEqual([null, null, null]);
    expect(store.cached(demoUuids[0] ?? "")).toBeNull(); // shown as missing, not loading forever
    clock += RETRY_AFTER_FAILURE_MS + 1;
    expect(store.cached(demoUuids[0] ?? "")).toBeUndefined();
    expect((await store.request(demoUuids[0] ?? ""))?.uuid).toBe(demoUuids[0]);
    expect(batchCalls).toHaveLength(2);
  });

  it("keeps each language's products apart", async () => {
    const store = newStore();
    const uuid = demoUuids[0] ?? "";
    const thai = await store.request(uuid);
    lang = "en";
    expect(store.cached(uuid)).toBeUndefined();
    const english = await store.request(uuid);
    expect(batchCalls).toHaveLength(2);
    expect(batchCalls[1]?.searchParams.get("filter[uuid]")).toBe(uuid);
    expect(english?.name).not.toBe(thai?.name);
  });
});
