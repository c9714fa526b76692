import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie, setCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import type { CartProblem } from "~/generated/schemas";
import { toSatang } from "~/lib/priceTier";
import { log } from "../log.js";
import { requestIdOf } from "../requestLog";
import { browserHost, browserHostName, isHttps, STAND_IN_PAGE_HEADERS } from "../http/standIn";
import type { ContentLang, Database } from "../db/schema";
import { withShop } from "../db/shopScope";
import type { CartRecord } from "../modules/cart/repo";
import { findCartLines } from "../modules/cart/repo";
import { CART_COOKIE_MAX_AGE_SECONDS, FORM_BODY_LIMIT_BYTES } from "./constants";
import {
  findHostedCart,
  findShopBase,
  findShopByWebName,
  type HostedShop,
  shopHomeUrl,
  uuidOf,
  viewLines,
} from "./data";
import { type HostedIntl, hostedIntl } from "./i18n";
import {
  alreadyPlacedPage,
  cartPage,
  checkoutPage,
  type Frame,
  invalidLinkPage,
  messagePage,
  orderPage,
} from "./pages";
import { accessOpens, accountAccessOf, type CartAccess } from "./cartAccess";
import { couponRefusalMessage, offeredCoupons } from "./coupons";
import type { PaymentMethod } from "~/lib/paymentMethods";
import { offeredMethods, paymentChoiceOf } from "./payment";
import { EMPTY_CART_KEY, findOrderIdOfCart, placeOrder } from "./placeOrder";
import { orderCouponOf } from "../modules/orders/orderCoupon";
import { type DeliveryMethod, deliveryRulesOf, offeredMethod } from "~/lib/delivery";
import { deliveryOptionsOf } from "./deliveryChoice";

type PageKind = "cart" | "checkout";

/** The cookie that holds a cart's secret once its link has been opened (Path=/hosted, HttpOnly, host-only). */
export function cartCookieName(cartId: string): string {
  return `hosted_cart_${cartId}`;
}

function langParam(c: Context): ContentLang | null {
  const lang = c.req.query("lang");
  return lang === "th" || lang === "en" ? lang : null;
}

/** `path` with the page's `?lang=` override kept (or set to `lang`). */
function withLang(path: string, lang: ContentLang | null): string {
  return lang ? `${path}?lang=${lang}` : path;
}

/** The origin of the page the shopper is on, as a browser sends it in Origin. */
function ownOrigin(c: Context): string {
  return `${isHttps(c) ? "https" : "http"}://${browserHost(c)}`;
}

/**
 * The hosted cart and checkout stand-in (SPEC §1, §2 hand-off), mounted at /hosted next to the shop API:
 *
 * - GET  /hosted/cart/{web_name}/{cart_id}?s={cart_secret}       the cart
 * - GET  /hosted/checkout/{web_name}/{cart_id}?s={cart_secret}   the cart and the shop's payment methods
 * - POST /hosted/checkout/{web_name}/{cart_id}/place             places the order (payment_method, installment_months)
 * - GET  /hosted/orders/{web_name}/{order_id}                     the confirmation
 *
 * A valid `s` is moved into an HttpOnly cookie and the browser redirected (303) to the same URL without it; after
 * that the cookie authorises. Every refused link gets the same 403 page. Pages speak the cart's language, or
 * `?lang=th|en`.
 */
