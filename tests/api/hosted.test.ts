import type http from "node:http";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import type { Database } from "../../server/db/schema";
import { createHostedCheckout } from "../../server/hosted";
import { importShopDocument } from "../../server/shops/importShop";
import { withShop } from "../../server/db/shopScope";
import { cartShopADocument, cartProducts as P } from "./cartHarness";
import {
  dbKinds,
  fixtureShops,
  openTestDatabase,
  readFixture,
  type RunningApi,
  sendAsBrowser,
  startShopServer,
} from "./harness";

/** What a browser sees of one answer. */
interface Page {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, flattened (see flat). */
  text: string;
}

const SHOP_A_METHODS = ["thai_qr", "credit_card", "installment", "counter_cash", "bank_transfer"];
const UNKNOWN_CART = "0f0f0f0f-0000-4000-8000-000000000000";

/** Shop A (cart copy) offering some payment methods; shop B as it is. */
async function documents(): Promise<Record<string, unknown>[]> {
  const shopA = await cartShopADocument();
  for (const base of Object.values(shopA.base as Record<string, Record<string, unknown>>)) {
    base.paymentMethods = SHOP_A_METHODS;
  }
  return [shopA, await readFixture("shop-b.json")];
}

function baht(lang: "th" | "en", amount: number): string {
  return new Intl.NumberFormat(lang === "th" ? "th-TH" : "en-US", {
    style: "currency",
    currency: "THB",
    currencyDisplay: "narrowSymbol",
  }).format(amount);
}

/** HTML with every run of white space as one space, and none before a tag's end: assertions ignore layout. */
function flat(html: string): string {
  return html.replace(/\s+/g, " ").replace(/ (\/?>)/g, "$1");
}

/** HTML-escaped as hono/html writes text. */
function escaped(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** A page's text as a reader sees it: its tags left out (a name's word marks and line-break chances among them). */
const shownText = (html: string) => html.replace(/<[^>]*>/g, "");

