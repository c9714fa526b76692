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
import { shopRoutes } from "../http/shopRoutes";
import { assertFromStorefront } from "../http/storefrontOnly";
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
export function cartRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const { db } = deps;
  const api = shopRoutes(deps, resolveShop);
  api.routes.use("/x4/cart/*", jsonBodyLimit());
  api.routes.use("/x4/cart/checkoutByItems", async (c, next) => {
    if (isBotAgent(c.req.header("user-agent"))) throw new ApiError(403, "BOT_NOT_ALLOWED", "Bots cannot create carts");
    await next();
  });

  api.get<CartGetQuery, CartGetQuery, CartData>("/x4/cart/get", {
    schema: "api/cart-get-query.schema.json",
    headers: CART_HEADERS,
    async handle({ input, shop, lang, c }) {
      const contentLang = lang();
      const account = await accountOfRequest(db, shop.id, c);
      const guest = credentialsOf(input);
      if (account) {
        if (guest) assertFromStorefront(c, "Merging a guest cart into the account's");
        const cart = guest
          ? await mergeGuestCart(db, shop.id, contentLang, account.id, guest)
          : await readAccountCart(db, shop.id, contentLang, account.id);
        return cartData(cart, null);
      }
      if (!guest) throw noAuth();
      const contents = await withShop(db, shop.id, (db) =>
        findCartContents(db, shop.id, contentLang, guest.cartId, []),
      );
      assertCartAccess(contents.cart, { guest });
      return cartData({ cartId: guest.cartId, lines: cartLinesOf(contents.lines, contents.products) }, guest.secret);
    },
  });

  api.post<CartUpdateItemsRequest, CartUpdateItemsRequest, CartData>("/x4/cart/update_items", {
    schema: "api/cart-update-items-request.schema.json",
    headers: CART_HEADERS,
    async handle({ input, shop, c }) {
      const actor = cartActorOf(await accountOfRequest(db, shop.id, c), input);
      const change = cartChangeOf(input.items, input.remove_items);
      const cart = await changeCartItems(db, shop, input.lang_key, actor, change);
      return cartData(cart, actor.guest?.secret ?? null);
    },
  });

  api.post<CartCheckoutByItemsRequest, CartCheckoutByItemsRequest, CartData>("/x4/cart/checkoutByItems", {
    schema: "api/cart-checkout-by-items-request.schema.json",
    headers: CART_HEADERS,
    async handle({ input, shop, c }) {
      const account = await accountOfRequest(db, shop.id, c);
      const change = cartChangeOf(input.items);
      if (account)
        return cartData(await changeCartItems(db, shop, input.lang_key, { accountId: account.id }, change), null);
      await countGuestCart(db, shop.id, forwardedClientAddress(c), new Date());
      const cart = await createGuestCart(db, shop, input.lang_key, change);
      return cartData(cart, cart.newSecret ?? null);
    },
  });

  api.post<CartUpdateRequest, CartUpdateRequest, CartData>("/x4/cart/update", {
    schema: "api/cart-update-request.schema.json",
    headers: CART_HEADERS,
    async handle({ input, shop, c }) {
      const actor = cartActorOf(await accountOfRequest(db, shop.id, c), input);
      const cart = await replaceCartItems(db, shop, input.lang_key, actor, cartChangeOf(input.items));
      return cartData(cart, actor.guest?.secret ?? null);
    },
  });

  return api.routes;
}

type CartData = CartResponse["data"];

/** The cart answer (schemas/api/cart-response): cart_secret is the guest's (sent, or new), null for an account. */
function cartData(cart: Pick<WrittenCart, "cartId" | "lines">, secret: string | null): CartData {
  return { cart_id: cart.cartId, cart_secret: secret, items: cart.lines };
}
