import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import type { CartItem, CartLine, Product } from "~/generated/schemas";
import type { CartStatus, ContentLang, Database } from "../../db/schema";
import { productsOf } from "../products/repo";
import { type TieredProductRecord, tieredProductRecordSql } from "../products/rows";
import { orderLimitsOf } from "../tenancy/repo";
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

/** A cart's stored lines and the products a call needs, read in one statement (see findCartContents). */
export interface CartContents {
  /** The cart's row (its credentials and state); undefined when the shop has no such cart (nothing else then). */
  cart: CartRecord | undefined;
  /** The stored lines in position order (then uuid), whether or not their product exists. */
  lines: StoredLine[];
  /** The products (or variants) of those lines and of the uuids asked, in one language, by uuid; unknown ones absent. */
  products: Map<string, Product>;
}

/** A row of the contents statement: the cart row, with its lines and products as JSON. */
interface ContentsRow extends CartRecord {
  /** Whether the row version locked is the one the statement's snapshot saw (see findCartContents). */
  fresh: boolean | null;
  /** [uuid, quantity, position] per stored line; null when none. */
  lines: [string, number, number][] | null;
  products: TieredProductRecord[] | null;
}

/**
 * The statement behind findCartContents, per language ($1 shop id, $2 cart id, $3 the uuids asked): SQL text built
 * once, so a call neither builds nor compiles a query. Lines and products are JSON aggregates in scalar subqueries,
 * so the statement answers one row (none for an unknown cart) and may lock it.
 */
function contentsSql(lang: ContentLang, lock: boolean): string {
  const lineUuids = "select line.product_uuid from cart_lines as line where line.shop_id = $1 and line.cart_id = $2";
  return `select cart.id, cart.secret_hash, cart.user_id, cart.status, cart.lang,
      ${lock ? "cart.xmin = (select seen.xmin from carts as seen where seen.shop_id = $1 and seen.id = $2)" : "true"} as fresh,
      (select json_agg(json_build_array(line.product_uuid, line.quantity, line.position))
        from cart_lines as line where line.shop_id = $1 and line.cart_id = $2) as lines,
      (select json_agg(product_row) from (
        select ${tieredProductRecordSql("product", lang)}
        from products as product
        where product.shop_id = $1 and product.uuid = any(array(${lineUuids}) || $3::uuid[])
      ) as product_row) as products
    from carts as cart
    where cart.shop_id = $1 and cart.id = $2${lock ? "\n    for update" : ""}`;
}

const CONTENTS_SQL: Readonly<Record<ContentLang, { read: string; lock: string }>> = {
  th: { read: contentsSql("th", false), lock: contentsSql("th", true) },
  en: { read: contentsSql("en", false), lock: contentsSql("en", true) },
};

/**
 * A shop's cart (undefined when it has none such) with its stored lines and the products (as GET
 * /api/products/batch answers them in `lang`, tiers included) of those lines and of `uuids`: one statement (one
 * more when a variant's product is not among them).
 *
 * With `lock` (inside a write's transaction) the statement also locks the cart row (`SELECT … FOR UPDATE`), so
 * concurrent writes to one cart run one after the other. When it had to wait for another write, its snapshot
 * predates that write's commit: it then locked a newer row version than the one its snapshot saw (their xmin
 * differ) and its lines may be stale, so they are read again, under the lock, in a second statement. This relies
 * on every write of a cart's lines also updating its carts row in the same transaction (writeCartChange touches it,
 * insertCart creates it).
 */
export async function findCartContents(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  cartId: string,
  uuids: readonly string[],
  { lock = false }: { lock?: boolean } = {},
): Promise<CartContents> {
  const statement = CompiledQuery.raw(CONTENTS_SQL[lang][lock ? "lock" : "read"], [shopId, cartId, [...uuids]]);
  let row = (await db.executeQuery<ContentsRow>(statement)).rows[0];
  for (let attempt = 0; row && !row.fresh; attempt++) {
    // Holding the lock now, a new statement's snapshot sees the last write: its version is the one locked.
    if (attempt === 2) throw new Error(`cart ${cartId} changed under its lock`);
    row = (await db.executeQuery<ContentsRow>(statement)).rows[0];
  }
  if (!row) return { cart: undefined, lines: [], products: new Map() };
  const { fresh: _fresh, lines: lineTuples, products: records, ...cart } = row;
  const lines = (lineTuples ?? []).map(([uuid, quantity, position]) => ({ uuid, quantity, position }));
  lines.sort(byPosition);
  return { cart, lines, products: await productsOf(db, shopId, lang, records ?? []) };
}

