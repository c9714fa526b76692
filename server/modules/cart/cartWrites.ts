import { randomUUID } from "node:crypto";
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
import { cartLinesOf, findCartContents, insertCart, itemsOf, type StoredLine, writeCartChange } from "./repo";
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
 * against the whole cart after the change (any problem: 422, rolled back, nothing changed); one statement that
 * writes the change and records it (writeCartChange); COMMIT. The answer is built after the commit from what the
 * write read and wrote (the products in the request language): the cart as this write left it, not read again.
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
    return {
      after,
      rules: { touched, checkout: false },
      upsert: after.filter((line) => touched.has(line.uuid)),
      remove: change.removeItems,
    };
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
    return {
      after,
      rules: { checkout: true },
      upsert: after,
      remove: stored.filter((line) => !listed.has(line.uuid)).map((line) => line.uuid),
    };
  });
}

/** What a write makes of a cart's stored lines. */
interface PlannedChange {
  /** Every line of the cart afterwards, in position order. */
  after: StoredLine[];
  /** How the rules check `after`. */
  rules: CheckCartOptions;
  /** The lines written (set to their quantities), and the uuids of the lines deleted. */
  upsert: StoredLine[];
  remove: string[];
}

/**
 * The frame of a write to an existing cart (see above): lock it and read its lines and the products of those lines
 * and of `items`, check the actor may (403 / 409), plan the change, check it, write it and record the change's
 * time and language; answer the cart after the commit. An account writes to its open cart (created if it has none).
 */
async function writeCart(
  db: Kysely<Database>,
  shop: CartShop,
  lang: ContentLang,
  actor: CartActor,
  items: readonly CartItem[],
  plan: (stored: StoredLine[]) => PlannedChange,
): Promise<WrittenCart> {
  let cartId = actor.guest?.cartId ?? "";
  const written = await withShop(db, shop.id, async (trx) => {
    if (actor.accountId) cartId = await openAccountCart(trx, shop.id, actor.accountId, lang);
    const contents = await findCartContents(
      trx,
      shop.id,
      lang,
      cartId,
      items.map((item) => item.uuid),
      { lock: true },
    );
    assertCartAccess(contents.cart, actor);
    const change = plan(contents.lines);
    refuseProblems(itemsOf(change.after), contents.products, shop, change.rules);
    await writeCartChange(trx, shop.id, cartId, lang, change);
    return { lines: change.after, products: contents.products };
  });
  return { cartId, lines: cartLinesOf(written.lines, written.products) };
}

function byUuid(products: readonly Product[]): Map<string, Product> {
  return new Map(products.map((product) => [product.uuid, product]));
}

/** Throws the 422 of the rules' problems with these lines, if any (rolling a transaction back). */
function refuseProblems(
  lines: readonly CartItem[],
  products: ReadonlyMap<string, Product>,
  shop: CartShop,
  options: CheckCartOptions,
): void {
  const problems = checkLines(lines, products, shop.orderLimits, options);
  if (problems.length > 0) throw cartProblemsError(problems);
}