export function createHostedCheckout({ db }: { db: Kysely<Database> }): Hono {
  const app = new Hono().basePath("/hosted");

  app.use("*", async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(STAND_IN_PAGE_HEADERS)) c.res.headers.set(name, value);
  });

  function frame(lang: ContentLang, shop: HostedShop | null, otherLanguageHref: string | null): Frame {
    return {
      intl: hostedIntl(lang),
      shopName: shop?.name ?? null,
      otherLanguageHref,
      shopWords: shop?.thaiWords ?? [],
    };
  }

  /** The one answer for a refused link, in the language the link asked for (else Thai): it tells nothing else. */
  function refuse(c: Context): Response | Promise<Response> {
    return c.html(invalidLinkPage(frame(langParam(c) ?? "th", null, null)), 403);
  }

  async function shopHref(c: Context, shop: HostedShop, lang: ContentLang): Promise<string> {
    return withShop(db, shop.id, async (db) =>
      shopHomeUrl(db, shop.id, browserHostName(c), lang, await findShopBase(db, shop.id, lang)),
    );
  }

  /** The page's language: `?lang=`, else the cart's. */
  function pageLang(c: Context, cart: Pick<CartRecord, "lang">): ContentLang {
    return langParam(c) ?? cart.lang;
  }

  /**
   * The cart a link names, if the request may open it (cartAccess.ts): a guest cart by its secret (a `?s=` is
   * moved into a cookie by a redirect), an account's cart by the account's session cookie.
   */
  async function openCart(
    c: Context,
  ): Promise<{ shop: HostedShop; cart: CartRecord; access: CartAccess; path: string } | { redirect: string } | null> {
    const shop = await findShopByWebName(db, c.req.param("webName") ?? "");
    const cart = await findHostedCart(db, shop, c.req.param("cartId") ?? "");
    const given = c.req.query("s");
    const secret = given ?? (cart ? getCookie(c, cartCookieName(cart.id)) : undefined);
    const access: CartAccess | null = accessOpens(cart, { secret: secret ?? "" })
      ? { secret: secret ?? "" }
      : given === undefined && shop
        ? await accountAccessOf(db, c, shop.id, cart)
        : null;
    if (!access || !shop || !cart) return null;
    const kind = c.req.path.startsWith("/hosted/checkout/") ? "checkout" : "cart";
    const path = `/hosted/${kind}/${encodeURIComponent(shop.webName)}/${cart.id}`;
    if (given !== undefined && secret) {
      setCookie(c, cartCookieName(cart.id), secret, {
        httpOnly: true,
        sameSite: "Lax",
        path: "/hosted",
        secure: isHttps(c),
        maxAge: CART_COOKIE_MAX_AGE_SECONDS,
      });
      return { redirect: withLang(path, langParam(c)) };
    }
    return { shop, cart, access, path };
  }

  async function checkedOutAnswer(c: Context, shop: HostedShop, cart: CartRecord): Promise<Response> {
    const lang = pageLang(c, cart);
    const orderId = await withShop(db, shop.id, (db) => findOrderIdOfCart(db, shop.id, cart.id));
    const orderHref = orderId
      ? withLang(`/hosted/orders/${encodeURIComponent(shop.webName)}/${orderId}`, langParam(c))
      : null;
    const otherHref = `${c.req.path}?lang=${lang === "th" ? "en" : "th"}`;
    return c.html(
      alreadyPlacedPage(frame(lang, shop, otherHref), { orderHref, shopHref: await shopHref(c, shop, lang) }),
      200,
    );
  }

  async function showCartOrCheckout(c: Context, kind: PageKind): Promise<Response> {
    const opened = await openCart(c);
    if (!opened) return refuse(c);
    if ("redirect" in opened) return c.redirect(opened.redirect, 303);
    const { shop, cart, path } = opened;
    if (cart.status !== "open") return checkedOutAnswer(c, shop, cart);
    const lang = pageLang(c, cart);
    const override = langParam(c);
    const otherHref = `${path}?lang=${lang === "th" ? "en" : "th"}`;
    const view = viewLines(await withShop(db, shop.id, (db) => findCartLines(db, shop.id, lang, cart.id)));
    const home = await shopHref(c, shop, lang);
    if (kind === "cart") {
      const checkoutHref = withLang(`/hosted/checkout/${encodeURIComponent(shop.webName)}/${cart.id}`, override);
      return c.html(cartPage(frame(lang, shop, otherHref), { ...view, checkoutHref, shopHref: home }));
    }
    return renderCheckout(
      c,
      {
        shop,
        cart,
        lang,
        otherHref,
        home,
        selected: null,
        installmentMonths: null,
        delivery: null,
        couponCode: null,
        problems: [],
      },
      200,
    );
  }

  async function renderCheckout(
    c: Context,
    page: {
      shop: HostedShop;
      cart: CartRecord;
      lang: ContentLang;
      otherHref: string;
      home: string;
      selected: PaymentMethod | null;
      installmentMonths: number | null;
      delivery: DeliveryMethod | null;
      couponCode: string | null;
      problems: string[];
    },
    status: 200 | 422,
  ): Promise<Response> {
    const { shop, cart, lang } = page;
    const override = langParam(c);
    const tail = `${encodeURIComponent(shop.webName)}/${cart.id}`;
    const [lines, base] = await withShop(db, shop.id, async (db) => [
      await findCartLines(db, shop.id, lang, cart.id),
      await findShopBase(db, shop.id, lang),
    ]);
    const view = viewLines(lines);
    const methods = offeredMethods(base);
    const deliveryRules = deliveryRulesOf(base?.delivery);
    const accountId = cart.user_id;
    const coupons = accountId
      ? await withShop(db, shop.id, (db) => offeredCoupons(db, shop.id, accountId, lang, view.totalSatang))
      : [];
    return c.html(
      checkoutPage(frame(lang, shop, page.otherHref), {
        ...view,
        methods,
        selected: page.selected,
        installmentMonths: page.installmentMonths,
        deliveries: deliveryOptionsOf(deliveryRules, view.totalSatang),
        delivery: offeredMethod(deliveryRules, page.delivery),
        coupons,
        couponCode: page.couponCode,
        problems: page.problems,
        placeAction: withLang(`/hosted/checkout/${tail}/place`, override),
        cartHref: withLang(`/hosted/cart/${tail}`, override),
        shopHref: page.home,
      }),
      status,
    );
  }

  function problemMessages(intl: HostedIntl, problems: readonly CartProblem[]): string[] {
    return problems.map((problem) => (problem.key === EMPTY_CART_KEY ? intl.t("emptyCart") : intl.problem(problem)));
  }

  app.get("/cart/:webName/:cartId", (c) => showCartOrCheckout(c, "cart"));
  app.get("/checkout/:webName/:cartId", (c) => showCartOrCheckout(c, "checkout"));

  app.post("/checkout/:webName/:cartId/place", bodyLimit({ maxSize: FORM_BODY_LIMIT_BYTES }), async (c) => {
    const origin = c.req.header("origin");
    const fetchSite = c.req.header("sec-fetch-site")?.toLowerCase();
    // Browsers say where a post comes from in Sec-Fetch-Site (their Origin is "null" under no-referrer); other
    // clients may send an Origin, which must then be ours.
    const sameOrigin = fetchSite
      ? fetchSite === "same-origin" || fetchSite === "none"
      : origin === undefined || origin === ownOrigin(c);
    if (!sameOrigin) {
      const intl = hostedIntl(langParam(c) ?? "th");
      return c.html(messagePage(frame(intl.lang, null, null), intl.t("forbiddenTitle"), intl.t("crossSite")), 403);
    }
    if (c.req.query("s") !== undefined) return refuse(c); // the secret only ever travels in the cookie here
    const opened = await openCart(c);
    if (!opened || "redirect" in opened) return refuse(c);
    const { shop, cart, access } = opened;
    const lang = pageLang(c, cart);
    const ordersPath = (orderId: string) =>
      withLang(`/hosted/orders/${encodeURIComponent(shop.webName)}/${orderId}`, langParam(c));
    if (cart.status !== "open") {
      const orderId = await withShop(db, shop.id, (db) => findOrderIdOfCart(db, shop.id, cart.id));
      return orderId ? c.redirect(ordersPath(orderId), 303) : checkedOutAnswer(c, shop, cart);
    }
    const form = await c.req.parseBody().catch(() => ({}));
    const base = await withShop(db, shop.id, (db) => findShopBase(db, shop.id, lang));
    const choice = paymentChoiceOf(form, offeredMethods(base));
    const deliveryRules = deliveryRulesOf(base?.delivery);
    const deliveryMethod = offeredMethod(deliveryRules, (form as Record<string, unknown>).delivery_method);
    const couponField = (form as Record<string, unknown>).coupon_code;
    const couponCode = typeof couponField === "string" && couponField !== "" ? couponField.slice(0, 40) : null;
    const checkoutPath = `/hosted/checkout/${encodeURIComponent(shop.webName)}/${cart.id}`;
    const page = {
      shop,
      cart,
      lang,
      otherHref: `${checkoutPath}?lang=${lang === "th" ? "en" : "th"}`,
      home: await shopHref(c, shop, lang),
      selected: choice.method,
      installmentMonths: choice.installmentMonths,
      delivery: deliveryMethod,
      couponCode,
    };
    const intl = hostedIntl(lang);
    if (!choice.ok) return renderCheckout(c, { ...page, problems: [intl.t(choice.error)] }, 422);

    const result = await placeOrder(db, {
      shopId: shop.id,
      cartId: cart.id,
      access,
      lang,
      couponCode,
      method: choice.method,
      installmentMonths: choice.installmentMonths,
      delivery: { rules: deliveryRules, method: deliveryMethod },
    });
    switch (result.kind) {
      case "placed":
        return c.redirect(ordersPath(result.orderId), 303);
      case "alreadyPlaced":
        return result.orderId ? c.redirect(ordersPath(result.orderId), 303) : checkedOutAnswer(c, shop, cart);
      case "problems":
        return renderCheckout(c, { ...page, problems: problemMessages(intl, result.problems) }, 422);
      case "couponRefused":
        return renderCheckout(c, { ...page, problems: [couponRefusalMessage(intl, result.refusal)] }, 422);
      case "forbidden":
        return refuse(c);
    }
  });

  app.get("/orders/:webName/:orderId", async (c) => {
    const shop = await findShopByWebName(db, c.req.param("webName"));
    const orderId = uuidOf(c.req.param("orderId"));
    const order =
      shop && orderId
        ? await withShop(db, shop.id, (db) =>
            db
              .selectFrom("orders")
              .innerJoin("carts", (join) =>
                join.onRef("carts.shop_id", "=", "orders.shop_id").onRef("carts.id", "=", "orders.cart_id"),
              )
              .select([
                "orders.id",
                "orders.number",
                "orders.status",
                "orders.cart_id",
                "orders.payment_method",
                "orders.installment_months",
                "orders.total",
                "orders.lang",
                "orders.coupon_code",
                "orders.coupon_discount",
                "orders.delivery_method",
                "orders.delivery_fee",
                "carts.secret_hash",
                "carts.user_id",
              ])
              .where("orders.shop_id", "=", shop.id)
              .where("orders.id", "=", orderId)
              .executeTakeFirst(),
          )
        : undefined;
    const secret = order ? getCookie(c, cartCookieName(order.cart_id)) : undefined;
    const opens =
      accessOpens(order, { secret: secret ?? "" }) || (!!shop && !!(await accountAccessOf(db, c, shop.id, order)));
    if (!opens || !shop || !order) return refuse(c);
    const lang = langParam(c) ?? order.lang;
    const lines = await withShop(db, shop.id, (db) =>
      db
        .selectFrom("order_lines")
        .select(["name", "quantity", "unit_price"])
        .where("shop_id", "=", shop.id)
        .where("order_id", "=", order.id)
        .orderBy("name")
        .execute(),
    );
    const path = `/hosted/orders/${encodeURIComponent(shop.webName)}/${order.id}`;
    return c.html(
      orderPage(frame(lang, shop, `${path}?lang=${lang === "th" ? "en" : "th"}`), {
        orderId: order.id,
        number: order.number,
        status: order.status,
        lines: lines.map((line) => {
          const unitPriceSatang = toSatang(Number(line.unit_price));
          return {
            name: line.name,
            quantity: line.quantity,
            unitPriceSatang,
            lineTotalSatang: unitPriceSatang * line.quantity,
          };
        }),
        totalSatang: toSatang(Number(order.total)),
        coupon: orderCouponOf(order),
        delivery: { method: order.delivery_method, feeSatang: toSatang(Number(order.delivery_fee)) },
        method: order.payment_method,
        installmentMonths: order.installment_months,
        // the way back names the order: the shop reports the purchase (GET /api/x4/orders/summary, §7)
        shopHref: `${await shopHref(c, shop, lang)}?purchase=${order.id}`,
      }),
    );
  });

  app.notFound((c) => {
    const intl = hostedIntl(langParam(c) ?? "th");
    return c.html(messagePage(frame(intl.lang, null, null), intl.t("notFoundTitle"), null), 404);
  });

  app.onError((error, c) => {
    log.error({ reqId: requestIdOf(c.req.raw), method: c.req.method, path: c.req.path, err: error }, "hosted");
    const intl = hostedIntl(langParam(c) ?? "th");
    const page = messagePage(frame(intl.lang, null, null), intl.t("somethingWrong"), null);
    return c.html(page, 500);
  });

  return app;
}
