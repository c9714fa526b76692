import { randomUUID } from "node:crypto";
import { setImmediate } from "node:timers/promises";
import type { Kysely } from "kysely";
import type { CartItem, CartLine, Product } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import { findProducts } from "../products/repo";
import type { ShopRecord } from "../tenancy/repo";
import { openAccountCart } from "./accountCart";
import { assertCartAccess, type CartActor } from "./cartAccess";
import type { CartChange } from "./cartInput";
import { cartProblemsError } from "./cartProblemsError";
import { hashCartSecret, newCartSecret } from "./cartSecret";
import { type CheckCartOptions, checkLines } from "./checkCart";
import { type Settled, CoalescedWrites } from "./coalescedWrites";
import {
  cartLinesOf,
  findCartContents,
  insertCart,
  itemsOf,
  linesChanged,
  type StoredLine,
  writeCartChange,
} from "./repo";
import { withItems } from "./withItems";

/** A cart after a write, as the cart calls answer it. */
export interface WrittenCart {
  cartId: string;
  /** The new secret of a cart just created; undefined otherwise. */
  newSecret?: string;
  lines: CartLine[];
}

/** The shop a write is for: its id and its order limits (the whole-cart rules), as the host lookup found them. */
export type CartShop = Pick<ShopRecord, "id" | "orderLimits">;

/**
 * A write to an existing cart is one short transaction: BEGIN; one statement that locks the cart row (so
 * concurrent writes to one cart run one after the other and each sees the lines the previous one left) and reads
 * its lines and the products of the lines it may hold (findCartContents); the rules checked on that in memory
 * against the whole cart after the change (any problem: 422 for that write, nothing of it changed); one statement
 * that writes the change and records it (writeCartChange); COMMIT. The answer is built from what the write read and
 * wrote (the products in the request language): the cart as this write left it, not read again.
 *
 * Writes to one cart that arrive while one is running are coalesced in this process: they wait (holding no
 * connection) and then run as one transaction, each planned and checked on the lines the one before it left, so a
 * burst of taps on one cart takes one connection and one lock at a time, not one each.
 */

/**
 * POST checkoutByItems: a new open guest cart holding `items` (positions in the order sent). Its id is a random
 * uuid; only its secret's hash is stored, the secret itself is answered once. Two statements: the products, then
 * the cart with its lines.
 */
export async function createGuestCart(
  db: Kysely<Database>,
  shop: CartShop,
  lang: ContentLang,
  change: CartChange,
): Promise<WrittenCart> {
  const lines = change.items.map((item, position) => ({ ...item, position }));
  return withShop(db, shop.id, async (db) => {
    const products = byUuid(
      await findProducts(
        db,
        shop.id,
        lang,
        lines.map((line) => line.uuid),
      ),
    );
    refuseProblems(change.items, products, shop, { checkout: false });
    const cartId = randomUUID();
    const secret = newCartSecret();
    await insertCart(db, { shopId: shop.id, id: cartId, secretHash: hashCartSecret(secret), lang }, lines);
    return { cartId, newSecret: secret, lines: cartLinesOf(lines, products) };
  });
}

/**
 * POST update_items: the items set to their absolute quantities (a new line goes after the others, a changed line
 * keeps its place), remove_items deleted. Only the lines set are checked line by line; the whole cart is checked
 * against the shop's limits (not the minimum order, which is for hand-off).
 */
export async function changeCartItems(
  db: Kysely<Database>,
  shop: CartShop,
  lang: ContentLang,
  actor: CartActor,
  change: CartChange,
): Promise<WrittenCart> {
  const touched = new Set(change.items.map((item) => item.uuid));
  return writeCart(db, shop, lang, actor, change.items, (stored) => {
    const removed = new Set(change.removeItems);
    const after = withItems(
      stored.filter((line) => !removed.has(line.uuid)),
      change.items,
    );
    return { after, rules: { touched, checkout: false } };
  });
}

/**
 * POST update (before the hand-off): the cart holds exactly `items` afterwards (lines not listed are removed;
 * lines kept keep their place). Every line is checked, and the minimum order too.
 */