/** Position order, then uuid (as ORDER BY position, product_uuid: canonical uuids compare like the database's). */
function byPosition(a: StoredLine, b: StoredLine): number {
  return a.position - b.position || (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0);
}

/** These lines (in their order) with their products; lines whose product or variant is gone are left out. */
export function cartLinesOf(lines: readonly StoredLine[], products: ReadonlyMap<string, Product>): CartLine[] {
  return lines.flatMap((line) => {
    const product = products.get(line.uuid);
    return product ? [{ uuid: line.uuid, quantity: line.quantity, product }] : [];
  });
}

/**
 * A cart's lines in position order, each with its product as GET /api/products/batch answers it in `lang`. Lines
 * whose product or variant no longer exists (a re-import removed it) are left out; no lines for an unknown cart.
 */
export async function findCartLines(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  cartId: string,
): Promise<CartLine[]> {
  const { lines, products } = await findCartContents(db, shopId, lang, cartId, []);
  return cartLinesOf(lines, products);
}

/**
 * SQL: these lines inserted into the cart whose shop id and cart id are the parameters $1 and $2, their values
 * appended to `parameters` (a VALUES list plans and runs faster than unnest of arrays, in PGlite especially).
 */
function insertLinesSql(lines: readonly StoredLine[], parameters: unknown[]): string {
  const rows = lines.map((line) => {
    parameters.push(line.uuid, line.quantity, line.position);
    const at = parameters.length;
    return `($1, $2, $${at - 2}, $${at - 1}, $${at})`;
  });
  return `insert into cart_lines (shop_id, cart_id, product_uuid, quantity, position) values ${rows.join(", ")}`;
}

/** Creates an open guest cart (only the secret's hash is stored) holding these lines, in one statement. */
export async function insertCart(
  db: Kysely<Database>,
  cart: { shopId: number; id: string; secretHash: string; lang: ContentLang },
  lines: readonly StoredLine[],
): Promise<void> {
  const parameters: unknown[] = [cart.shopId, cart.id, cart.secretHash, cart.lang];
  const insertCartRow = "insert into carts (shop_id, id, secret_hash, lang) values ($1, $2, $3, $4)";
  // The lines' foreign key is checked at the end of the statement, when the cart row is there.
  const statement =
    lines.length === 0 ? insertCartRow : `with cart as (${insertCartRow})\n${insertLinesSql(lines, parameters)}`;
  await db.executeQuery(CompiledQuery.raw(statement, parameters));
}

/**
 * Writes a change to a cart in one statement: `upsert` set to their absolute quantities (a new line is inserted
 * at its given position, an existing line keeps its position, so sending the same change twice changes nothing),
 * `remove` deleted (uuids the cart does not hold are ignored; none may be in `upsert`), and the change recorded in
 * the carts row: updated_at now, and the language of the shopper's last change (the hosted checkout speaks it).
 */
export async function writeCartChange(
  trx: Transaction<Database>,
  shopId: number,
  cartId: string,
  lang: ContentLang,
  { upsert, remove }: { upsert: readonly StoredLine[]; remove: readonly string[] },
): Promise<void> {
  const parameters: unknown[] = [shopId, cartId, lang];
  const changes: string[] = [];
  if (upsert.length > 0) {
    changes.push(`upserted as (
      ${insertLinesSql(upsert, parameters)}
      on conflict (shop_id, cart_id, product_uuid) do update set quantity = excluded.quantity, position = excluded.position)`);
  }
  if (remove.length > 0) {
    parameters.push([...remove]);
    changes.push(`removed as (
      delete from cart_lines
      where shop_id = $1 and cart_id = $2 and product_uuid = any($${parameters.length}::uuid[]))`);
  }
  const statement = `${changes.length > 0 ? `with ${changes.join(", ")}\n` : ""}update carts
    set updated_at = now(), lang = $3
    where shop_id = $1 and id = $2`;
  await trx.executeQuery(CompiledQuery.raw(statement, parameters));
}

/**
 * What writeCartChange writes to turn `before` into `after`: the lines new or changed (quantity or position: a line
 * removed and added again in one batch goes last), and the uuids of the lines gone.
 */
export function linesChanged(
  before: readonly StoredLine[],
  after: readonly StoredLine[],
): { upsert: StoredLine[]; remove: string[] } {
  const stored = new Map(before.map((line) => [line.uuid, line]));
  const kept = new Set(after.map((line) => line.uuid));
  return {
    upsert: after.filter((line) => {
      const was = stored.get(line.uuid);
      return was?.quantity !== line.quantity || was.position !== line.position;
    }),
    remove: before.filter((line) => !kept.has(line.uuid)).map((line) => line.uuid),
  };
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
  return row ? orderLimitsOf(row) : NO_ORDER_LIMITS;
}
