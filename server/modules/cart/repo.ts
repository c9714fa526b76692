import { type Kysely, sql, type Transaction } from "kysely";
import type { CartItem, CartLine } from "~/generated/schemas";
import type { CartStatus, ContentLang, Database } from "../../db/schema";
import { toSatang } from "~/lib/priceTier";
import { findProducts } from "../products/repo";
import { NO_ORDER_LIMITS, type OrderLimits } from "./cartRules";

/** A cart row as the cart calls need it. */
export interface CartRecord {
  id: string;
  /** Hex SHA-256 of the guest secret. */
  secret_hash: string;
  user_id: string | null;
  status: CartStatus;
  lang: ContentLang;
}

/** A stored line: product or variant uuid, quantity, and the position it was added at. */
export interface StoredLine {
  uuid: string;
  quantity: number;
  position: number;
}

function selectCart(db: Kysely<Database>, shopId: number, cartId: string) {
  return db
    .selectFrom("carts")
    .select(["id", "secret_hash", "user_id", "status", "lang"])
    .where("shop_id", "=", shopId)
    .where("id", "=", cartId);
}

/** A shop's cart by id, without a lock (reads); undefined when the shop has no such cart. */
export async function findCart(db: Kysely<Database>, shopId: number, cartId: string): Promise<CartRecord | undefined> {
  return selectCart(db, shopId, cartId).executeTakeFirst();
}

/**
 * A shop's cart by id, its row locked (`SELECT … FOR UPDATE`) until `trx` ends: every write to a cart starts with
 * this, so concurrent writes to one cart run one after the other. Undefined when the shop has no such cart.
 */
export async function lockCart(
  trx: Transaction<Database>,
  shopId: number,
  cartId: string,
): Promise<CartRecord | undefined> {
  return selectCart(trx, shopId, cartId).forUpdate().executeTakeFirst();
}

/** A cart's stored lines in position order (the order they were added in), whether or not their product exists. */
export async function findStoredLines(db: Kysely<Database>, shopId: number, cartId: string): Promise<StoredLine[]> {
  return db
    .selectFrom("cart_lines")
    .select(["product_uuid as uuid", "quantity", "position"])
    .where("shop_id", "=", shopId)
    .where("cart_id", "=", cartId)
    .orderBy("position")
    .orderBy("product_uuid")
    .execute();
}

/**
 * A cart's lines in position order, each with its product as GET /api/products/batch answers it in `lang`. Lines
 * whose product or variant no longer exists (a re-import removed it) are left out.
 */
export async function findCartLines(
  db: Kysely<Database> | Transaction<Database>,
  shopId: number,
  lang: ContentLang,
  cartId: string,
): Promise<CartLine[]> {
  const stored = await findStoredLines(db, shopId, cartId);
  const products = await findProducts(
    db,
    shopId,
    lang,
    stored.map((line) => line.uuid),
  );
  const byUuid = new Map(products.map((product) => [product.uuid, product]));
  return stored.flatMap((line) => {
    const product = byUuid.get(line.uuid);
    return product ? [{ uuid: line.uuid, quantity: line.quantity, product }] : [];
  });
}

/** Creates an open guest cart (only the secret's hash is stored). */
export async function insertCart(
  trx: Transaction<Database>,
  cart: { shopId: number; id: string; secretHash: string; lang: ContentLang },
): Promise<void> {
  await trx
    .insertInto("carts")
    .values({ shop_id: cart.shopId, id: cart.id, secret_hash: cart.secretHash, lang: cart.lang })
    .execute();
}

/**
 * Sets these lines to their absolute quantities: a new line is inserted at its given position, an existing line
 * keeps its position and takes the new quantity (so sending the same change twice changes nothing).
 */
export async function upsertCartLines(
  trx: Transaction<Database>,
  shopId: number,
  cartId: string,
  lines: readonly StoredLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await trx
    .insertInto("cart_lines")
    .values(
      lines.map((line) => ({
        shop_id: shopId,
        cart_id: cartId,
        product_uuid: line.uuid,
        quantity: line.quantity,
        position: line.position,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(["shop_id", "cart_id", "product_uuid"])
        .doUpdateSet({ quantity: (eb) => eb.ref("excluded.quantity") }),
    )
    .execute();
}

/** Deletes these lines of a cart (uuids it does not hold are ignored). */
export async function deleteCartLines(
  trx: Transaction<Database>,
  shopId: number,
  cartId: string,
  uuids: readonly string[],
): Promise<void> {
  if (uuids.length === 0) return;
  await trx
    .deleteFrom("cart_lines")
    .where("shop_id", "=", shopId)
    .where("cart_id", "=", cartId)
    .where("product_uuid", "in", [...uuids])
    .execute();
}

/** Records a change: updated_at now, and the language of the shopper's last change (the hosted checkout speaks it). */
export async function touchCart(
  trx: Transaction<Database>,
  shopId: number,
  cartId: string,
  lang: ContentLang,
): Promise<void> {
  await trx
    .updateTable("carts")
    .set({ updated_at: sql<Date>`now()`, lang })
    .where("shop_id", "=", shopId)
    .where("id", "=", cartId)
    .execute();
}

/** The items of lines, for checkCart. */
export function itemsOf(lines: readonly StoredLine[]): CartItem[] {
  return lines.map(({ uuid, quantity }) => ({ uuid, quantity }));
}

/** A shop's order limits (shops.order_min_price, order_max_price, max_cart_quantity), money in integer satang. */
export async function findOrderLimits(db: Kysely<Database>, shopId: number): Promise<OrderLimits> {
  const row = await db
    .selectFrom("shops")
    .select(["order_min_price", "order_max_price", "max_cart_quantity"])
    .where("id", "=", shopId)
    .executeTakeFirst();
  if (!row) return NO_ORDER_LIMITS;
  const satang = (baht: string | null) => (baht === null ? null : toSatang(Number(baht)));
  return {
    minOrderSatang: satang(row.order_min_price),
    maxOrderSatang: satang(row.order_max_price),
    maxCartQuantity: row.max_cart_quantity,
  };
}