export async function replaceCartItems(
  db: Kysely<Database>,
  shop: CartShop,
  lang: ContentLang,
  actor: CartActor,
  change: CartChange,
): Promise<WrittenCart> {
  const listed = new Set(change.items.map((item) => item.uuid));
  return writeCart(db, shop, lang, actor, change.items, (stored) => {
    const after = withItems(
      stored.filter((line) => listed.has(line.uuid)),
      change.items,
    );
    return { after, rules: { checkout: true } };
  });
}

/** What a write makes of a cart's stored lines. */
interface PlannedChange {
  /** Every line of the cart afterwards, in position order. */
  after: StoredLine[];
  /** How the rules check `after`. */
  rules: CheckCartOptions;
}

/** One write to an existing cart, waiting for its turn (see above). */
interface CartWrite {
  db: Kysely<Database>;
  shop: CartShop;
  lang: ContentLang;
  actor: CartActor;
  items: readonly CartItem[];
  plan: (stored: StoredLine[]) => PlannedChange;
}

/** Per database: the writes of one cart (shop, language, guest cart or account) are coalesced. */
const coalescers = new WeakMap<Kysely<Database>, CoalescedWrites<CartWrite, WrittenCart>>();

function writeCart(
  db: Kysely<Database>,
  shop: CartShop,
  lang: ContentLang,
  actor: CartActor,
  items: readonly CartItem[],
  plan: (stored: StoredLine[]) => PlannedChange,
): Promise<WrittenCart> {
  let coalescer = coalescers.get(db);
  if (!coalescer) coalescers.set(db, (coalescer = new CoalescedWrites(afterPendingInput(writeBatch))));
  const cart = actor.accountId ? `account:${actor.accountId}` : `guest:${actor.guest?.cartId}`;
  return coalescer.run(`${shop.id}:${lang}:${cart}`, { db, shop, lang, actor, items, plan });
}

/**
 * `writeBatch` one event-loop turn late. PGlite runs a whole transaction on this thread without waiting for I/O,
 * so no request is read while a batch runs and, without the wait, each would find the cart idle and run alone: the
 * turn lets the requests already received reach the queue, where they form the next batch.
 */
function afterPendingInput(writeBatch: (writes: readonly CartWrite[]) => Promise<Settled<WrittenCart>[]>) {
  return async (_key: string, writes: readonly CartWrite[]) => {
    await setImmediate();
    return writeBatch(writes);
  };
}

/**
 * The frame of a batch of writes to one cart (see above): lock it and read its lines and the products of those
 * lines and of every write's items; per write, check the actor may (403 / 409), plan the change on the lines the
 * write before left, check it (a refused write changes nothing); write what the batch changed and record its time
 * and language. An account writes to its open cart (created if it has none).
 */
async function writeBatch(writes: readonly CartWrite[]): Promise<Settled<WrittenCart>[]> {
  const { db, shop, lang, actor } = writes[0] as CartWrite;
  return withShop(db, shop.id, async (trx) => {
    const cartId = actor.accountId
      ? await openAccountCart(trx, shop.id, actor.accountId, lang)
      : (actor.guest?.cartId ?? "");
    const uuids = writes.flatMap((write) => write.items.map((item) => item.uuid));
    const contents = await findCartContents(trx, shop.id, lang, cartId, uuids, { lock: true });
    let lines = contents.lines;
    const outcomes = writes.map((write): Settled<WrittenCart> => {
      try {
        assertCartAccess(contents.cart, write.actor);
        const change = write.plan(lines);
        refuseProblems(itemsOf(change.after), contents.products, write.shop, change.rules);
        lines = change.after;
        return { ok: { cartId, lines: cartLinesOf(lines, contents.products) } };
      } catch (error) {
        return { error };
      }
    });
    if (lines !== contents.lines)
      await writeCartChange(trx, shop.id, cartId, lang, linesChanged(contents.lines, lines));
    return outcomes;
  });
}

function byUuid(products: readonly Product[]): Map<string, Product> {
  return new Map(products.map((product) => [product.uuid, product]));
}

/**
 * Throws the 422 of the rules' problems with these lines, if any: a new cart's transaction rolls back, a batch
 * refuses that write alone.
 */
function refuseProblems(
  lines: readonly CartItem[],
  products: ReadonlyMap<string, Product>,
  shop: CartShop,
  options: CheckCartOptions,
): void {
  const problems = checkLines(lines, products, shop.orderLimits, options);
  if (problems.length > 0) throw cartProblemsError(problems);
}
