import { type Context, Hono } from "hono";
import type {
  CartCheckoutByItemsRequest,
  CartGetQuery,
  CartResponse,
  CartUpdateItemsRequest,
  CartUpdateRequest,
} from "~/generated/schemas";
import { isBotAgent } from "~/lib/isBot";
import { ApiError } from "../http/apiError";
import { jsonBodyLimit } from "../http/bodyLimit";
import { withShop } from "../../db/shopScope";
import { forwardedClientAddress } from "../../http/clientAddress";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { assertFromStorefront } from "../http/storefrontOnly";
import { resolveLang } from "../lang/resolveLang";
import type { ShopResolver } from "../tenancy/shopCache";
import { accountOfRequest, noAuth } from "../auth/requestAccount";
import { mergeGuestCart, readAccountCart } from "./accountCart";
import { assertCartAccess, cartActorOf, credentialsOf } from "./cartAccess";
import { cartChangeOf } from "./cartInput";
import { countGuestCart } from "./cartCreationLimit";
import { changeCartItems, createGuestCart, replaceCartItems, type WrittenCart } from "./cartWrites";
import { cartLinesOf, findCartContents } from "./repo";

/** Personal state: never cached, by the browser or anything between. */
const CART_HEADERS = { "Cache-Control": NO_STORE } as const;

/**
 * The cart calls of §7 under /x4/cart. A logged-in shopper (a session of this shop: auth/requestAccount.ts) acts
 * on the account's one open cart and sends no credentials (§6); a guest sends cart_id and cart_secret; a call with
 * neither is 401 NO_AUTH. Bodies are JSON of at most 64 KiB, validated by schemas/api; every answer is `no-store`.
 *
 * - GET  get?cart_id=&cart_secret=&lang=  the cart; logged in with a guest cart's credentials: that cart merged
 *                         into the account's (accountCart.ts), answered as the account's cart
 * - POST update_items     lines set to absolute quantities, remove_items removed
 * - POST checkoutByItems  a new guest cart (answers its new cart_secret); logged in: the items set on the account's
 *                         cart; never for bots; guest carts are limited per client address and per shop
 *                         (cartCreationLimit.ts: 429 TOO_MANY_CARTS with Retry-After)
 * - POST update           the full list before the hand-off; checks the minimum order too
 *
 * Unknown cart, wrong secret, another shop's cart: 403 INVALID_CART_CREDENTIALS alike; a guest's credentials of a
 * cart an account owns: 403 ALREADY_OWNED; checked out: 409 CHECKOUTED; a change the rules refuse: 422 with the
 * first §8 key and error_data.errors (nothing changed).
 *
 * The shop (with its order limits) comes from `resolveShop`: the shop API's host cache (tenancy/shopCache.ts).
 */
export function cartRoutes({ db, validateQuery, validateBody }: ShopApiDeps, resolveShop: ShopResolver): Hono {
  const routes = new Hono();
  routes.use("/x4/cart/*", jsonBodyLimit());

  routes.get("/x4/cart/get", async (c) => {
    const query = validateQuery<CartGetQuery>("api/cart-get-query.schema.json", c.req.query());
    const shop = await resolveShop(c.req.raw.headers);
    const lang = resolveLang(query.lang, c.req.header("x-page-lang"), shop.defaultLang);
    const account = await accountOfRequest(db, shop.id, c);
    const guest = credentialsOf(query);
    if (account) {
      if (guest) assertFromStorefront(c, "Merging a guest cart into the account's");
      const cart = guest
        ? await mergeGuestCart(db, shop.id, lang, account.id, guest)
        : await readAccountCart(db, shop.id, lang, account.id);
      return answer(c, cart, null);
    }
    if (!guest) throw noAuth();
    const contents = await withShop(db, shop.id, (db) => findCartContents(db, shop.id, lang, guest.cartId, []));
    assertCartAccess(contents.cart, { guest });
    const lines = cartLinesOf(contents.lines, contents.products);
    return answer(c, { cartId: guest.cartId, lines }, guest.secret);
  });

  routes.post("/x4/cart/update_items", async (c) => {
    const body = await validateBody<CartUpdateItemsRequest>("api/cart-update-items-request.schema.json", c.req.raw);
    const shop = await resolveShop(c.req.raw.headers);
    const actor = cartActorOf(await accountOfRequest(db, shop.id, c), body);
    const change = cartChangeOf(body.items, body.remove_items);
    const cart = await changeCartItems(db, shop, body.lang_key, actor, change);
    return answer(c, cart, actor.guest?.secret ?? null);
  });

  routes.post("/x4/cart/checkoutByItems", async (c) => {
    if (isBotAgent(c.req.header("user-agent"))) {
      throw new ApiError(403, "BOT_NOT_ALLOWED", "Bots cannot create carts");
    }
    const body = await validateBody<CartCheckoutByItemsRequest>(
      "api/cart-checkout-by-items-request.schema.json",
      c.req.raw,
    );
    const shop = await resolveShop(c.req.raw.headers);
    const account = await accountOfRequest(db, shop.id, c);
    if (account) {
      const cart = await changeCartItems(db, shop, body.lang_key, { accountId: account.id }, cartChangeOf(body.items));
      return answer(c, cart, null);
    }
    const change = cartChangeOf(body.items);
    await countGuestCart(db, shop.id, forwardedClientAddress(c), new Date());
    const cart = await createGuestCart(db, shop, body.lang_key, change);
    return answer(c, cart, cart.newSecret ?? null);
  });

  routes.post("/x4/cart/update", async (c) => {
    const body = await validateBody<CartUpdateRequest>("api/cart-update-request.schema.json", c.req.raw);
    const shop = await resolveShop(c.req.raw.headers);
    const actor = cartActorOf(await accountOfRequest(db, shop.id, c), body);
    const cart = await replaceCartItems(db, shop, body.lang_key, actor, cartChangeOf(body.items));
    return answer(c, cart, actor.guest?.secret ?? null);
  });

  return routes;
}

/** The cart answer (schemas/api/cart-response): cart_secret is the guest's (sent, or new), null for an account. */
function answer(c: Context, cart: Pick<WrittenCart, "cartId" | "lines">, secret: string | null): Response {
  const body: CartResponse = { success: true, data: { cart_id: cart.cartId, cart_secret: secret, items: cart.lines } };
  return c.json(body, 200, CART_HEADERS);
}
