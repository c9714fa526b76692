import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { CartItem, CartLine, CartProblem } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { assertCartAccess, type CartCredentials } from "./cartAccess";
import type { CartChange } from "./cartInput";
import { cartProblemsError } from "./cartProblemsError";
import { hashCartSecret, newCartSecret } from "./cartSecret";
import { checkCart } from "./checkCart";
import {
  deleteCartLines,
  findCartLines,
  findStoredLines,
  insertCart,
  itemsOf,
  lockCart,
  type StoredLine,
  touchCart,
  upsertCartLines,
} from "./repo";
import { withItems } from "./withItems";

/** A cart after a write, as the cart calls answer it. */
export interface WrittenCart {
  cartId: string;
  /** The new secret of a cart just created; undefined otherwise. */
  newSecret?: string;
  lines: CartLine[];
}

/**
 * Each write runs in one transaction. An existing cart's row is locked first (lockCart), so concurrent writes to
 * one cart run one after the other and each sees the lines the previous one left; the rules then see the whole
 * cart after the change, and any problem rolls everything back (422, nothing changed). The answer is read in the
 * same transaction: the cart as this write left it.
 */

/**
 * POST checkoutByItems: a new open guest cart holding `items` (positions in the order sent). Its id is a random
 * uuid; only its secret's hash is stored, the secret itself is answered once.
 */
export async function createGuestCart(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  change: CartChange,
): Promise<WrittenCart> {
  return db.transaction().execute(async (trx) => {
    await refuseProblems(trx, shopId, lang, change.items, { checkout: false });
    const cartId = randomUUID();
    const secret = newCartSecret();
    await insertCart(trx, { shopId, id: cartId, secretHash: hashCartSecret(secret), lang });
    await upsertCartLines(
      trx,
      shopId,
      cartId,
      change.items.map((item, position) => ({ ...item, position })),
    );
    return { cartId, newSecret: secret, lines: await findCartLines(trx, shopId, lang, cartId) };
  });
}

/**
 * POST update_items: the items set to their absolute quantities (a new line goes after the others, a changed line
 * keeps its place), remove_items deleted. Only the lines set are checked line by line; the whole cart is checked
 * against the shop's limits (not the minimum order, which is for hand-off).
 */
export async function changeCartItems(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  credentials: CartCredentials,
  change: CartChange,
): Promise<WrittenCart> {
  return writeCart(db, shopId, lang, credentials, async (trx, stored) => {
    const removed = new Set(change.removeItems);
    const after = withItems(
      stored.filter((line) => !removed.has(line.uuid)),
      change.items,
    );
    const touched = new Set(change.items.map((item) => item.uuid));
    await refuseProblems(trx, shopId, lang, itemsOf(after), { touched, checkout: false });
    await upsertCartLines(
      trx,
      shopId,
      credentials.cartId,
      after.filter((line) => touched.has(line.uuid)),
    );
    await deleteCartLines(trx, shopId, credentials.cartId, change.removeItems);
  });
}

/**
 * POST update (before the hand-off): the cart holds exactly `items` afterwards (lines not listed are removed;
 * lines kept keep their place). Every line is checked, and the minimum order too.
 */
export async function replaceCartItems(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  credentials: CartCredentials,
  change: CartChange,
): Promise<WrittenCart> {
  return writeCart(db, shopId, lang, credentials, async (trx, stored) => {
    const listed = new Set(change.items.map((item) => item.uuid));
    const after = withItems(
      stored.filter((line) => listed.has(line.uuid)),
      change.items,
    );
    await refuseProblems(trx, shopId, lang, itemsOf(after), { checkout: true });
    await deleteCartLines(
      trx,
      shopId,
      credentials.cartId,
      stored.filter((line) => !listed.has(line.uuid)).map((line) => line.uuid),
    );
    await upsertCartLines(trx, shopId, credentials.cartId, after);
  });
}

/**
 * The frame of a write to an existing cart: lock it, check the credentials (403 / 409), read its lines, apply
 * `change`, record the change's time and language, and read the cart back.
 */
async function writeCart(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  credentials: CartCredentials,
  change: (trx: Transaction<Database>, stored: StoredLine[]) => Promise<void>,
): Promise<WrittenCart> {
  return db.transaction().execute(async (trx) => {
    assertCartAccess(await lockCart(trx, shopId, credentials.cartId), credentials.secret);
    await change(trx, await findStoredLines(trx, shopId, credentials.cartId));
    await touchCart(trx, shopId, credentials.cartId, lang);
    return { cartId: credentials.cartId, lines: await findCartLines(trx, shopId, lang, credentials.cartId) };
  });
}

/** Throws the 422 of checkCart's problems, if any (rolling the transaction back). */
async function refuseProblems(
  trx: Transaction<Database>,
  shopId: number,
  lang: ContentLang,
  lines: readonly CartItem[],
  options: { touched?: ReadonlySet<string>; checkout: boolean },
): Promise<void> {
  const problems: CartProblem[] = await checkCart(trx, shopId, lang, lines, options);
  if (problems.length > 0) throw cartProblemsError(problems);
}
