import { readFile } from "node:fs/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createApiClient } from "~/api/client";
import type { PageRequest, ShopData } from "~/app/services";
import { collectNeeds } from "~/renderer/collectNeeds";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { normalizeTree } from "~/renderer/normalizeTree";
import type { DatabaseHandle } from "../../server/db";
import { jsonb } from "../../server/db/jsonb";
import { importShopDocument } from "../../server/shops/importShop";
import { createHttpShopData } from "../../server/storefront/httpShopData";
import { createInProcessShopData, type InProcessShopData } from "../../server/storefront/inProcessShopData";
import { withShop } from "../../server/db/shopScope";
import { createAnswerChecks } from "../../server/upstream/answerChecks";
import { dbKinds, openTestDatabase, type RunningApi, startApi } from "./harness";

const PRODUCT = "/product/soft-stem-oolong-doi-mae-salong/2ae2c321-fad2-4709-bbde-ca8cd9c3b1c7";

/** Pages a shopper asks for, in every language (cn is served in English). */
const pages: PageRequest[] = [
  { lang: "th", path: "/", query: {} },
  { lang: "en", path: "/", query: {} },
  { lang: "th", path: "/category/tea/101", query: { p_page: "2" } },
  { lang: "en", path: "/category/tea/101", query: { p_page: "1", utm_source: "mail" } },
  { lang: "th", path: PRODUCT, query: {} },
  { lang: "cn", path: PRODUCT, query: {} },
  { lang: "en", path: "/search", query: { q: "oolong", p_page: "1", b_page: "1" } },
  { lang: "th", path: "/search", query: { q: "ชา" } },
];

/** Requests that fail: no such page, a path and a query the API refuses. */
const failing: PageRequest[] = [
  { lang: "th", path: "/no-such-page", query: {} },
  { lang: "en", path: "/category/tea/999", query: {} },
  { lang: "th", path: "/%00", query: {} },
  { lang: "th", path: "/search", query: { q: "\u0000" } },
];

/** How a call failed, as a loader sees it; fails the test when it did not. */
function failureOf(answer: Promise<unknown>) {
  return answer.then(
    (value) => {
      throw new Error(`expected a failure, got ${JSON.stringify(value).slice(0, 200)}`);
    },
    (error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, key: error.key, message: error.message, body: error.body };
    },
  );
}

/**
 * The loaders' ShopData in-process (the API's answer functions on the database) against the same over HTTP (the
 * shop API on a real server): the same answers and the same errors for the same requests.
 */
