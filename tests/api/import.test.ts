import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopDocument } from "~/generated/schemas";
import type { DatabaseHandle } from "../../server/db";
import { importShopDocument, ShopDocumentError } from "../../server/shops/importShop";
import { seedDemoShops } from "../../server/shops/seedDemoShops";
import { withShop, withShopLookup } from "../../server/db/shopScope";
import {
  dbKinds,
  fixtureShops,
  importFixtureShops,
  openTestDatabase,
  readFixture,
  type ShopTable,
  shopRowCount,
} from "./harness";

async function rejection(promise: Promise<unknown>): Promise<ShopDocumentError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ShopDocumentError);
  return error as ShopDocumentError;
}

describe.each(dbKinds)("importShopDocument on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importFixtureShops(database.db);
  });

  afterAll(async () => {
    await database?.close();
  });

  async function counts(shopId: number) {
    const count = (table: ShopTable) => shopRowCount(database.db, table, shopId);
    return { pages: await count("pages"), bases: await count("shop_bases"), hosts: await count("shop_hosts") };
  }

  async function shopDocument(name = "shop-a.json"): Promise<ShopDocument> {
    return (await readFixture(name)) as unknown as ShopDocument;
  }

  it("imports every page in both languages, the bases and the hosts", async () => {
    expect(await counts(fixtureShops.a.id)).toEqual({ pages: 8, bases: 2, hosts: 2 });
    expect(await counts(fixtureShops.b.id)).toEqual({ pages: 8, bases: 2, hosts: 1 });
  });

  it("rejects a schema-invalid document naming each field pointer, writing nothing", async () => {
    const document = await shopDocument();
    document.shop.id = 950;
    document.shop.webName = "new-shop";
    document.shop.hosts = ["new.test", "Bad Host"];
    (document.pages[1]?.en as { pageHead?: unknown }).pageHead = undefined;
    const error = await rejection(importShopDocument(database.db, document));
    const pointers = error.problems.map((problem) => problem.pointer);
    expect(pointers).toContain("/shop/hosts/1");
    expect(pointers).toContain("/pages/1/en/pageHead");
    expect(error.message).toContain("/shop/hosts/1");
    expect(
      await withShop(database.db, 950, (db) => db.selectFrom("shops").select("id").where("id", "=", 950).execute()),
    ).toEqual([]);
  });

  it("rejects a page's meta_manual that would set the referrer policy, naming the field, writing nothing", async () => {
    const document = await shopDocument();
    document.shop.id = 952;
    document.shop.webName = "meta-shop";
    document.shop.hosts = ["meta.test"];
    const head = document.pages[2]?.en.pageHead;
    if (!head) throw new Error("the fixture has no third page");
    head.meta_manual = [
      { name: "author", content: "Shop A" },
      { name: " Referrer", content: "unsafe-url" },
    ];
    const error = await rejection(importShopDocument(database.db, document));
    expect(error.problems.map((problem) => problem.pointer)).toEqual(["/pages/2/en/pageHead/meta_manual/1/name"]);
    expect(error.message).toContain("/pages/2/en/pageHead/meta_manual/1/name");
    expect(
      await withShop(database.db, 952, (db) => db.selectFrom("shops").select("id").where("id", "=", 952).execute()),
    ).toEqual([]);
  });

  it("rejects a document with an invalid node, naming its pointer, writing nothing", async () => {
    const document = await shopDocument();
    document.shop.id = 951;
    document.shop.webName = "node-shop";
    document.shop.hosts = ["node.test"];
    const pageTree = document.pages[0]?.th.pageComponent.children;
    pageTree?.push({ ukey: "bad", type: "widget", kind: "paragraph", setting: { blocks: [] } });
    document.base.en.headerZone.children.push({ ukey: "slider-in-header", type: "widget", kind: "slider" });
    document.base.th.footerZone.children.push({ ukey: "mystery", type: "widget", kind: "no-such-kind" });
    const error = await rejection(importShopDocument(database.db, document));
    const pointers = error.problems.map((problem) => problem.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        `/pages/0/th/pageComponent/children/${(pageTree?.length ?? 0) - 1}`,
        `/base/en/headerZone/children/${document.base.en.headerZone.children.length - 1}`,
        `/base/th/footerZone/children/${document.base.th.footerZone.children.length - 1}`,
      ]),
    );
    expect(
      await withShop(database.db, 951, (db) => db.selectFrom("shops").select("id").where("id", "=", 951).execute()),
    ).toEqual([]);
    expect(
      await withShopLookup(database.db, { host: "node.test" }, (db) =>
        db.selectFrom("shop_hosts").select("host").where("host", "=", "node.test").execute(),
      ),
    ).toEqual([]);
  });

  it("rejects a tag id of the wrong shape, naming its field", async () => {
    const document = await shopDocument();
    document.base.th.scripts = { gtag: { ids: ["G-ABC1234"] }, gtm: { ids: ["GTM-X');alert(1)//"] } };
    document.base.th.web.stat_server = "https://stats.example.com";
    document.base.en.adwords = { id: "AW-123456789", labels: { purchase: "ok-label", lead: "bad label" } };
    const error = await rejection(importShopDocument(database.db, document));
    expect(error.problems.map((problem) => problem.pointer).sort()).toEqual([
      "/base/en/adwords/labels/lead",
      "/base/th/scripts/gtm/ids/0",
      "/base/th/web/stat_server",
    ]);
    expect(error.message).toContain("/base/th/scripts/gtm/ids/0 must match pattern");
  });

  it("rejects duplicate page paths", async () => {
    const document = await shopDocument();
    const first = document.pages[0];
    if (first) document.pages.push(structuredClone(first));
    const error = await rejection(importShopDocument(database.db, document));
    expect(error.problems.map((problem) => problem.pointer)).toEqual([`/pages/${document.pages.length - 1}/path`]);
  });

  it("rejects a host owned by another shop, naming the host, and changes nothing", async () => {
    const document = await shopDocument("shop-b.json");
    document.shop.hosts = ["b.test", fixtureShops.a.host];
    document.pages.splice(1);
    const error = await rejection(importShopDocument(database.db, document));
    expect(error.problems).toEqual([
      { pointer: "/shop/hosts/1", message: expect.stringContaining(`"${fixtureShops.a.host}"`) },
    ]);
    expect(await counts(fixtureShops.b.id)).toEqual({ pages: 8, bases: 2, hosts: 1 });
    const owner = await withShopLookup(database.db, { host: fixtureShops.a.host }, (db) =>
      db.selectFrom("shop_hosts").select("shop_id").where("host", "=", fixtureShops.a.host).executeTakeFirst(),
    );
    expect(owner?.shop_id).toBe(fixtureShops.a.id);
  });

  it("re-import replaces the shop's pages, hosts and base", async () => {
    const document = await shopDocument("shop-b.json");
    const home = document.pages.find((page) => page.path === "/");
    if (!home) throw new Error("fixture has no home page");
    home.th.pageHead.title = "Replaced";
    document.pages = [home];
    document.shop.hosts = ["b.test", "shop-b.example"];
    document.shop.name = "Shop B renamed";
    document.base.th.webHead.title = "Replaced base";
    expect(await importShopDocument(database.db, document)).toEqual({ shopId: fixtureShops.b.id, pageCount: 1 });

    expect(await counts(fixtureShops.b.id)).toEqual({ pages: 2, bases: 2, hosts: 2 });
    const page = await withShop(database.db, fixtureShops.b.id, (db) =>
      db
        .selectFrom("pages")
        .select("page_head")
        .where("shop_id", "=", fixtureShops.b.id)
        .where("path", "=", "/")
        .where("lang", "=", "th")
        .executeTakeFirstOrThrow(),
    );
    expect(page.page_head).toEqual({ title: "Replaced" });
    const base = await withShop(database.db, fixtureShops.b.id, (db) =>
      db
        .selectFrom("shop_bases")
        .select("data")
        .where("shop_id", "=", fixtureShops.b.id)
        .where("lang", "=", "th")
        .executeTakeFirstOrThrow(),
    );
    expect(base.data.webHead.title).toBe("Replaced base");
    const shop = await withShop(database.db, fixtureShops.b.id, (db) =>
      db.selectFrom("shops").select("name").where("id", "=", fixtureShops.b.id).executeTakeFirstOrThrow(),
    );
    expect(shop.name).toBe("Shop B renamed");
    // Shop A is untouched.
    expect(await counts(fixtureShops.a.id)).toEqual({ pages: 8, bases: 2, hosts: 2 });
  });

  it("seedDemoShops imports only the shops not yet in the database", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sf-seed-"));
    try {
      const shopC = await shopDocument();
      shopC.shop = { ...shopC.shop, id: 960, webName: "shop-c", hosts: ["c.test"] };
      await writeFile(join(dir, "shop-c.json"), JSON.stringify(shopC));
      await writeFile(join(dir, "shop-a.json"), JSON.stringify(await shopDocument()));
      await writeFile(join(dir, "notes.txt"), "not a shop");
      expect(await seedDemoShops(database.db, dir)).toEqual([
        { file: join(dir, "shop-a.json"), shopId: fixtureShops.a.id, imported: false },
        { file: join(dir, "shop-c.json"), shopId: 960, imported: true },
      ]);
      expect(await counts(960)).toEqual({ pages: 8, bases: 2, hosts: 1 });

      shopC.pages.splice(1);
      await writeFile(join(dir, "shop-c.json"), JSON.stringify(shopC));
      expect((await seedDemoShops(database.db, dir)).every((result) => !result.imported)).toBe(true);
      expect(await counts(960)).toEqual({ pages: 8, bases: 2, hosts: 1 });

      await writeFile(join(dir, "zz-broken.json"), JSON.stringify({ shop: { id: 961 } }));
      const error = await rejection(seedDemoShops(database.db, dir));
      expect(error.message).toContain("zz-broken.json");
      expect(error.problems.map((problem) => problem.pointer)).toContain("/pages");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("seedDemoShops accepts a missing shops folder", async () => {
    expect(await seedDemoShops(database.db, join(tmpdir(), "sf-no-such-folder"))).toEqual([]);
  });
});
