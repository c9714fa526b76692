import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import { withShop } from "../../server/db/shopScope";
import { cartClient, cartProducts as P, cartShopADocument, expectCart, linesOf } from "./cartHarness";
import { dbKinds, fixtureShops, openTestDatabase, type RunningApi, startApi } from "./harness";

describe.each(dbKinds)("import and carts on %s", (kind) => {
  let database: DatabaseHandle;
  let api: RunningApi;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(database.db, await cartShopADocument());
    api = await startApi(database.db);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  async function limits() {
    return withShop(database.db, fixtureShops.a.id, (db) =>
      db
        .selectFrom("shops")
        .select(["order_min_price", "order_max_price", "max_cart_quantity"])
        .where("id", "=", fixtureShops.a.id)
        .executeTakeFirstOrThrow(),
    );
  }

  async function importWith(change: (document: Record<string, unknown>) => void) {
    const document = await cartShopADocument();
    change(document);
    await importShopDocument(database.db, document);
  }

  it("writes shop.orderLimits into the shop, and a re-import clears the limits it leaves out", async () => {
    expect(await limits()).toEqual({ order_min_price: null, order_max_price: null, max_cart_quantity: null });
    await importWith((document) => {
      (document.shop as Record<string, unknown>).orderLimits = {
        minOrderPrice: 100.5,
        maxOrderPrice: 25000,
        maxCartQuantity: 200,
      };
    });
    expect(await limits()).toEqual({ order_min_price: "100.50", order_max_price: "25000.00", max_cart_quantity: 200 });
    await importWith((document) => {
      (document.shop as Record<string, unknown>).orderLimits = { maxCartQuantity: 50 };
    });
    expect(await limits()).toEqual({ order_min_price: null, order_max_price: null, max_cart_quantity: 50 });
    await importWith(() => {});
    expect(await limits()).toEqual({ order_min_price: null, order_max_price: null, max_cart_quantity: null });
  });

  it("keeps carts on re-import; lines whose product the new catalogue lacks are left out", async () => {
    const shop = cartClient({ url: api.url, db: database.db }, fixtureShops.a.host);
    const cart = await shop.create([
      { uuid: P.sencha, quantity: 2 },
      { uuid: P.sampler, quantity: 1 },
    ]);
    await importWith((document) => {
      const catalogue = document.catalogue as { products: { uuid: string }[] };
      catalogue.products = catalogue.products.filter((product) => product.uuid !== P.sampler);
    });
    const credentials = { cart_id: cart.cart_id, cart_secret: cart.cart_secret };
    expect(linesOf(expectCart(await shop.get(credentials)))).toEqual([[P.sencha, 2]]);
    // the product comes back: so does its line
    await importWith(() => {});
    expect(linesOf(expectCart(await shop.get(credentials)))).toEqual([
      [P.sencha, 2],
      [P.sampler, 1],
    ]);
  });
});
