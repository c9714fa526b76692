import type { Kysely } from "kysely";
import type { OrderSummary, OrderSummaryQuery } from "~/generated/schemas";
import type { Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import { accountOfRequest } from "../auth/requestAccount";
import { type CartActor, canonicalUuid, cartActorOf } from "../cart/cartAccess";
import { cartSecretMatches } from "../cart/cartSecret";
import { ApiError } from "../http/apiError";
import type { ShopApiDeps } from "../http/deps";
import { NO_STORE } from "../http/responses";
import { shopRoutes } from "../http/shopRoutes";
import type { ShopResolver } from "../tenancy/shopCache";

/** The one refusal: an unknown order, another shop's, or one the request's shopper did not place. */
function orderNotFound(): ApiError {
  return new ApiError(404, "ORDER_NOT_FOUND", "No such order of yours in this shop");
}

/** The order's cart as far as telling who placed it goes. */
interface OrderOwner {
  cart_id: string;
  secret_hash: string;
  user_id: string | null;
}

/** A guest placed it with the cart its credentials open; an account with a cart of its own. */
function placedBy(order: OrderOwner, actor: CartActor): boolean {
  if (actor.guest) {
    return (
      order.user_id === null &&
      order.cart_id === actor.guest.cartId &&
      cartSecretMatches(actor.guest.secret, order.secret_hash)
    );
  }
  return order.user_id === actor.accountId;
}

async function findOrderSummary(
  db: Kysely<Database>,
  shopId: number,
  orderId: string,
  actor: CartActor,
): Promise<OrderSummary | null> {
  return withShop(db, shopId, async (db) => {
    const order = await db
      .selectFrom("orders")
      .innerJoin("carts", (join) =>
        join.onRef("carts.shop_id", "=", "orders.shop_id").onRef("carts.id", "=", "orders.cart_id"),
      )
      .select(["orders.id", "orders.cart_id", "orders.total", "carts.secret_hash", "carts.user_id"])
      .where("orders.shop_id", "=", shopId)
      .where("orders.id", "=", orderId)
      .executeTakeFirst();
    if (!order || !placedBy(order, actor)) return null;
    const lines = await db
      .selectFrom("order_lines")
      .select(["product_uuid", "name", "quantity", "unit_price"])
      .where("shop_id", "=", shopId)
      .where("order_id", "=", order.id)
      .orderBy("name")
      .execute();
    return {
      transaction_id: order.id,
      currency: "THB",
      value: Number(order.total),
      items: lines.map((line) => ({
        item_id: line.product_uuid,
        item_name: line.name,
        price: Number(line.unit_price),
        quantity: line.quantity,
      })),
    };
  });
}

/**
 * GET /api/x4/orders/summary?order_id=&cart_id=&cart_secret=: an order as the storefront reports it as a purchase
 * (§7), once the shopper is back from the hosted checkout. Only the shopper who placed it gets it: a guest with the
 * credentials of the cart it was placed from, a logged-in shopper by the session (an account's order). Neither →
 * 401 NO_AUTH; anything else → 404 ORDER_NOT_FOUND alike. Personal: `no-store`.
 */
export function orderRoutes(deps: ShopApiDeps, resolveShop: ShopResolver) {
  const api = shopRoutes(deps, resolveShop);
  api.get<OrderSummaryQuery, OrderSummaryQuery, OrderSummary>("/x4/orders/summary", {
    schema: "api/order-summary-query.schema.json",
    headers: { "Cache-Control": NO_STORE },
    async handle({ input, shop, c }) {
      const actor = cartActorOf(await accountOfRequest(deps.db, shop.id, c), input);
      const summary = await findOrderSummary(deps.db, shop.id, canonicalUuid(input.order_id), actor);
      if (!summary) throw orderNotFound();
      return summary;
    },
  });
  return api.routes;
}