describe.each(dbKinds)("hosted cart and checkout stand-in on %s", (kind) => {
  let database: DatabaseHandle | undefined;
  let server: RunningApi | undefined;
  let port = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (const document of await documents()) await importShopDocument(database.db, document);
    server = await startShopServer(database.db, { "/hosted/": createHostedCheckout({ db: database.db }) });
    port = Number(new URL(server.url).port);
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const db = (): Kysely<Database> => {
    if (!database) throw new Error("the database opens in beforeAll");
    return database.db;
  };

  /** A request as a browser on `host` sends it (node:http, so Host is what we say). */
  async function send(
    method: "GET" | "POST",
    path: string,
    {
      host = fixtureShops.a.host,
      headers = {},
      body,
    }: { host?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<Page> {
    if (!server) throw new Error("the server starts in beforeAll");
    const answer = await sendAsBrowser(server.url, method, path, { host: `${host}:${port}`, headers, body });
    return { ...answer, text: flat(answer.text) };
  }

  async function api(call: string, body: unknown, host: string = fixtureShops.a.host): Promise<Page> {
    return send("POST", `/api/x4/cart/${call}`, {
      host,
      headers: { "Content-Type": "application/json", Accept: "application/json", "X-Nuxt-Host": host },
      body: JSON.stringify(body),
    });
  }

  /** A guest cart made through the real checkoutByItems call. */
  async function createCart(items: { uuid: string; quantity: number }[], lang: "th" | "en" = "th") {
    const answer = await api("checkoutByItems", { items, lang_key: lang });
    expect(answer.status, answer.text).toBe(200);
    const data = (JSON.parse(answer.text) as { data: { cart_id: string; cart_secret: string } }).data;
    return { id: data.cart_id, secret: data.cart_secret };
  }

  /** Opens the hand-off link as a browser does: follows the 303 and keeps the cookie. */
  async function openLink(kind: "cart" | "checkout", cart: { id: string; secret: string }, query = "") {
    const first = await send("GET", `/hosted/${kind}/shop-a/${cart.id}?s=${encodeURIComponent(cart.secret)}${query}`);
    expect(first.status).toBe(303);
    const cookie = cookieOf(first);
    const page = await send("GET", first.headers.location ?? "", { headers: { Cookie: cookie } });
    return { first, cookie, page };
  }

  function cookieOf(answer: Page): string {
    const setCookie = answer.headers["set-cookie"] ?? [];
    expect(setCookie).toHaveLength(1);
    return (setCookie[0] ?? "").split(";")[0] ?? "";
  }

  function placeForm(fields: Record<string, string>) {
    return new URLSearchParams(fields).toString();
  }

  async function place(
    cart: { id: string },
    cookie: string,
    fields: Record<string, string>,
    extra: Record<string, string> = {},
  ) {
    return send("POST", `/hosted/checkout/shop-a/${cart.id}/place`, {
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        Origin: `http://${fixtureShops.a.host}:${port}`,
        ...extra,
      },
      body: placeForm(fields),
    });
  }

  async function stockOf(uuid: string): Promise<number | null> {
    const row = await withShop(db(), fixtureShops.a.id, (db) =>
      db
        .selectFrom("products")
        .select("stock")
        .where("shop_id", "=", fixtureShops.a.id)
        .where("uuid", "=", uuid)
        .executeTakeFirstOrThrow(),
    );
    return row.stock;
  }

  async function ordersOf(cartId: string) {
    return withShop(db(), fixtureShops.a.id, (db) =>
      db.selectFrom("orders").selectAll().where("cart_id", "=", cartId).execute(),
    );
  }

  async function cartStatus(cartId: string) {
    const row = await withShop(db(), fixtureShops.a.id, (db) =>
      db.selectFrom("carts").select("status").where("id", "=", cartId).executeTakeFirstOrThrow(),
    );
    return row.status;
  }

  function expectPageHeaders(page: Page) {
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    expect(page.headers["x-robots-tag"]).toBe("noindex");
  }

  describe("the link's secret", () => {
    it("a valid s sets an HttpOnly, SameSite=Lax, host-only cookie on /hosted and 303s to the URL without s", async () => {
      const cart = await createCart([{ uuid: P.sencha, quantity: 1 }]);
      for (const kind of ["cart", "checkout"] as const) {
        const answer = await send("GET", `/hosted/${kind}/shop-a/${cart.id}?s=${cart.secret}&lang=en`);
        expect(answer.status).toBe(303);
        expect(answer.headers.location).toBe(`/hosted/${kind}/shop-a/${cart.id}?lang=en`);
        expect(answer.headers.location).not.toContain(cart.secret);
        expectPageHeaders(answer);
        const [cookie] = answer.headers["set-cookie"] ?? [];
        const attributes = (cookie ?? "").split(/;\s*/);
        expect(attributes[0]).toBe(`hosted_cart_${cart.id}=${cart.secret}`);
        expect(attributes).toEqual(expect.arrayContaining(["Path=/hosted", "HttpOnly", "SameSite=Lax"]));
        expect(attributes.some((attribute) => /^domain=/i.test(attribute))).toBe(false);
        expect(attributes).not.toContain("Secure");
      }
    });

    it("the cookie is Secure when the request came over https (X-Forwarded-Proto)", async () => {
      const cart = await createCart([{ uuid: P.sencha, quantity: 1 }]);
      const answer = await send("GET", `/hosted/cart/shop-a/${cart.id}?s=${cart.secret}`, {
        headers: { "X-Forwarded-Proto": "https" },
      });
      expect(answer.status).toBe(303);
      expect((answer.headers["set-cookie"]?.[0] ?? "").split(/;\s*/)).toContain("Secure");
    });

    it("a wrong secret, another shop's web_name, an unknown or malformed cart, no cookie: one identical 403 page", async () => {
      const cart = await createCart([{ uuid: P.sencha, quantity: 1 }]);
      const { cookie } = await openLink("cart", cart);
      const refused = [
        await send("GET", `/hosted/cart/shop-a/${cart.id}?s=${"x".repeat(43)}`),
        await send("GET", `/hosted/cart/shop-b/${cart.id}?s=${cart.secret}`),
        await send("GET", `/hosted/cart/shop-b/${cart.id}`, { headers: { Cookie: cookie } }),
        await send("GET", `/hosted/cart/no-such-shop/${cart.id}?s=${cart.secret}`),
        await send("GET", `/hosted/cart/shop-a/${UNKNOWN_CART}?s=${cart.secret}`),
        await send("GET", `/hosted/checkout/shop-a/not-a-uuid?s=${cart.secret}`),
        await send("GET", `/hosted/checkout/shop-a/${cart.id}`),
        await send("GET", `/hosted/checkout/shop-a/${cart.id}?s=`),
        await send("GET", `/hosted/checkout/shop-a/${cart.id}`, { headers: { Cookie: `hosted_cart_${cart.id}=nope` } }),
      ];
      for (const answer of refused) {
        expect(answer.status).toBe(403);
        expect(answer.headers["set-cookie"]).toBeUndefined();
        expect(answer.text).toBe(refused[0]?.text);
        expectPageHeaders(answer);
      }
      expect(refused[0]?.text).toContain("ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว");
      expect(refused[0]?.text).not.toContain("Shop A");
    });
  });

  describe("pages", () => {
    it("the cart page shows each line (tier price), the total in baht, checkout and back-to-shop, in the cart's language", async () => {
      const cart = await createCart([
        { uuid: P.sencha, quantity: 10 },
        { uuid: P.matcha50, quantity: 1 },
      ]);
      const { page } = await openLink("cart", cart);
      expect(page.status).toBe(200);
      expectPageHeaders(page);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      const text = page.text;
      expect(text).toContain('<html lang="th">');
      expect(text).toContain('<meta name="viewport"');
      expect(text).toContain('<link rel="icon" href="data:,"');
      expect(text).toContain("<h1>ตะกร้าสินค้า</h1>");
      // names as read: their Thai words are marked so lines break between them
      expect(shownText(text)).toContain("ชาเขียวเซนฉะ");
      expect(shownText(text)).toContain("ผงมัทฉะ (50 กรัม)");
      expect(text).toContain('<span class="thai-word">เซน</span><wbr><span class="thai-word">ฉะ</span>');
      expect(text).toContain("จำนวน: 10 ถุง");
      expect(text).toContain(baht("th", 99.5)); // the 10+ tier
      expect(text).toContain(baht("th", 995));
      expect(text).toContain(baht("th", 350.5));
      expect(text).toContain(`<span data-total>${baht("th", 1345.5)}</span>`);
      expect(text).toContain(`href="/hosted/checkout/shop-a/${cart.id}"`);
      expect(text).toMatch(/<a class="button secondary" href="\/">กลับไปที่ร้าน<\/a>/);
      expect(text).not.toContain(cart.secret);
      expect(text).not.toMatch(/<script/i);
    });

    it("?lang=en switches the page to English; off the shop's host, back to the shop is its frontend_web_url", async () => {
      const cart = await createCart([{ uuid: P.sencha, quantity: 2 }]);
      const { page: thai } = await openLink("cart", cart);
      expect(thai.text).toContain(`href="/hosted/cart/shop-a/${cart.id}?lang=en"`);
      const { cookie } = await openLink("cart", cart);
      const english = await send("GET", `/hosted/cart/shop-a/${cart.id}?lang=en`, { headers: { Cookie: cookie } });
      expect(english.text).toContain('<html lang="en">');
      expect(english.text).toContain("Sencha green tea");
      expect(english.text).toContain(baht("en", 240));
      expect(english.text).toContain(`href="/hosted/checkout/shop-a/${cart.id}?lang=en"`);
      expect(english.text).toMatch(/href="\/en\/">Back to the shop<\/a>/);

      // the stand-in on another origin (the cookie is host-only: a browser would have opened the link there)
      const first = await send("GET", `/hosted/cart/shop-a/${cart.id}?s=${cart.secret}`, { host: "127.0.0.1" });
      const elsewhere = await send("GET", first.headers.location ?? "", {
        host: "127.0.0.1",
        headers: { Cookie: cookieOf(first) },
      });
      expect(elsewhere.text).toMatch(/href="https:\/\/a\.test\/">กลับไปที่ร้าน<\/a>/);
      const elsewhereEn = await send("GET", `/hosted/cart/shop-a/${cart.id}?lang=en`, {
        host: "127.0.0.1",
        headers: { Cookie: cookieOf(first) },
      });
      expect(elsewhereEn.text).toMatch(/href="https:\/\/a\.test\/en\/">Back to the shop<\/a>/);
    });

    it("the checkout page offers the shop's payment methods as a radio group, the first checked, and the place form", async () => {
      const cart = await createCart([{ uuid: P.sencha, quantity: 3 }], "en");
      const { page } = await openLink("checkout", cart);
      expect(page.status).toBe(200);
      const text = page.text;
      expect(text).toContain('<html lang="en">'); // the cart's language
      expect(text).toContain("<h1>Checkout</h1>");
      expect(text).toContain(`<span data-total>${baht("en", 360)}</span>`);
      const radios = [
        ...text.matchAll(/<input type="radio" id="pm-(\w+)" name="payment_method" value="(\w+)"( checked)?/g),
      ];
      expect(radios.map((match) => match[2])).toEqual(SHOP_A_METHODS);
      expect(radios.map((match) => !!match[3])).toEqual([true, false, false, false, false]);
      for (const method of SHOP_A_METHODS) expect(text).toContain(`<label class="method" for="pm-${method}">`);
      expect(text).toContain("<legend>Payment method</legend>");
      expect(text).toContain("Visa, MasterCard, JCB");
      expect(text).toContain("Fees may apply");
      expect(text).not.toContain('value="e_wallet"');
      const months = [...text.matchAll(/<option value="(\d+)"/g)].map((match) => Number(match[1]));
      expect(months).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
      expect(text).toContain('<select id="installment-months" name="installment_months">');
      expect(text).toContain(`<form method="post" action="/hosted/checkout/shop-a/${cart.id}/place">`);
      expect(text).toMatch(/<button class="primary" type="submit">Place order<\/button>/);

      const thai = await send("GET", `/hosted/checkout/shop-a/${cart.id}?lang=th`, {
        headers: { Cookie: `hosted_cart_${cart.id}=${cart.secret}` },
      });
      expect(thai.text).toMatch(/<button class="primary" type="submit">สั่งซื้อ[^<]*<\/button>/);
      expect(thai.text).toContain("อาจมีค่าธรรมเนียม");
      expect(thai.text).toContain(`action="/hosted/checkout/shop-a/${cart.id}/place?lang=th"`);
    });
  });

  describe("placing the order", () => {
    it("writes the order and its lines, reduces limited stock only, checks the cart out and confirms", async () => {
      const senchaBefore = await stockOf(P.sencha);
      const cart = await createCart([
        { uuid: P.sencha, quantity: 10 },
        { uuid: P.sampler, quantity: 2 },
        { uuid: P.earlGrey, quantity: 4 },
      ]);
      const { cookie } = await openLink("checkout", cart);
      const answer = await place(cart, cookie, { payment_method: "installment", installment_months: "6" });
      expect(answer.status, answer.text).toBe(303);
      const location = answer.headers.location ?? "";
      const match = /^\/hosted\/orders\/shop-a\/([0-9a-f-]{36})$/.exec(location);
      expect(match).not.toBeNull();
      const orderId = match?.[1] ?? "";

      const [order, ...others] = await ordersOf(cart.id);
      expect(others).toEqual([]);
      expect(order).toMatchObject({
        id: orderId,
        shop_id: fixtureShops.a.id,
        payment_method: "installment",
        installment_months: 6,
        lang: "th",
      });
      const total = 10 * 99.5 + 2 * 49 + 4 * 95.25;
      expect(Number(order?.total)).toBe(total);
      const lines = await withShop(db(), fixtureShops.a.id, (db) =>
        db
          .selectFrom("order_lines")
          .select(["product_uuid", "name", "quantity", "unit_price"])
          .where("order_id", "=", orderId)
          .orderBy("product_uuid")
          .execute(),
      );
      expect(lines.map((line) => [line.product_uuid, line.name, line.quantity, Number(line.unit_price)])).toEqual([
        [P.sencha, "ชาเขียวเซนฉะ", 10, 99.5],
        [P.earlGrey, "ชาเอิร์ลเกรย์", 4, 95.25],
        [P.sampler, "ชุดชิมชา ลด 50%", 2, 49],
      ]);
      expect(await stockOf(P.sencha)).toBe((senchaBefore ?? 0) - 10);
      expect(await stockOf(P.sampler)).toBeNull();
      expect(await stockOf(P.earlGrey)).toBeNull();
      expect(await cartStatus(cart.id)).toBe("checked_out");

      const confirmation = await send("GET", location, { headers: { Cookie: cookie } });
      expect(confirmation.status).toBe(200);
      expectPageHeaders(confirmation);
      expect(confirmation.text).toContain(orderId);
      expect(shownText(confirmation.text)).toContain("ชาเขียวเซนฉะ");
      expect(confirmation.text).toContain(`<span data-total>${baht("th", total)}</span>`);
      expect(confirmation.text).toContain("ผ่อนชำระ · 6 เดือน");
      // the way back names the order, so the shop reports the purchase (GET /api/x4/orders/summary)
      expect(confirmation.text).toContain(`<a class="button primary" href="/?purchase=${orderId}">กลับ`);
      const english = await send("GET", `${location}?lang=en`, { headers: { Cookie: cookie } });
      expect(english.text).toContain("Installment · 6 months");
      expect(english.text).toContain(`href="/en/?purchase=${orderId}">Back to the shop</a>`);

      // the confirmation is the cart's holder's only
      expect((await send("GET", location)).status).toBe(403);
      const other = await createCart([{ uuid: P.sampler, quantity: 1 }]);
      const otherCookie = (await openLink("cart", other)).cookie;
      expect((await send("GET", location, { headers: { Cookie: otherCookie } })).status).toBe(403);
    });

    it("placing twice makes one order; the cart pages then say it was placed; the cart API answers 409 CHECKOUTED", async () => {
      const cart = await createCart([{ uuid: P.sampler, quantity: 1 }]);
      const { cookie } = await openLink("checkout", cart);
      const [one, two] = await Promise.all([
        place(cart, cookie, { payment_method: "thai_qr" }),
        place(cart, cookie, { payment_method: "thai_qr" }),
      ]);
      expect(one.status).toBe(303);
      expect(two.status).toBe(303);
      expect(two.headers.location).toBe(one.headers.location);
      const again = await place(cart, cookie, { payment_method: "bank_transfer" });
      expect(again.headers.location).toBe(one.headers.location);
      expect(await ordersOf(cart.id)).toHaveLength(1);

      const cartPage = await send("GET", `/hosted/cart/shop-a/${cart.id}`, { headers: { Cookie: cookie } });
      expect(cartPage.status).toBe(200);
      expect(cartPage.text).toContain("คำสั่งซื้อของตะกร้านี้ถูกสั่งไปแล้ว");
      expect(cartPage.text).toContain(`href="${one.headers.location}"`);
      expect(cartPage.text).toMatch(/href="\/">กลับไปที่ร้าน<\/a>/);

      const sync = await api("update_items", {
        cart_id: cart.id,
        cart_secret: cart.secret,
        items: [{ uuid: P.sampler, quantity: 2 }],
        remove_items: [],
        lang_key: "th",
      });
      expect(sync.status).toBe(409);
      expect(JSON.parse(sync.text)).toMatchObject({ success: false, key: "CHECKOUTED" });
    });

    it("refuses a cross-site post (Origin of another site) and writes nothing", async () => {
      const cart = await createCart([{ uuid: P.sampler, quantity: 1 }]);
      const { cookie } = await openLink("checkout", cart);
      for (const origin of ["https://evil.example", "null", `http://b.test:${port}`]) {
        const answer = await place(cart, cookie, { payment_method: "thai_qr" }, { Origin: origin });
        expect(answer.status).toBe(403);
        expectPageHeaders(answer);
      }
      const noOrigin = await send("POST", `/hosted/checkout/shop-a/${cart.id}/place`, {
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: cookie,
          "Sec-Fetch-Site": "cross-site",
        },
        body: placeForm({ payment_method: "thai_qr" }),
      });
      expect(noOrigin.status).toBe(403);
      expect(await ordersOf(cart.id)).toEqual([]);
      expect(await cartStatus(cart.id)).toBe("open");

      // without the cookie: the invalid-link page
      const noCookie = await place(cart, "", { payment_method: "thai_qr" });
      expect(noCookie.status).toBe(403);
      expect(noCookie.text).toContain("ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว");
      expect(await ordersOf(cart.id)).toEqual([]);
    });

    it("behind the storefront's /hosted proxy (API_ORIGIN), the shopper's host comes in X-Forwarded-Host", async () => {
      const cart = await createCart([{ uuid: P.sampler, quantity: 1 }]);
      const { cookie } = await openLink("checkout", cart);
      const proxied = { "X-Forwarded-Host": `${fixtureShops.a.host}:3000`, "X-Forwarded-Proto": "https" };
      const page = await send("GET", `/hosted/checkout/shop-a/${cart.id}`, {
        host: "127.0.0.1",
        headers: { Cookie: cookie, ...proxied },
      });
      expect(page.text).toMatch(/href="\/">กลับไปที่ร้าน<\/a>/);
      const refused = await place(
        cart,
        cookie,
        { payment_method: "thai_qr" },
        { ...proxied, Origin: "https://evil.example" },
      );
      expect(refused.status).toBe(403);
      const placed = await send("POST", `/hosted/checkout/shop-a/${cart.id}/place`, {
        host: "127.0.0.1",
        headers: {
          ...proxied,
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: cookie,
          Origin: `https://${fixtureShops.a.host}:3000`,
        },
        body: placeForm({ payment_method: "thai_qr" }),
      });
      expect(placed.status, placed.text).toBe(303);
      expect(await ordersOf(cart.id)).toHaveLength(1);
    });

    it("a method the shop does not offer, or an installment without months, re-shows checkout (422)", async () => {
      const cart = await createCart([{ uuid: P.sampler, quantity: 1 }], "en");
      const { cookie } = await openLink("checkout", cart);
      const wrong = await place(cart, cookie, { payment_method: "e_wallet" });
      expect(wrong.status).toBe(422);
      expect(wrong.text).toContain("Please choose a payment method");
      const noMonths = await place(cart, cookie, { payment_method: "installment", installment_months: "12" });
      expect(noMonths.status).toBe(422);
      expect(noMonths.text).toContain("Please choose an installment period of 3 to 10 months");
      expect(noMonths.text).toContain('value="installment" checked');
      expect(await ordersOf(cart.id)).toEqual([]);
    });

    it("not enough stock at place time: the problem is shown (422) and nothing is written", async () => {
      const cart = await createCart([
        { uuid: P.houseBlend, quantity: 3 },
        { uuid: P.sampler, quantity: 1 },
      ]);
      const { cookie } = await openLink("checkout", cart);
      // another shopper bought two meanwhile
      await withShop(db(), fixtureShops.a.id, (db) =>
        db
          .updateTable("products")
          .set({ stock: 1 })
          .where("shop_id", "=", fixtureShops.a.id)
          .where("uuid", "=", P.houseBlend)
          .execute(),
      );
      const answer = await place(cart, cookie, { payment_method: "credit_card" });
      expect(answer.status).toBe(422);
      expect(answer.text).toContain('role="alert"');
      expect(answer.text).toContain("กรุณาตรวจสอบอีกครั้ง");
      expect(answer.text).toContain(escaped("กาแฟคั่วกลาง"));
      expect(answer.text).toMatch(/เหลือเพียง 1 ถุง/);
      expect(answer.text).toContain('value="credit_card" checked');
      expect(await stockOf(P.houseBlend)).toBe(1);
      expect(await stockOf(P.sampler)).toBeNull();
      expect(await ordersOf(cart.id)).toEqual([]);
      expect(await cartStatus(cart.id)).toBe("open");
    });
  });

  it("unknown /hosted paths answer the stand-in's 404 page", async () => {
    const answer = await send("GET", "/hosted/nothing-here");
    expect(answer.status).toBe(404);
    expectPageHeaders(answer);
    expect(answer.text).toContain('<html lang="th">');
  });
});
