import { describe, expect, it } from "vitest";
import type { OrderSummaryResponse } from "~/generated/schemas";
import { placeOrder } from "../../server/hosted/placeOrder";
import { loggedInShopper } from "./accountHarness";
import { cartClient, cartProducts as P, expectCartError, useCartApi } from "./cartHarness";
import { dbKinds, fixtureShops, getJson, schemaErrors } from "./harness";

const A = fixtureShops.a;

describe.each(dbKinds)("GET /api/x4/orders/summary on %s", (kind) => {
  const api = useCartApi(kind);
  const shopA = () => cartClient(api, A.host);

  /** Places the order of `access`'s cart as the hosted checkout does; returns its id. */
  async function place(cartId: string, access: { secret: string } | { accountId: string }): Promise<string> {
    const result = await placeOrder(api.db, {
      shopId: A.id,
      cartId,
      access,
      lang: "en",
      couponCode: null,
      method: "bank_transfer",
      installmentMonths: null,
    });
    if (result.kind !== "placed") throw new Error(`not placed: ${result.kind}`);
    return result.orderId;
  }

  const summary = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    getJson(`${api.url}/api/x4/orders/summary?${new URLSearchParams(query)}`, { "X-Nuxt-Host": A.host, ...headers });

  it("answers a guest the order it placed with its cart's credentials: value, items, THB, never cached", async () => {
    const cart = await shopA().create([
      { uuid: P.sencha, quantity: 2 },
      { uuid: P.sampler, quantity: 1 },
    ]);
    const orderId = await place(cart.cart_id, { secret: cart.cart_secret });
    const answer = await summary({ order_id: orderId, cart_id: cart.cart_id, cart_secret: cart.cart_secret });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(schemaErrors("api/order-summary-response.schema.json", answer.body)).toEqual([]);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const { data } = answer.body as OrderSummaryResponse;
    expect(data.transaction_id).toBe(orderId);
    expect(data.currency).toBe("THB");
    expect(data.value).toBe(289);
    expect(data.items.map(({ item_id, price, quantity }) => [item_id, price, quantity]).sort()).toEqual(
      [
        [P.sencha, 120, 2],
        [P.sampler, 49, 1],
      ].sort(),
    );
    // the order id in capitals names the same order
    const upper = await summary({
      order_id: orderId.toUpperCase(),
      cart_id: cart.cart_id,
      cart_secret: cart.cart_secret,
    });
    expect(upper.status).toBe(200);
  });

  it("answers a logged-in shopper its account's order by the session alone", async () => {
    const shopper = await loggedInShopper(api.db, A.id);
    await shopA().post(
      "checkoutByItems",
      { items: [{ uuid: P.sampler, quantity: 3 }], lang_key: "en" },
      {
        Cookie: shopper.cookie,
      },
    );
    const cart = await shopA().get({}, { Cookie: shopper.cookie });
    const cartId = (cart.body as { data: { cart_id: string } }).data.cart_id;
    const orderId = await place(cartId, { accountId: shopper.accountId });
    const answer = await summary({ order_id: orderId }, { Cookie: shopper.cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((answer.body as OrderSummaryResponse).data).toMatchObject({
      value: 147,
      items: [{ item_id: P.sampler, quantity: 3 }],
    });
    // another account of the shop does not get it
    const other = await loggedInShopper(api.db, A.id);
    expectCartError(await summary({ order_id: orderId }, { Cookie: other.cookie }), 404, "ORDER_NOT_FOUND");
  });

  it("tells nobody else: a wrong secret, another cart's credentials, another shop, an unknown order alike", async () => {
    const cart = await shopA().create([{ uuid: P.sampler, quantity: 1 }]);
    const orderId = await place(cart.cart_id, { secret: cart.cart_secret });
    const other = await shopA().create([{ uuid: P.sampler, quantity: 1 }]);
    const refused = [
      await summary({ order_id: orderId, cart_id: cart.cart_id, cart_secret: "wrong" }),
      await summary({ order_id: orderId, cart_id: other.cart_id, cart_secret: other.cart_secret }),
      await getJson(
        `${api.url}/api/x4/orders/summary?${new URLSearchParams({ order_id: orderId, cart_id: cart.cart_id, cart_secret: cart.cart_secret })}`,
        { "X-Nuxt-Host": fixtureShops.b.host },
      ),
      await summary({ order_id: other.cart_id, cart_id: other.cart_id, cart_secret: other.cart_secret }),
    ];
    for (const answer of refused) expectCartError(answer, 404, "ORDER_NOT_FOUND");
    // a logged-in shopper's session does not open a guest's order
    const shopper = await loggedInShopper(api.db, A.id);
    expectCartError(await summary({ order_id: orderId }, { Cookie: shopper.cookie }), 404, "ORDER_NOT_FOUND");
  });

  it("asks who is asking (401 NO_AUTH) and names the bad field (400)", async () => {
    const cart = await shopA().create([{ uuid: P.sampler, quantity: 1 }]);
    const orderId = await place(cart.cart_id, { secret: cart.cart_secret });
    expectCartError(await summary({ order_id: orderId }), 401, "NO_AUTH");
    for (const [query, field] of [
      [{}, "order_id"],
      [{ order_id: "not-a-uuid", cart_id: cart.cart_id, cart_secret: cart.cart_secret }, "order_id"],
      [{ order_id: orderId, cart_id: cart.cart_id }, "cart_secret"],
    ] as const) {
      const body = expectCartError(await summary(query), 400, "INVALID_REQUEST");
      expect(body.errors?.map((error) => error.field)).toEqual([field]);
    }
  });
});
