import { type Context, Hono } from "hono";
import { isbot } from "isbot";
import type {
  CartCheckoutByItemsRequest,
  CartGetQuery,
  CartResponse,
  CartUpdateItemsRequest,
  CartUpdateRequest,
} from "~/generated/schemas";
import { ApiError } from "../http/apiError";
import { jsonBodyLimit } from "../http/bodyLimit";
import { withShop } from "../../db/shopScope";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { resolveLang } from "../lang/resolveLang";
import type { ShopResolver } from "../tenancy/shopCache";
import { assertCartAccess, credentialsOf } from "./cartAccess";
import { cartChangeOf } from "./cartInput";
import { changeCartItems, createGuestCart, replaceCartItems, type WrittenCart } from "./cartWrites";
import { cartLinesOf, findCartContents } from "./repo";

/** Personal state: never cached, by the browser or anything between. */
const CART_HEADERS = { "Cache-Control": NO_STORE } as const;

/**
 * The cart calls of §7 under /x4/cart, for guests (accounts come later: a call without cart_id and cart_secret is
 * 401 NO_AUTH). Bodies are JSON of at most 64 KiB, validated by schemas/api; every answer is `no-store`.
 *
 * - GET  get?cart_id=&cart_secret=&lang=  the cart
 * - POST update_items     lines set to absolute quantities, remove_items removed
 * - POST checkoutByItems  a new guest cart (answers its new cart_secret); never for bots
 * - POST update           the full list before the hand-off; checks the minimum order too
 *
 * Unknown cart, wrong secret, another shop's cart: 403 INVALID_CART_CREDENTIALS alike; checked out: 409
 * CHECKOUTED; a change the rules refuse: 422 with the first §8 key and error_data.errors (nothing changed).
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
    const credentials = credentialsOf(query);
    const contents = await withShop(db, shop.id, (db) => findCartContents(db, shop.id, lang, credentials.cartId, []));
    assertCartAccess(contents.cart, credentials.secret);
    const lines = cartLinesOf(contents.lines, contents.products);
    return answer(c, { cartId: credentials.cartId, lines }, credentials.secret);
  });

  routes.post("/x4/cart/update_items", async (c) => {
    const body = await validateBody<CartUpdateItemsRequest>("api/cart-update-items-request.schema.json", c.req.raw);
    const shop = await resolveShop(c.req.raw.headers);
    const credentials = credentialsOf(body);
    const change = cartChangeOf(body.items, body.remove_items);
    const cart = await changeCartItems(db, shop, body.lang_key, credentials, change);
    return answer(c, cart, credentials.secret);
  });

  routes.post("/x4/cart/checkoutByItems", async (c) => {
    if (isbot(c.req.header("user-agent"))) {
      throw new ApiError(403, "BOT_NOT_ALLOWED", "Bots cannot create carts");
    }
    const body = await validateBody<CartCheckoutByItemsRequest>(
      "api/cart-checkout-by-items-request.schema.json",
      c.req.raw,
    );
    const shop = await resolveShop(c.req.raw.headers);
    const cart = await createGuestCart(db, shop, body.lang_key, cartChangeOf(body.items));
    return answer(c, cart, cart.newSecret ?? null);
  });

  routes.post("/x4/cart/update", async (c) => {
    const body = await validateBody<CartUpdateRequest>("api/cart-update-request.schema.json", c.req.raw);
    const shop = await resolveShop(c.req.raw.headers);
    const credentials = credentialsOf(body);
    const cart = await replaceCartItems(db, shop, body.lang_key, credentials, cartChangeOf(body.items));
    return answer(c, cart, credentials.secret);
  });

  return routes;
}

/** The cart answer (schemas/api/cart-response): cart_secret is the guest's (sent, or new), null for an account. */
function answer(c: Context, cart: Pick<WrittenCart, "cartId" | "lines">, secret: string | null): Response {
  const body: CartResponse = { success: true, data: { cart_id: cart.cartId, cart_secret: secret, items: cart.lines } };
  return c.json(body, 200, CART_HEADERS);
}
