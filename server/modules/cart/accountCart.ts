import { randomUUID } from "node:crypto";
import { CompiledQuery, type Kysely, sql, type Transaction } from "kysely";
import type { ContentLang, Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import type { WrittenCart } from "./cartWrites";
import { alreadyOwned, assertCartAccess, type CartCredentials, checkedOut } from "./cartAccess";
import { hashCartSecret, newCartSecret } from "./cartSecret";
import { mergeCartLines } from "./mergeCartLines";
import { cartLinesOf, findCartContents, writeCartChange } from "./repo";

/**
 * Holds, until the transaction ends, the right to give an account an open cart (create one, or take a guest cart
 * over): two of them at once would break carts_one_open_per_account.
 */
async function lockAccountCarts(trx: Transaction<Database>, shopId: number, accountId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`account-cart:${shopId}:${accountId}`}, 0))`.execute(trx);
}

/**
 * The id of an account's open cart, created empty when it has none. An account cart is reached through the
 * session, never with a secret: it gets the hash of a secret nobody is told. Concurrent calls for one account get
 * one cart (lockAccountCarts, and the unique index carts_one_open_per_account). Run it inside withShop.
 */
export async function openAccountCart(
  trx: Transaction<Database>,
  shopId: number,
  accountId: string,
  lang: ContentLang,
): Promise<string> {
  const found = await findOpenAccountCart(trx, shopId, accountId);
  if (found) return found;
  await lockAccountCarts(trx, shopId, accountId);
  const foundMeanwhile = await findOpenAccountCart(trx, shopId, accountId);
  if (foundMeanwhile) return foundMeanwhile;
  await trx.executeQuery(
    CompiledQuery.raw(
      `insert into carts (shop_id, id, secret_hash, user_id, lang) values ($1, $2, $3, $4, $5)
       on conflict (shop_id, user_id) where user_id is not null and status = 'open' do nothing`,
      [shopId, randomUUID(), hashCartSecret(newCartSecret()), accountId, lang],
    ),
  );
  const created = await findOpenAccountCart(trx, shopId, accountId);
  if (!created) throw new Error(`account ${accountId} has no open cart after creating one`);
  return created;
}

async function findOpenAccountCart(db: Kysely<Database>, shopId: number, accountId: string) {
  const row = await db
    .selectFrom("carts")
    .select("id")
    .where("shop_id", "=", shopId)
    .where("user_id", "=", accountId)
    .where("status", "=", "open")
    .executeTakeFirst();
  return row?.id;
}

/** GET cart/get of a logged-in shopper: the account's open cart (created empty when it has none). */
export async function readAccountCart(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  accountId: string,
): Promise<WrittenCart> {
  return withShop(db, shopId, async (trx) => {
    const cartId = await openAccountCart(trx, shopId, accountId, lang);
    const { lines, products } = await findCartContents(trx, shopId, lang, cartId, []);
    return { cartId, lines: cartLinesOf(lines, products) };
  });
}

/**
 * GET cart/get of a shopper who has just logged in and still holds a guest cart's credentials: the guest cart is
 * merged into the account's cart (mergeCartLines' rule) and becomes the account's ("merged": its credentials answer
 * ALREADY_OWNED from now on); an account without an open cart simply takes the guest cart over. One transaction,
 * the guest cart locked first, then the account's. Refused: wrong credentials (403 INVALID_CART_CREDENTIALS), a
 * cart another account owns (403 ALREADY_OWNED), a checked-out cart (409 CHECKOUTED). Merging the same guest cart
 * again (a retry) changes nothing and answers the account's cart.
 */
export async function mergeGuestCart(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  accountId: string,
  guest: CartCredentials,
): Promise<WrittenCart> {
  return withShop(db, shopId, async (trx) => {
    const guestCart = await findCartContents(trx, shopId, lang, guest.cartId, [], { lock: true });
    const owner = guestCart.cart?.user_id;
    if (owner === accountId) return readAccountCart(trx, shopId, lang, accountId);
    if (owner) {
      assertCartAccess(guestCart.cart, { guest }); // a wrong secret says INVALID, like any other
      throw alreadyOwned();
    }
    assertCartAccess(guestCart.cart, { guest });
    await lockAccountCarts(trx, shopId, accountId);
    const accountCartId = await findOpenAccountCart(trx, shopId, accountId);
    if (!accountCartId) {
      await trx
        .updateTable("carts")
        .set({ user_id: accountId, lang, updated_at: new Date() })
        .where("shop_id", "=", shopId)
        .where("id", "=", guest.cartId)
        .execute();
      return { cartId: guest.cartId, lines: cartLinesOf(guestCart.lines, guestCart.products) };
    }
    const guestUuids = guestCart.lines.map((line) => line.uuid);
    const accountCart = await findCartContents(trx, shopId, lang, accountCartId, guestUuids, { lock: true });
    if (accountCart.cart?.status !== "open") throw checkedOut();
    const merged = mergeCartLines(accountCart.lines, guestCart.lines, accountCart.products);
    await writeCartChange(trx, shopId, accountCartId, lang, { upsert: merged, remove: [] });
    await trx
      .updateTable("carts")
      .set({ user_id: accountId, status: "merged", updated_at: new Date() })
      .where("shop_id", "=", shopId)
      .where("id", "=", guest.cartId)
      .execute();
    return { cartId: accountCartId, lines: cartLinesOf(merged, accountCart.products) };
  });
}
