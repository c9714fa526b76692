import { describe, expect, it } from "vitest";
import { withShop } from "../../server/db/shopScope";
import { CLIENT_CART_LIMIT, SHOP_CART_LIMIT, SHOP_CARTS_KEY } from "../../server/modules/cart/cartCreationLimit";
import { loggedInShopper } from "./accountHarness";
import { cartClient, cartProducts as P, expectCart, expectCartError, useCartApi } from "./cartHarness";
import { uuidB } from "./catalogueHarness";
import { dbKinds, fixtureShops } from "./harness";

const ITEMS = { items: [{ uuid: P.sencha, quantity: 1 }], lang_key: "en" };
const ITEMS_B = { items: [{ uuid: uuidB(1), quantity: 1 }], lang_key: "en" };

describe.each(dbKinds)("guest cart creation limits on %s", (kind) => {
  const api = useCartApi(kind);
  const shopA = cartClient(api, fixtureShops.a.host);
  const shopB = cartClient(api, fixtureShops.b.host);
  const from = (address: string) => ({ "X-Forwarded-For": address });

  async function cartCount(shopId: number): Promise<number> {
    const row = await withShop(api.db, shopId, (db) =>
      db
        .selectFrom("carts")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("shop_id", "=", shopId)
        .executeTakeFirstOrThrow(),
    );
    return Number(row.n);
  }

  it("lets one client address create its limit of guest carts in a shop, then answers 429 TOO_MANY_CARTS", async () => {
    const address = "198.51.100.7";
    for (let n = 0; n < CLIENT_CART_LIMIT.limit; n++)
      expectCart(await shopA.post("checkoutByItems", ITEMS, from(address)));
    const before = await cartCount(fixtureShops.a.id);

    const refused = await shopA.post("checkoutByItems", ITEMS, from(address));
    expectCartError(refused, 429, "TOO_MANY_CARTS");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CLIENT_CART_LIMIT.windowMs / 1000);
    expect(await cartCount(fixtureShops.a.id)).toBe(before);

    // another address, the same address on another shop, and a logged-in shopper (no guest cart) are not refused
    expectCart(await shopA.post("checkoutByItems", ITEMS, from("198.51.100.8")));
    expectCart(await shopB.post("checkoutByItems", ITEMS_B, from(address)));
    const shopper = await loggedInShopper(api.db, fixtureShops.a.id);
    expectCart(await shopA.post("checkoutByItems", ITEMS, { ...from(address), Cookie: shopper.cookie }));
  });

  it("counts an IPv6 client as its /64 network", async () => {
    const network = "2001:db8:21:b";
    for (let n = 0; n < CLIENT_CART_LIMIT.limit; n++) {
      expectCart(await shopA.post("checkoutByItems", ITEMS, from(`${network}::${(n + 1).toString(16)}`)));
    }
    expectCartError(await shopA.post("checkoutByItems", ITEMS, from(`${network}:ffff::1`)), 429, "TOO_MANY_CARTS");
    expectCart(await shopA.post("checkoutByItems", ITEMS, from("2001:db8:21:c::1")));
  });

  it("refuses every client once the shop's guest carts reach the shop's ceiling for the minute", async () => {
    // the shop's count as many addresses together would have left it (SHOP_CART_LIMIT creations just now)
    await withShop(api.db, fixtureShops.b.id, (db) =>
      db
        .insertInto("login_failures")
        .values({
          shop_id: fixtureShops.b.id,
          key: SHOP_CARTS_KEY,
          window_started_at: new Date(),
          failures: SHOP_CART_LIMIT.limit,
        })
        .onConflict((conflict) => conflict.columns(["shop_id", "key"]).doUpdateSet({ failures: SHOP_CART_LIMIT.limit }))
        .execute(),
    );
    const refused = await shopB.post("checkoutByItems", ITEMS_B, from("203.0.113.50"));
    expectCartError(refused, 429, "TOO_MANY_CARTS");
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(SHOP_CART_LIMIT.windowMs / 1000);
    // the other shop's shoppers are not
    expectCart(await shopA.post("checkoutByItems", ITEMS, from("203.0.113.50")));
  });
});
