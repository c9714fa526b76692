import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { CartProblem } from "~/generated/schemas";
import { satangToBaht } from "~/lib/priceTier";
import type { ContentLang, Database } from "../db/schema";
import { withShop } from "../db/shopScope";
import { checkCart } from "../modules/cart/checkCart";
import { displayName } from "../modules/cart/cartRules";
import { findCartLines, findStoredLines, itemsOf, lockCart } from "../modules/cart/repo";
import type { CouponUseRefusal } from "~/lib/couponState";
import { accessOpens, type CartAccess } from "./cartAccess";
import { applyCoupon, markClaimUsed } from "./coupons";
import { viewLines } from "./data";
import { nextOrderNumber } from "../modules/orders/orderNumber";
import type { PaymentMethod } from "~/lib/paymentMethods";
import { type DeliveryMethod, type DeliveryRules, deliveryFeeSatang, deliveryRulesOf } from "~/lib/delivery";

export type PlaceOrderResult =
  /** The order was placed now. */
  | { kind: "placed"; orderId: string }
  /** The cart had been checked out before (e.g. a second submit): its order, if this stand-in placed one. */
  | { kind: "alreadyPlaced"; orderId: string | null }
  /** The cart cannot be ordered as it is (§8 problems); nothing was written. */
  | { kind: "problems"; problems: CartProblem[] }
  /** The chosen coupon cannot be used on this order (COUPON_CODE_NOT_FOUND, §8); nothing was written. */
  | { kind: "couponRefused"; refusal: CouponUseRefusal }
  /** The cart is gone or the secret (or session) no longer opens it. */
  | { kind: "forbidden" };

/** Thrown inside the transaction to roll it back when stock ran out between the check and the write. */
class StockRanOut extends Error {
  constructor(readonly problem: CartProblem) {
    super(`stock ran out: ${problem.uuid}`);
  }
}

/** Marks an order placed with no lines: the rules of checkCart do not refuse an empty cart. */
export const EMPTY_CART_KEY = "EMPTY_CART";

/**
 * "Places" a cart's order in one transaction: the cart row locked (so a second submit, or a cart sync, waits and
 * then sees the outcome), still open, every rule of checkCart at checkout passing; then stock reduced for limited,
 * non-preorder lines (never below zero), the order and its lines written at the §5 tier prices, the cart checked
 * out, numbered with the shop's next order number. The delivery fee of the way chosen (src/lib/delivery.ts, from the
 * items' total before coupons) is added to the total and kept with the order. A coupon (an account's claim, hosted/coupons.ts) takes its discount off the total and its claim is marked
 * used by the order, in the same transaction. Any problem leaves everything as it was.
 */
export async function placeOrder(
  db: Kysely<Database>,
  order: {
    shopId: number;
    cartId: string;
    access: CartAccess;
    lang: ContentLang;
    /** A coupon the cart's account claimed, or null. */
    couponCode: string | null;
    method: PaymentMethod;
    installmentMonths: number | null;
    /** The shop's delivery rules and the way chosen (one the rules offer): its fee is added to the total. Absent:
     * nothing is delivered. */
    delivery?: { rules: DeliveryRules; method: DeliveryMethod };
  },
): Promise<PlaceOrderResult> {
  const { shopId, cartId, lang } = order;
  try {
    return await withShop(db, shopId, async (trx): Promise<PlaceOrderResult> => {
      const cart = await lockCart(trx, shopId, cartId);
      if (!cart || !accessOpens(cart, order.access)) return { kind: "forbidden" };
      if (cart.status !== "open")
        return { kind: "alreadyPlaced", orderId: await findOrderIdOfCart(trx, shopId, cartId) };

      const stored = await findStoredLines(trx, shopId, cartId);
      if (stored.length === 0) return { kind: "problems", problems: [{ key: EMPTY_CART_KEY }] };
      const problems = await checkCart(trx, shopId, lang, itemsOf(stored), { checkout: true });
      if (problems.length > 0) return { kind: "problems", problems };

      const lines = await findCartLines(trx, shopId, lang, cartId);
      const view = viewLines(lines);
      const coupon =
        order.couponCode === null
          ? null
          : await applyCoupon(trx, shopId, cart.user_id, order.couponCode, view.totalSatang);
      if (coupon && "refusal" in coupon) return { kind: "couponRefused", refusal: coupon.refusal };
      for (const { uuid, quantity, product } of lines) {
        if (product.stock_remaining === null || product.preorder_flag) continue;
        const updated = await trx
          .updateTable("products")
          .set((eb) => ({ stock: eb("stock", "-", quantity) }))
          .where("shop_id", "=", shopId)
          .where("uuid", "=", uuid)
          .where("stock", "is not", null)
          .where("stock", ">=", quantity)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
          const row = await trx
            .selectFrom("products")
            .select("stock")
            .where("shop_id", "=", shopId)
            .where("uuid", "=", uuid)
            .executeTakeFirst();
          throw new StockRanOut({
            key: "NOSTOCK",
            uuid,
            name: displayName(product),
            unit: product.unit,
            remaining: row?.stock ?? 0,
          });
        }
      }

      const orderId = randomUUID();
      const discount = coupon?.discountSatang ?? 0;
      const delivery = order.delivery ?? { rules: deliveryRulesOf(undefined), method: "none" };
      const feeSatang = deliveryFeeSatang(delivery.rules, delivery.method, view.totalSatang);
      await trx
        .insertInto("orders")
        .values({
          shop_id: shopId,
          id: orderId,
          number: await nextOrderNumber(trx, shopId),
          cart_id: cartId,
          payment_method: order.method,
          installment_months: order.installmentMonths,
          total: satangToBaht(view.totalSatang - discount + feeSatang).toFixed(2),
          lang,
          coupon_code: coupon?.code ?? null,
          coupon_discount: coupon ? satangToBaht(discount).toFixed(2) : null,
          delivery_method: delivery.method,
          delivery_fee: satangToBaht(feeSatang).toFixed(2),
        })
        .execute();
      await trx
        .insertInto("order_lines")
        .values(
          lines.map(({ uuid, quantity, product }, index) => ({
            shop_id: shopId,
            order_id: orderId,
            product_uuid: uuid,
            name: displayName(product),
            quantity,
            unit_price: satangToBaht(view.lines[index]?.unitPriceSatang ?? 0).toFixed(2),
          })),
        )
        .execute();
      if (coupon && cart.user_id) await markClaimUsed(trx, shopId, cart.user_id, coupon.code, orderId);
      await trx
        .updateTable("carts")
        .set({ status: "checked_out", updated_at: new Date() })
        .where("shop_id", "=", shopId)
        .where("id", "=", cartId)
        .execute();
      return { kind: "placed", orderId };
    });
  } catch (error) {
    if (error instanceof StockRanOut) return { kind: "problems", problems: [error.problem] };
    throw error;
  }
}

export async function findOrderIdOfCart(db: Kysely<Database>, shopId: number, cartId: string): Promise<string | null> {
  const row = await db
    .selectFrom("orders")
    .select("id")
    .where("shop_id", "=", shopId)
    .where("cart_id", "=", cartId)
    .executeTakeFirst();
  return row?.id ?? null;
}
