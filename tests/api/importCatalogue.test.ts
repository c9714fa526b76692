import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueDocument, ShopDocument } from "~/generated/schemas";
import type { DatabaseHandle } from "../../server/db";
import { importShopDocument, ShopDocumentError } from "../../server/shops/importShop";
import { withShop } from "../../server/db/shopScope";
import { uuidA } from "./catalogueHarness";
import {
  dbKinds,
  fixtureShops,
  importFixtureShops,
  openTestDatabase,
  readFixture,
  type ShopTable,
  shopRowCount,
} from "./harness";

/** The item at `index`, which the fixture is known to have. */
function at<T>(list: readonly T[] | undefined, index: number): T {
  const item = list?.[index];
  if (item === undefined) throw new Error(`fixture has no item ${index}`);
  return item;
}

describe.each(dbKinds)("importShopDocument: the catalogue, on %s", (kind) => {
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
    return {
      categories: await count("categories"),
      products: await count("products"),
      tiers: await count("product_price_tiers"),
      blogs: await count("blogs"),
    };
  }

  const shopA = { categories: 5, products: 7, tiers: 4, blogs: 3 };

  async function document(name = "shop-a.json"): Promise<ShopDocument & { catalogue: CatalogueDocument }> {
    return (await readFixture(name)) as unknown as ShopDocument & { catalogue: CatalogueDocument };
  }

  /** Shop A's document as a new shop, so that a rejection can be seen to write nothing. */
  async function newShop() {
    const shop = await document();
    shop.shop = { ...shop.shop, id: 970, webName: "catalogue-shop", hosts: ["catalogue.test"] };
    return shop;
  }

  async function rejectedPointers(shop: ShopDocument): Promise<string[]> {
    const error = await importShopDocument(database.db, shop).then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ShopDocumentError);
    const problems = (error as ShopDocumentError).problems;
    for (const problem of problems) expect(problem.message).toContain(problem.pointer);
    return problems.map((problem) => problem.pointer);
  }

  async function expectNothingWritten() {
    expect(
      await withShop(database.db, 970, (db) => db.selectFrom("shops").select("id").where("id", "=", 970).execute()),
    ).toEqual([]);
    expect(await counts(970)).toEqual({ categories: 0, products: 0, tiers: 0, blogs: 0 });
    expect(await counts(fixtureShops.a.id)).toEqual(shopA);
  }

  it("writes categories, products with their variants and tiers, and blog posts", async () => {
    expect(await counts(fixtureShops.a.id)).toEqual(shopA);
    expect(await counts(fixtureShops.b.id)).toEqual({ categories: 3, products: 3, tiers: 0, blogs: 1 });
    const variant = await withShop(database.db, fixtureShops.a.id, (db) =>
      db
        .selectFrom("products")
        .select(["parent_uuid", "variant_id", "slug", "price"])
        .where("shop_id", "=", fixtureShops.a.id)
        .where("uuid", "=", uuidA(21))
        .executeTakeFirstOrThrow(),
    );
    expect({ ...variant, price: Number(variant.price) }).toEqual({
      parent_uuid: uuidA(2),
      variant_id: 1,
      slug: null,
      price: 350.5,
    });
  });

  it("stores rich text as written (it is sanitised when answered)", async () => {
    const row = await withShop(database.db, fixtureShops.a.id, (db) =>
      db
        .selectFrom("products")
        .select("texts")
        .where("shop_id", "=", fixtureShops.a.id)
        .where("uuid", "=", uuidA(1))
        .executeTakeFirstOrThrow(),
    );
    expect(row.texts.th.details).toContain("<script>alert('th')</script>");
  });

  it("re-import replaces the shop's catalogue and leaves other shops alone", async () => {
    const shopB = await document("shop-b.json");
    shopB.catalogue.products.splice(1);
    shopB.catalogue.blogs = [];
    await importShopDocument(database.db, shopB);
    expect(await counts(fixtureShops.b.id)).toEqual({ categories: 3, products: 1, tiers: 0, blogs: 0 });

    const { catalogue: _dropped, ...withoutCatalogue } = shopB;
    await importShopDocument(database.db, withoutCatalogue);
    expect(await counts(fixtureShops.b.id)).toEqual({ categories: 0, products: 0, tiers: 0, blogs: 0 });

    await importShopDocument(database.db, await document("shop-b.json"));
    expect(await counts(fixtureShops.b.id)).toEqual({ categories: 3, products: 3, tiers: 0, blogs: 1 });
    expect(await counts(fixtureShops.a.id)).toEqual(shopA);
  });

  it("rejects a category parent that is not in the catalogue", async () => {
    const shop = await newShop();
    at(shop.catalogue.categories, 2).parentId = 42;
    expect(await rejectedPointers(shop)).toEqual(["/catalogue/categories/2/parentId"]);
    await expectNothingWritten();
  });

  it("rejects category cycles, naming each category in one", async () => {
    const shop = await newShop();
    at(shop.catalogue.categories, 0).parentId = 3; // tea -> matcha -> green tea -> tea
    at(shop.catalogue.categories, 1).parentId = 5; // coffee is its own parent
    expect((await rejectedPointers(shop)).sort()).toEqual([
      "/catalogue/categories/0/parentId",
      "/catalogue/categories/1/parentId",
      "/catalogue/categories/2/parentId",
      "/catalogue/categories/4/parentId",
    ]);
    await expectNothingWritten();
  });

  it("rejects duplicate category and blog ids", async () => {
    const shop = await newShop();
    shop.catalogue.categories.push({ ...at(shop.catalogue.categories, 0), slug: "tea-again" });
    shop.catalogue.blogs.push({ ...at(shop.catalogue.blogs, 0), publishedAt: "2020-01-01" });
    expect(await rejectedPointers(shop)).toEqual(["/catalogue/categories/5/id", "/catalogue/blogs/3/id"]);
    await expectNothingWritten();
  });

  it("rejects a product category that is not in the catalogue", async () => {
    const shop = await newShop();
    at(shop.catalogue.products, 0).categoryIds = [2, 77];
    expect(await rejectedPointers(shop)).toEqual(["/catalogue/products/0/categoryIds/1"]);
    await expectNothingWritten();
  });

  it("rejects uuids used twice across products and variants, whatever their case", async () => {
    const shop = await newShop();
    const products = shop.catalogue.products;
    at(products, 3).uuid = uuidA(21);
    at(at(products, 1).variants, 1).uuid = uuidA(1);
    at(products, 4).uuid = uuidA(3).toUpperCase();
    expect(await rejectedPointers(shop)).toEqual([
      "/catalogue/products/1/variants/1/uuid",
      "/catalogue/products/3/uuid",
      "/catalogue/products/4/uuid",
    ]);
    await expectNothingWritten();
  });

  it("rejects a sku used twice across products and variants", async () => {
    const shop = await newShop();
    const products = shop.catalogue.products;
    at(products, 3).sku = "SEN-001"; // sencha's
    at(at(products, 1).variants, 1).sku = "MAT-50"; // its sibling variant's
    expect(await rejectedPointers(shop)).toEqual(["/catalogue/products/1/variants/1/sku", "/catalogue/products/3/sku"]);
    await expectNothingWritten();
  });

  it("rejects a sku that is not a code", async () => {
    const shop = await newShop();
    at(shop.catalogue.products, 4).sku = "two words";
    expect(await rejectedPointers(shop)).toEqual(["/catalogue/products/4/sku"]);
    await expectNothingWritten();
  });

  it("writes the attributes and each product's values, and rejects attributes or values not defined", async () => {
    const named = (en: string) => ({ th: { name: en }, en: { name: en } });
    const tea = (key: string) => ({ key, texts: named(key) });
    const shop = await newShop();
    shop.catalogue.attributes = [
      { key: "kind", rank: 1, texts: named("Kind"), values: [tea("green"), tea("black")] },
      { key: "kind", rank: 2, texts: named("Kind again"), values: [tea("green")] },
      { key: "origin", rank: 3, texts: named("Origin"), values: [tea("japan"), tea("japan")] },
    ];
    at(shop.catalogue.products, 0).attributes = { kind: "green", colour: "red" };
    at(shop.catalogue.products, 1).attributes = { kind: ["black", "white"], origin: "india" };
    expect(await rejectedPointers(shop)).toEqual([
      "/catalogue/attributes/1/key",
      "/catalogue/attributes/2/values/1/key",
      "/catalogue/products/0/attributes/colour",
      "/catalogue/products/1/attributes/kind/1",
      "/catalogue/products/1/attributes/origin",
    ]);
    await expectNothingWritten();

    shop.catalogue.attributes = [{ key: "kind", rank: 1, texts: named("Kind"), values: [tea("green"), tea("black")] }];
    at(shop.catalogue.products, 0).attributes = { kind: "green" };
    at(shop.catalogue.products, 1).attributes = { kind: ["black", "green"] };
    shop.shop = { ...shop.shop, id: 971, webName: "attribute-shop", hosts: ["attributes.test"] };
    await importShopDocument(database.db, shop);
    const stored = await withShop(database.db, 971, async (db) => ({
      attributes: await db.selectFrom("product_attributes").select(["key", "values"]).execute(),
      products: await db.selectFrom("products").select(["uuid", "attributes"]).orderBy("uuid").execute(),
    }));
    expect(stored.attributes).toEqual([{ key: "kind", values: [tea("green"), tea("black")] }]);
    const described = stored.products.filter((product) => Object.keys(product.attributes).length > 0);
    expect(described.map((product) => product.attributes)).toEqual([{ kind: ["green"] }, { kind: ["black", "green"] }]);
  });

  it("rejects an attribute key that is not a parameter's", async () => {
    const shop = await newShop();
    shop.catalogue.attributes = [
      { key: "Tea type", rank: 1, texts: { th: { name: "x" }, en: { name: "x" } }, values: [] as never },
    ];
    const pointers = await rejectedPointers(shop);
    expect(pointers).toContain("/catalogue/attributes/0/key");
    await expectNothingWritten();
  });

  it("rejects variant ids used twice within a product", async () => {
    const shop = await newShop();
    at(at(shop.catalogue.products, 1).variants, 1).id = 1;
    expect(await rejectedPointers(shop)).toEqual(["/catalogue/products/1/variants/1/id"]);
    await expectNothingWritten();
  });

  it("rejects tier ranges ending before they start, and order limits the wrong way round", async () => {
    const shop = await newShop();
    const sencha = at(shop.catalogue.products, 0);
    const matcha = at(shop.catalogue.products, 1);
    sencha.priceTiers = [
      { quantity_min: 1, quantity_max: 9, price: 120 },
      { quantity_min: 10, quantity_max: 5, price: 90 },
    ];
    at(matcha.variants, 0).priceTiers = [{ quantity_min: 4, quantity_max: 2, price: 300 }];
    sencha.minOrder = 30;
    expect(await rejectedPointers(shop)).toEqual([
      "/catalogue/products/0/priceTiers/1/quantity_max",
      "/catalogue/products/0/maxOrder",
      "/catalogue/products/1/variants/0/priceTiers/0/quantity_max",
    ]);
    await expectNothingWritten();
  });

  it("rejects schema-invalid catalogue values by pointer", async () => {
    const shop = await newShop();
    at(shop.catalogue.products, 0).price = -1;
    at(shop.catalogue.products, 2).price = 1.005;
    at(shop.catalogue.products, 3).uuid = "not-a-uuid";
    (at(shop.catalogue.blogs, 0).texts as { en?: unknown }).en = undefined;
    expect(await rejectedPointers(shop)).toEqual(
      expect.arrayContaining([
        "/catalogue/products/0/price",
        "/catalogue/products/2/price",
        "/catalogue/products/3/uuid",
        "/catalogue/blogs/0/texts/en",
      ]),
    );
    await expectNothingWritten();
  });

  it("a rejected re-import leaves the shop's catalogue as it was", async () => {
    const shop = await document();
    shop.catalogue.products = [];
    at(shop.catalogue.categories, 0).parentId = 99;
    expect(await rejectedPointers(shop)).toEqual(["/catalogue/categories/0/parentId"]);
    expect(await counts(fixtureShops.a.id)).toEqual(shopA);
  });
});