describe.each(dbKinds)("the loaders' shop data in-process and over HTTP on %s", (kind) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  let validator: NodeValidator;
  let inProcess: InProcessShopData;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(database.db, JSON.parse(await readFile("shops/demo.json", "utf8")));
    api = await startApi(database.db);
    validator = await createNodeValidator();
    inProcess = createInProcessShopData({ db: database.db, shell: { validator, showProblems: false } });
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  const checks = createAnswerChecks();

  /** Both kinds of ShopData of one storefront request for `host`. */
  function both(host = "localhost"): [ShopData, ShopData] {
    const http = createHttpShopData(
      (lang) => createApiClient({ baseUrl: api.url, host, lang: () => lang }),
      { validator, showProblems: false, host },
      checks,
    );
    return [inProcess.forRequest(host), http];
  }

  it.each(pages)("answers $lang $path $query alike: page, shell and what its widgets need", async (request) => {
    const [local, http] = both();
    const page = await local.page(request);
    expect(page).toEqual(await http.page(request));
    expect(page).not.toHaveProperty("base");
    const shell = await local.shell(request);
    expect(shell?.header.length).toBeGreaterThan(0);
    expect(shell).toEqual(await http.shell(request));

    const nodes = normalizeTree(structuredClone(page.pageComponent.children), validator, {
      pointer: "",
      zone: "page",
      keepInvalid: false,
    }).nodes;
    const needs = collectNeeds(nodes, validator);
    if (needs.productUuids.length > 0) {
      const products = await local.products(request.lang, needs.productUuids);
      expect(products.length).toBeGreaterThan(0);
      expect(products).toEqual(await http.products(request.lang, needs.productUuids));
    }
  });

  it.each(["th", "en"] as const)("answers the categories and blog posts in %s alike", async (lang) => {
    const [local, http] = both();
    const categories = await local.categories(lang);
    expect(categories.length).toBeGreaterThan(0);
    expect(categories).toEqual(await http.categories(lang));
    const blogs = await local.blogs(lang, 3);
    expect(blogs).toHaveLength(3);
    expect(blogs).toEqual(await http.blogs(lang, 3));
  });

  it.each(failing)("fails $lang $path $query alike, and still has the shell", async (request) => {
    const [local, http] = both();
    const failure = await failureOf(local.page(request));
    expect([400, 404]).toContain(failure.status);
    expect(failure).toEqual(await failureOf(http.page(request)));
    const shell = await local.shell(request);
    expect(shell?.base.web.web_id).toBe(1001);
    expect(shell).toEqual(await http.shell(request));
  });

  it("fails alike for a host that names no shop: 404 SHOP_NOT_FOUND, and no shell", async () => {
    const [local, http] = both("nobody.test");
    const request = pages[0] as PageRequest;
    const failure = await failureOf(local.page(request));
    expect(failure).toMatchObject({ status: 404, key: "SHOP_NOT_FOUND" });
    expect(failure).toEqual(await failureOf(http.page(request)));
    expect(await failureOf(local.categories("th"))).toEqual(await failureOf(http.categories("th")));
    expect(await local.shell(request)).toBeNull();
    expect(await http.shell(request)).toBeNull();
  });

  it("refuses a malformed product uuid alike", async () => {
    const [local, http] = both();
    const failure = await failureOf(local.products("th", ["not-a-uuid"]));
    expect(failure).toMatchObject({ status: 400, key: "INVALID_REQUEST" });
    expect(failure).toEqual(await failureOf(http.products("th", ["not-a-uuid"])));
  });

  it("answers alike a page whose stored head and base break their schemas only where the render checks again", async () => {
    const request: PageRequest = { lang: "th", path: "/about", query: {} };
    await withShop(database.db, 1001, async (db) => {
      await sql`UPDATE pages SET page_head = jsonb_set(page_head, '{ld_json}', '"{\\"@type\\":\\"Thing\\"}"')
                WHERE shop_id = 1001 AND path = '/about' AND lang = 'th'`.execute(db);
      await sql`UPDATE shop_bases SET data = jsonb_set(data, '{scripts}', '{"gtag":{"ids":["G-BAD id","G-ABCD1234"]}}')
                WHERE shop_id = 1001 AND lang = 'th'`.execute(db);
    });
    inProcess.purgeShop(1001);
    const [local, http] = both();
    const page = await local.page(request);
    expect(page.pageHead.ld_json).toBe('{"@type":"Thing"}'); // the loader drops it (src/lib/ldJsonItems.ts)
    expect(await http.page(request)).toEqual(page);
    const shell = await http.shell(request);
    expect(shell?.base.scripts?.gtag?.ids).toEqual(["G-BAD id", "G-ABCD1234"]); // the tag plan drops the bad one
    expect(shell).toEqual(await local.shell(request));
  });

  it("keeps the shell 60 s per language, hands out frozen values, and reads it again once the shop is purged", async () => {
    const request = pages[0] as PageRequest;
    const before = await inProcess.forRequest("localhost").shell(request);
    expect(Object.isFrozen(before?.header[0]?.setting)).toBe(true);
    await withShop(database.db, 1001, (db) =>
      db
        .updateTable("shop_bases")
        .set({ data: jsonb({ ...before?.base, webHead: { ...before?.base.webHead, title: "Renamed" } }) })
        .where("shop_id", "=", 1001)
        .where("lang", "=", "th")
        .execute(),
    );
    expect((await inProcess.forRequest("localhost").shell(request))?.base.webHead.title).toBe(
      before?.base.webHead.title,
    );
    inProcess.purgeShop(1002);
    expect(await inProcess.forRequest("localhost").shell(request)).toBe(before);
    inProcess.purgeShop(1001);
    expect((await inProcess.forRequest("localhost").shell(request))?.base.webHead.title).toBe("Renamed");
  });
});
