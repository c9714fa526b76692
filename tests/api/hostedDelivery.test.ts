import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BaseResponse } from "~/generated/schemas";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { createAccountService } from "../../server/account";
import { createHostedCheckout } from "../../server/hosted";
import { importShopDocument } from "../../server/shops/importShop";
import { loggedInShopper } from "./accountHarness";
import { cartShopADocument, cartProducts as P } from "./cartHarness";
import { withCoupons } from "./couponHarness";
import {
  dbKinds,
  fixtureShops,
  getJson,
  openTestDatabase,
  type RunningApi,
  schemaErrors,
  sendAsBrowser,
  startShopServer,
} from "./harness";

const A = fixtureShops.a;

/** Shop A's rules: ฿50 a delivery, free from ฿600 of items (5 sencha at ฿120), or pickup at the shop. */
const RULES = { shipping: "flat", feeBaht: 50, freeOverBaht: 600, pickup: true };

interface Page {
  status: number;
  location: string | undefined;
  /** The body with every run of white space as one space, and none before a tag's end. */
  text: string;
}

const flat = (html: string) => html.replace(/\s+/g, " ").replace(/ (\/?>)/g, "$1");

describe.each(dbKinds)("delivery rules at the hosted checkout stand-in on %s", (kind) => {
  let database: DatabaseHandle;
  let server: RunningApi | undefined;
  let port = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const shopA = await withCoupons(cartShopADocument());
    for (const base of Object.values(shopA.base as Record<string, Record<string, unknown>>)) {
      base.paymentMethods = ["thai_qr"];
      base.delivery = RULES;
    }
    await importShopDocument(database.db, shopA);
    const account = createAccountService({ db: database.db, publicUrl: { scheme: "http", port: null } });
    server = await startShopServer(database.db, {
      "/hosted/": createHostedCheckout({ db: database.db }),
      "/account/": account,
    });
    port = Number(new URL(server.url).port);
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  async function send(method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string) {
    if (!server) throw new Error("the server starts in beforeAll");
    const answer = await sendAsBrowser(server.url, method, path, { host: `${A.host}:${port}`, headers, body });
    return { status: answer.status, location: answer.headers.location, text: flat(answer.text) } satisfies Page;
  }

  /** A guest cart of these items, its checkout link opened as a browser does: the cookie that opens it. */
  async function guestCheckout(items: { uuid: string; quantity: number }[]) {
    const json = { "Content-Type": "application/json", Accept: "application/json", "X-Nuxt-Host": A.host };
    const created = await send("POST", "/api/x4/cart/checkoutByItems", json, JSON.stringify({ items, lang_key: "en" }));
    expect(created.status, created.text).toBe(200);
    const cart = (JSON.parse(created.text) as { data: { cart_id: string; cart_secret: string } }).data;
    const first = await send("GET", `/hosted/checkout/shop-a/${cart.cart_id}?s=${cart.cart_secret}&lang=en`, {});
    expect(first.status).toBe(303);
    const cookie = `hosted_cart_${cart.cart_id}=${cart.cart_secret}`;
    const page = await send("GET", `/hosted/checkout/shop-a/${cart.cart_id}?lang=en`, { Cookie: cookie });
    return { cartId: cart.cart_id, cookie, page };
  }

  const place = (cartId: string, cookie: string, fields: Record<string, string>) =>
    send(
      "POST",
      `/hosted/checkout/shop-a/${cartId}/place?lang=en`,
      { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, "Sec-Fetch-Site": "same-origin" },
      new URLSearchParams({ payment_method: "thai_qr", ...fields }).toString(),
    );

  async function orderOf(cartId: string) {
    const [order] = await withShop(database.db, A.id, (trx) =>
      trx
        .selectFrom("orders")
        .select(["total", "delivery_method", "delivery_fee"])
        .where("cart_id", "=", cartId)
        .execute(),
    );
    return order && { total: Number(order.total), method: order.delivery_method, fee: Number(order.delivery_fee) };
  }

  it("GET /api/base answers the shop's delivery rules as set, in each language", async () => {
    if (!server) throw new Error("the server starts in beforeAll");
    for (const lang of ["th", "en"]) {
      const answer = await getJson(`${server.url}/api/base?lang=${lang}`, { "X-Nuxt-Host": A.host });
      expect(answer.status).toBe(200);
      expect(schemaErrors("api/base-response.schema.json", answer.body)).toEqual([]);
      expect((answer.body as BaseResponse).data.delivery).toEqual(RULES);
    }
  });

  it("offers delivery (checked) and pickup, each with its fee, and the total under each", async () => {
    const { page } = await guestCheckout([{ uuid: P.sencha, quantity: 2 }]); // ฿240 of items
    expect(page.status).toBe(200);
    expect(page.text).toContain(
      '<input type="radio" id="delivery-ship" name="delivery_method" value="ship" checked aria-describedby="coupon-none-delivery-ship-total"/>',
    );
    expect(page.text).toContain('Home delivery<span class="note">฿50.00</span>');
    expect(page.text).toContain('Store pickup<span class="note">Free</span>');
    expect(page.text).toMatch(/Subtotal<\/span\s*><span data-subtotal>฿240\.00/);
    expect(page.text).toMatch(
      /id="coupon-none-delivery-ship-total"> <p class="total fee" data-delivery="ship"> <span>Delivery · Home delivery<\/span> <span data-fee>฿50\.00<\/span>[^]*?<span data-total>฿290\.00<\/span>/,
    );
    expect(page.text).toMatch(
      /id="coupon-none-delivery-pickup-total">[^]*?Delivery · Store pickup<\/span> <span data-fee>Free<\/span>[^]*?<span data-total>฿240\.00<\/span>/,
    );
  });

  it("adds the fee to the order's total and keeps it with the order; the confirmation shows the delivery line", async () => {
    const { cartId, cookie } = await guestCheckout([{ uuid: P.sencha, quantity: 2 }]);
    const placed = await place(cartId, cookie, { delivery_method: "ship" });
    expect(placed.status, placed.text).toBe(303);
    expect(await orderOf(cartId)).toEqual({ total: 290, method: "ship", fee: 50 });
    const confirmation = await send("GET", placed.location ?? "", { Cookie: cookie });
    expect(confirmation.text).toMatch(/Subtotal<\/span\s*><span data-subtotal>฿240\.00/);
    expect(confirmation.text).toContain(
      '<p class="total fee" data-delivery="ship"> <span>Delivery · Home delivery</span> <span data-fee>฿50.00</span>',
    );
    expect(confirmation.text).toContain("<span data-total>฿290.00</span>");
    const thai = await send("GET", (placed.location ?? "").replace("lang=en", "lang=th"), { Cookie: cookie });
    expect(thai.text).toContain("<span>ค่าจัดส่ง · จัดส่งถึงบ้าน</span> <span data-fee>฿50.00</span>");
  });

  it("charges nothing for pickup, and says so on the confirmation", async () => {
    const { cartId, cookie } = await guestCheckout([{ uuid: P.sencha, quantity: 2 }]);
    const placed = await place(cartId, cookie, { delivery_method: "pickup" });
    expect(placed.status, placed.text).toBe(303);
    expect(await orderOf(cartId)).toEqual({ total: 240, method: "pickup", fee: 0 });
    const confirmation = await send("GET", placed.location ?? "", { Cookie: cookie });
    expect(confirmation.text).toContain("<span>Delivery · Store pickup</span> <span data-fee>Free</span>");
    expect(confirmation.text).toContain("<span data-total>฿240.00</span>");
  });

  it("delivers free exactly at the threshold, and charges the fee a sencha below it", async () => {
    const atThreshold = await guestCheckout([{ uuid: P.sencha, quantity: 5 }]); // ฿600
    expect(atThreshold.page.text).toContain('Home delivery<span class="note">Free</span>');
    await place(atThreshold.cartId, atThreshold.cookie, { delivery_method: "ship" });
    expect(await orderOf(atThreshold.cartId)).toEqual({ total: 600, method: "ship", fee: 0 });

    const below = await guestCheckout([{ uuid: P.sencha, quantity: 4 }]); // ฿480
    await place(below.cartId, below.cookie, { delivery_method: "ship" });
    expect(await orderOf(below.cartId)).toEqual({ total: 530, method: "ship", fee: 50 });
  });

  it("a way the shop does not offer, or none posted, is delivery at its fee", async () => {
    const posted: Record<string, string>[] = [{ delivery_method: "none" }, { delivery_method: "drone" }, {}];
    for (const fields of posted) {
      const { cartId, cookie } = await guestCheckout([{ uuid: P.sencha, quantity: 1 }]);
      const placed = await place(cartId, cookie, fields);
      expect(placed.status, placed.text).toBe(303);
      expect(await orderOf(cartId)).toEqual({ total: 170, method: "ship", fee: 50 });
    }
  });

  it("counts the items before coupons for free delivery; my orders shows each order's delivery line", async () => {
    const shopper = await loggedInShopper(database.db, A.id);
    const json = { "Content-Type": "application/json", Accept: "application/json", "X-Nuxt-Host": A.host };
    const headers = { ...json, Cookie: shopper.cookie };
    expect((await send("POST", "/api/x4/coupon/claim", headers, JSON.stringify({ code: "FIFTY-OFF" }))).status).toBe(
      200,
    );
    const accountCart = async (quantity: number) => {
      const items = [{ uuid: P.sencha, quantity }];
      const answer = await send("POST", "/api/x4/cart/update", headers, JSON.stringify({ items, lang_key: "en" }));
      expect(answer.status, answer.text).toBe(200);
      return (JSON.parse(answer.text) as { data: { cart_id: string } }).data.cart_id;
    };

    // ฿600 of items, ฿50 off: the order pays ฿550 and delivery stays free (the threshold counts the ฿600)
    const withCoupon = await accountCart(5);
    const placed = await place(withCoupon, shopper.cookie, { delivery_method: "ship", coupon_code: "FIFTY-OFF" });
    expect(placed.status, placed.text).toBe(303);
    expect(await orderOf(withCoupon)).toEqual({ total: 550, method: "ship", fee: 0 });
    // ฿240 of items: the fee
    const plain = await accountCart(2);
    expect((await place(plain, shopper.cookie, { delivery_method: "ship" })).status).toBe(303);

    const myOrders = await send("GET", "/account/orders?lang=en", { Cookie: shopper.cookie });
    expect(myOrders.status).toBe(200);
    expect(myOrders.text).toContain("<dt> Delivery · Home delivery </dt> <dd data-fee> Free </dd>");
    expect(myOrders.text).toContain("<dd data-discount>−฿50.00</dd>");
    expect(myOrders.text).toContain("<dd data-total>฿550.00</dd>");
    expect(myOrders.text).toContain("<dt> Delivery · Home delivery </dt> <dd data-fee> ฿50.00 </dd>");
    expect(myOrders.text).toContain("<dd data-total>฿290.00</dd>");
    const thai = await send("GET", "/account/orders?lang=th", { Cookie: shopper.cookie });
    expect(thai.text).toContain("<dt> ค่าจัดส่ง · จัดส่งถึงบ้าน </dt> <dd data-fee> ฟรี </dd>");
  });
});
