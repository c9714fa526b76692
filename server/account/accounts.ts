import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { toSatang } from "~/lib/priceTier";
import type { Database, OrderStatus } from "../db/schema";
import { orderCouponOf } from "../modules/orders/orderCoupon";
import type { DeliveryMethod } from "~/lib/delivery";

/** An account as the stand-in reads it for a log-in. */
export interface AccountRecord {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
}

/** The shop's account with this (lower-cased) e-mail. Run it inside withShop. */
export async function findAccountByEmail(
  db: Kysely<Database>,
  shopId: number,
  email: string,
): Promise<AccountRecord | undefined> {
  const row = await db
    .selectFrom("accounts")
    .select(["id", "email", "name", "password_hash"])
    .where("shop_id", "=", shopId)
    .where("email", "=", email)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, name: row.name, passwordHash: row.password_hash };
}

/** The shop's account by id (the signed-in one's password hash, for a password change). Run it inside withShop. */
export async function findPasswordHash(
  db: Kysely<Database>,
  shopId: number,
  accountId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("accounts")
    .select("password_hash")
    .where("shop_id", "=", shopId)
    .where("id", "=", accountId)
    .executeTakeFirst();
  return row?.password_hash;
}

/**
 * A new account of the shop; null when the e-mail has one already (checked by the unique index, so two
 * registrations racing for one e-mail give one account). Run it inside withShop.
 */
export async function createAccount(
  db: Kysely<Database>,
  shopId: number,
  account: { email: string; name: string; passwordHash: string },
): Promise<string | null> {
  const row = await db
    .insertInto("accounts")
    .values({
      shop_id: shopId,
      id: randomUUID(),
      email: account.email,
      name: account.name,
      password_hash: account.passwordHash,
    })
    .onConflict((conflict) => conflict.columns(["shop_id", "email"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Sets a new password and ends the account's sessions (a changed password locks others out): all of them, or all
 * but the one whose token hash is kept (the browser that changed it).
 */
export async function changePassword(
  db: Kysely<Database>,
  shopId: number,
  accountId: string,
  passwordHash: string,
  keptTokenHash?: string,
): Promise<void> {
  await db
    .updateTable("accounts")
    .set({ password_hash: passwordHash })
    .where("shop_id", "=", shopId)
    .where("id", "=", accountId)
    .execute();
  const sessions = db.deleteFrom("account_sessions").where("shop_id", "=", shopId).where("account_id", "=", accountId);
  await (keptTokenHash === undefined ? sessions : sessions.where("token_hash", "!=", keptTokenHash)).execute();
}

/** An order of the account, as "my orders" lists it; money in integer satang. */
export interface AccountOrder {
  id: string;
  /** As shoppers name the order (orderNumberText). */
  number: number;
  status: OrderStatus;
  createdAt: Date;
  paymentMethod: string;
  installmentMonths: number | null;
  totalSatang: number;
  /** The coupon the order used and what it took off the lines' total. */
  coupon: { code: string; discountSatang: number } | null;
  /** How the order reaches the shopper and what that cost (in the total). */
  delivery: { method: DeliveryMethod; feeSatang: number };
  lines: { name: string; quantity: number; unitPriceSatang: number }[];
}

/** The most orders "my orders" lists (the newest). */
export const ORDERS_SHOWN = 50;

/**
 * The orders placed (on the hosted checkout) for carts the account owned, newest first. Run it inside withShop.
 */
export async function findOrdersOfAccount(
  db: Kysely<Database>,
  shopId: number,
  accountId: string,
): Promise<AccountOrder[]> {
  const orders = await db
    .selectFrom("orders")
    .innerJoin("carts", (join) =>
      join.onRef("carts.shop_id", "=", "orders.shop_id").onRef("carts.id", "=", "orders.cart_id"),
    )
    .select([
      "orders.id",
      "orders.number",
      "orders.status",
      "orders.created_at",
      "orders.payment_method",
      "orders.installment_months",
      "orders.total",
      "orders.coupon_code",
      "orders.coupon_discount",
      "orders.delivery_method",
      "orders.delivery_fee",
    ])
    .where("orders.shop_id", "=", shopId)
    .where("carts.user_id", "=", accountId)
    .orderBy("orders.created_at", "desc")
    .orderBy("orders.id")
    .limit(ORDERS_SHOWN)
    .execute();
  if (orders.length === 0) return [];
  const lines = await db
    .selectFrom("order_lines")
    .select(["order_id", "name", "quantity", "unit_price"])
    .where("shop_id", "=", shopId)
    .where(
      "order_id",
      "in",
      orders.map((order) => order.id),
    )
    .orderBy("name")
    .execute();
  return orders.map((order) => ({
    id: order.id,
    number: order.number,
    status: order.status,
    createdAt: new Date(order.created_at),
    paymentMethod: order.payment_method,
    installmentMonths: order.installment_months,
    totalSatang: toSatang(Number(order.total)),
    coupon: orderCouponOf(order),
    delivery: { method: order.delivery_method, feeSatang: toSatang(Number(order.delivery_fee)) },
    lines: lines
      .filter((line) => line.order_id === order.id)
      .map((line) => ({
        name: line.name,
        quantity: line.quantity,
        unitPriceSatang: toSatang(Number(line.unit_price)),
      })),
  }));
}
