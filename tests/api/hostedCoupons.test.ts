import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { createAccountService } from "../../server/account";
import { createHostedCheckout } from "../../server/hosted";
import { cartCookieName } from "../../server/hosted/routes";
import { importShopDocument } from "../../server/shops/importShop";
import { loggedInShopper, type TestLogin } from "./accountHarness";
import { cartShopADocument, cartProducts as P } from "./cartHarness";
import { withCoupons } from "./couponHarness";
import {
  dbKinds,
  fixtureShops,
  openTestDatabase,
  readFixture,
  type RunningApi,
  sendAsBrowser,
  startShopServer,
} from "./harness";

const A = fixtureShops.a;
const NOT_FOUND = "Coupon not found, used up, or its conditions are not met";

interface Page {
  status: number;
  location: string | undefined;
  text: string;
}

describe.each(dbKinds)("coupons at the hosted checkout stand-in on %s", (kind) => {
  let database: DatabaseHandle;
  let server: RunningApi | undefined;
  let port = 0;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const shopA = await withCoupons(cartShopADocument());
    for (const base of Object.values(shopA.base as Record<string, Record<string, unknown>>)) {
      base.paymentMethods = ["thai_qr", "bank_transfer"];
    }
    await importShopDocument(database.db, shopA);
    await importShopDocument(database.db, await readFixture("shop-b.json"));
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

  /** A request as a browser on shop A's host sends it; the page's text with white space collapsed. */
  async function send(
    method: "GET" | "POST",
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<Page> {
    if (!server) throw new Error("the server starts in beforeAll");
    const answer = await sendAsBrowser(server.url, method, path, { host: `${A.host}:${port}`, headers, body });
    return { status: answer.status, location: answer.headers.location, text: answer.text };
  }

  const json = (shopper: TestLogin) => ({
    "Content-Type": "application/json",
    Accept: "application/json",
    "X-Nuxt-Host": A.host,
    Cookie: shopper.cookie,
  });

  /** A logged-in shopper's account cart with these items (no secret: the session opens it). */
  async function accountCart(shopper: TestLogin, items: { uuid: string; quantity: number }[]): Promise<string> {
    const answer = await send("POST", "/api/x4/cart/update", json(shopper), JSON.stringify({ items, lang_key: "en" }));
    expect(answer.status, answer.text).toBe(200);
    const data = (JSON.parse(answer.text) as { data: { cart_id: string; cart_secret: string | null } }).data;
    expect(data.cart_secret).toBeNull();
    return data.cart_id;
  }

  async function claim(shopper: TestLogin, code: string): Promise<void> {
    const answer = await send("POST", "/api/x4/coupon/claim", json(shopper), JSON.stringify({ code }));
    expect(answer.status, answer.text).toBe(200);
  }

  const checkout = (cartId: string, cookie?: string) =>
    send("GET", `/hosted/checkout/shop-a/${cartId}?lang=en`, cookie ? { Cookie: cookie } : {});

  const place = (cartId: string, shopper: TestLogin, fields: Record<string, string>) =>
    send(
      "POST",
      `/hosted/checkout/shop-a/${cartId}/place?lang=en`,
      {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: shopper.cookie,
        "Sec-Fetch-Site": "same-origin",
      },
      new URLSearchParams({ payment_method: "thai_qr", ...fields }).toString(),
    );

  const ordersOf = (cartId: string) =>
    withShop(db(), A.id, (trx) => trx.selectFrom("orders").selectAll().where("cart_id", "=", cartId).execute());

  it("opens an account's cart without a secret for that account's session only", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    const cartId = await accountCart(shopper, [{ uuid: P.sencha, quantity: 1 }]);
    expect((await checkout(cartId, shopper.cookie)).status).toBe(200);
    expect((await checkout(cartId)).status).toBe(403);
    const other = await loggedInShopper(db(), A.id);
    expect((await checkout(cartId, other.cookie)).status).toBe(403);
    const shopperOfB = await loggedInShopper(db(), fixtureShops.b.id);
    expect((await checkout(cartId, shopperOfB.cookie)).status).toBe(403);
  });

  it("no longer opens a cart by its guest secret once an account owns it (taken over or merged at log-in)", async () => {
    for (const accountHadCart of [false, true]) {
      const shopper = await loggedInShopper(db(), A.id);
      if (accountHadCart) await accountCart(shopper, [{ uuid: P.sampler, quantity: 1 }]);
      const guestHeaders = { "Content-Type": "application/json", Accept: "application/json", "X-Nuxt-Host": A.host };
      const created = await send(
        "POST",
        "/api/x4/cart/checkoutByItems",
        guestHeaders,
        JSON.stringify({ items: [{ uuid: P.sencha, quantity: 1 }], lang_key: "en" }),
      );
      const guest = (JSON.parse(created.text) as { data: { cart_id: string; cart_secret: string } }).data;
      const link = `/hosted/checkout/shop-a/${guest.cart_id}?s=${encodeURIComponent(guest.cart_secret)}`;
      expect((await send("GET", link, {})).status).toBe(303); // a guest's link opens (the secret moves to a cookie)
      const query = new URLSearchParams({ cart_id: guest.cart_id, cart_secret: guest.cart_secret });
      expect((await send("GET", `/api/x4/cart/get?${query}`, json(shopper))).status).toBe(200); // log-in merge
      expect((await send("GET", link, {})).status, `account had a cart: ${accountHadCart}`).toBe(403);
      const cookie = `${cartCookieName(guest.cart_id)}=${encodeURIComponent(guest.cart_secret)}`;
      expect((await checkout(guest.cart_id, cookie)).status).toBe(403);
    }
  });

  it("offers the claimed coupons, applies one in satang and marks its claim used by the order", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    await claim(shopper, "TEN-LEFT");
    await claim(shopper, "FIFTY-OFF");
    await claim(shopper, "LATER"); // not usable yet: shown disabled, saying from when
    const cartId = await accountCart(shopper, [{ uuid: P.sencha, quantity: 2 }]); // 2 × ฿120
    const page = await checkout(cartId, shopper.cookie);
    expect(page.text).toContain('name="coupon_code" value="TEN-LEFT"');
    expect(page.text).toContain("−฿24.00");
    expect(page.text).toMatch(/value="FIFTY-OFF" disabled/);
    expect(page.text).toContain("Spend ฿60.00 more to use it");
    expect(page.text).toMatch(/value="LATER" disabled aria-describedby="coupon-\d-note"/);
    expect(page.text).toMatch(/Usable from \d\d:\d\d on \d{1,2} \w{3} \d{4}/);
    // the order's total under each choice: the lines' subtotal, then no coupon ฿240, TEN-LEFT −฿24 = ฿216
    expect(page.text).toMatch(/Subtotal<\/span\s*><span data-subtotal>฿240\.00/);
    expect(page.text).toMatch(/data-for="coupon-none"[^]*?<span data-total>฿240\.00<\/span>/);
    expect(page.text).toMatch(
      /data-for="coupon-0"[^]*?Coupon TEN-LEFT[^]*?−฿24\.00[^]*?<span data-total>฿216\.00<\/span>/,
    );
    expect(page.text).not.toMatch(/data-for="coupon-[12]"/); // the disabled ones have none
    const thai = await send("GET", `/hosted/checkout/shop-a/${cartId}?lang=th`, { Cookie: shopper.cookie });
    expect(thai.text).toMatch(/ใช้ได้ตั้งแต่ \d\d:\d\d น\. วันที่ \d{1,2} \S+ 25\d\d/); // Bangkok time, Buddhist era
    expect(thai.text).toMatch(/ยอดรวมสินค้า<\/span\s*><span data-subtotal>฿240\.00/);

    const placed = await place(cartId, shopper, { coupon_code: "TEN-LEFT" });
    expect(placed.status, placed.text).toBe(303);
    const [order] = await ordersOf(cartId);
    expect(order).toMatchObject({ coupon_code: "TEN-LEFT", coupon_discount: "24.00", total: "216.00" });
    const claimRow = await withShop(db(), A.id, (trx) =>
      trx
        .selectFrom("coupon_claims")
        .selectAll()
        .where("coupon_code", "=", "TEN-LEFT")
        .where("account_id", "=", shopper.accountId)
        .executeTakeFirstOrThrow(),
    );
    expect(claimRow.order_id).toBe(order?.id);
    expect(claimRow.used_at).not.toBeNull();
    const orderPage = await send("GET", placed.location ?? "", { Cookie: shopper.cookie });
    expect(orderPage.status).toBe(200);
    expect(orderPage.text).toMatch(/Subtotal<\/span\s*><span data-subtotal>฿240\.00/);
    expect(orderPage.text).toContain("Coupon TEN-LEFT");
    expect(orderPage.text).toContain("−฿24.00");
    expect(orderPage.text).toContain("<span data-total>฿216.00</span>");

    // used: no longer offered, and refused when posted anyway
    const next = await accountCart(shopper, [{ uuid: P.sencha, quantity: 3 }]); // ฿360
    expect((await checkout(next, shopper.cookie)).text).not.toContain('value="TEN-LEFT"');
    const refused = await place(next, shopper, { coupon_code: "TEN-LEFT" });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(NOT_FOUND);
    expect(await ordersOf(next)).toEqual([]);
    // a fixed amount once the minimum spend is reached
    expect((await place(next, shopper, { coupon_code: "FIFTY-OFF" })).status).toBe(303);
    expect((await ordersOf(next))[0]).toMatchObject({ coupon_discount: "50.00", total: "310.00" });
  });

  it("names each order by a short number, sequential per shop, with its status and discount where shown", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    await claim(shopper, "FIFTY-OFF");
    const first = await accountCart(shopper, [{ uuid: P.sencha, quantity: 3 }]); // ฿360
    const placed = await place(first, shopper, { coupon_code: "FIFTY-OFF" });
    expect(placed.status, placed.text).toBe(303);
    const second = await accountCart(shopper, [{ uuid: P.sencha, quantity: 1 }]);
    expect((await place(second, shopper, {})).status).toBe(303);
    const [one] = await ordersOf(first);
    const [two] = await ordersOf(second);
    expect(one?.number).toBeGreaterThanOrEqual(1001);
    expect(two?.number).toBe((one?.number ?? 0) + 1);
    expect(one?.status).toBe("placed");

    const confirmation = await send("GET", placed.location ?? "", { Cookie: shopper.cookie });
    expect(confirmation.text).toContain(`data-order-id="${one?.id}">#${one?.number}</strong>`);
    expect(confirmation.text).toMatch(/Subtotal<\/span\s*><span data-subtotal>฿360\.00/);
    expect(confirmation.text).toContain("<span data-total>฿310.00</span>");
    expect(confirmation.text).toMatch(/Status:\s*<strong data-status="placed">Placed<\/strong>/);
    const thai = await send("GET", (placed.location ?? "").replace("lang=en", "lang=th"), { Cookie: shopper.cookie });
    expect(thai.text).toMatch(/สถานะ:\s*<strong data-status="placed">ได้รับคำสั่งซื้อแล้ว<\/strong>/);

    const myOrders = await send("GET", "/account/orders?lang=en", { Cookie: shopper.cookie });
    expect(myOrders.status).toBe(200);
    const [newest, older] = myOrders.text.split('<dd class="order-number"').slice(1);
    expect(newest).toContain(`data-order-id="${two?.id}">#${two?.number}</dd>`);
    expect(newest).not.toContain("data-discount");
    expect(older).toContain(`data-order-id="${one?.id}">#${one?.number}</dd>`);
    expect(older).toMatch(/<dt>Status<\/dt>\s*<dd data-status="placed">Placed<\/dd>/);
    expect(older).toContain("Sencha green tea × 3 (฿360.00)");
    expect(older).toMatch(/<dt>Coupon FIFTY-OFF<\/dt>\s*<dd data-discount>−฿50\.00<\/dd>/);
    expect(older).toContain("<dd data-total>฿310.00</dd>");
    expect(myOrders.text).not.toMatch(/>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}</); // no uuid shown
  });

  it("refuses an unclaimed coupon and one under its minimum spend with COUPON_CODE_NOT_FOUND, writing nothing", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    await claim(shopper, "FIFTY-OFF");
    const cartId = await accountCart(shopper, [{ uuid: P.sencha, quantity: 2 }]);
    for (const code of ["FREE-SHIP", "NO-SUCH", "SOON", "TEN\u0000LEFT", "ten-left", "ชา"]) {
      const refused = await place(cartId, shopper, { coupon_code: code });
      expect(refused.status).toBe(422);
      expect(refused.text).toContain(NOT_FOUND);
    }
    const short = await place(cartId, shopper, { coupon_code: "FIFTY-OFF" });
    expect(short.status).toBe(422);
    expect(short.text).toContain(`${NOT_FOUND}: Spend ฿60.00 more to use it`);
    expect(await ordersOf(cartId)).toEqual([]);
    expect((await place(cartId, shopper, {})).status).toBe(303);
    expect((await ordersOf(cartId))[0]).toMatchObject({ coupon_code: null, coupon_discount: null, total: "240.00" });
  });

  it("takes a claimed members-only coupon away when the shopper leaves the membership (§4), and gives it back", async () => {
    const shopper = await loggedInShopper(db(), A.id);
    const membership = (change: "join" | "leave") => send("GET", `/api/x4/member/${change}?lang=en`, json(shopper));
    expect((await membership("join")).status).toBe(200);
    await claim(shopper, "MEMBERS");
    const cartId = await accountCart(shopper, [{ uuid: P.sencha, quantity: 3 }]);
    expect((await checkout(cartId, shopper.cookie)).text).toContain('value="MEMBERS"');

    expect((await membership("leave")).status).toBe(200);
    expect((await checkout(cartId, shopper.cookie)).text).not.toContain('value="MEMBERS"');
    const refused = await place(cartId, shopper, { coupon_code: "MEMBERS" });
    expect(refused.status).toBe(422);
    expect(refused.text).toContain(NOT_FOUND);
    expect(await ordersOf(cartId)).toEqual([]);

    expect((await membership("join")).status).toBe(200);
    expect((await place(cartId, shopper, { coupon_code: "MEMBERS" })).status).toBe(303);
    expect((await ordersOf(cartId))[0]).toMatchObject({ coupon_code: "MEMBERS" });
  });
});
