import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { withShop } from "../db/shopScope";
import type { CartRecord } from "../modules/cart/repo";
import { findSessionAccount } from "../modules/auth/sessions";
import { SESSION_COOKIE } from "../modules/auth/sessionToken";
import { secretOpens } from "./data";

/**
 * What opens a cart on the stand-in: a guest cart's secret (from its link, then its cookie), or, for an account's
 * cart (carts.user_id), the shop's session cookie of that account: the storefront hands a logged-in shopper's cart
 * off without a secret (§6), and the stand-in runs on the shop's own host, where the browser sends sf_session.
 */
export type CartAccess = { secret: string } | { accountId: string };

/**
 * Whether `access` opens `cart` (the secret in constant time); false for a missing cart. A secret opens a guest's
 * cart only: once an account owns a cart (taken over at log-in), an old link or cookie of its guest days does not.
 */
export function accessOpens(
  cart: Pick<CartRecord, "secret_hash" | "user_id"> | undefined,
  access: CartAccess,
): boolean {
  if ("secret" in access) return secretOpens(cart, access.secret) && cart?.user_id === null;
  return !!cart && cart.user_id !== null && cart.user_id === access.accountId;
}

/** The account whose session cookie of this shop the request carries, if it owns the cart; else null. */
export async function accountAccessOf(
  db: Kysely<Database>,
  c: Context,
  shopId: number,
  cart: Pick<CartRecord, "user_id"> | undefined,
): Promise<{ accountId: string } | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!cart?.user_id || !token) return null;
  const account = await withShop(db, shopId, (trx) => findSessionAccount(trx, shopId, token));
  return account && account.id === cart.user_id ? { accountId: account.id } : null;
}
