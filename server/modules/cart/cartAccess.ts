import { noAuth } from "../auth/requestAccount";
import type { SessionAccount } from "../auth/sessions";
import { ApiError } from "../http/apiError";
import { cartSecretMatches, hashCartSecret } from "./cartSecret";
import type { CartRecord } from "./repo";

/** A guest's cart credentials (§3 cart identity), cart_id canonical. */
export interface CartCredentials {
  cartId: string;
  secret: string;
}

/** Who a cart call acts for (§6): a guest with its cart's credentials, or a logged-in account (no credentials). */
export type CartActor = { guest: CartCredentials; accountId?: never } | { accountId: string; guest?: never };

/**
 * Compared against when the cart does not exist, so an unknown cart costs the same hashing and comparison as a
 * wrong secret.
 */
const NO_CART_HASH = hashCartSecret("no such cart");

/**
 * 403 INVALID_CART_CREDENTIALS: the one answer for an unknown cart, a wrong secret and another shop's cart, so
 * an answer never tells which it was (§8: the storefront clears the stored cart and starts a new one).
 */
export function invalidCartCredentials(): ApiError {
  return new ApiError(403, "INVALID_CART_CREDENTIALS", "Invalid cart credentials: start a new cart");
}

/** 409 CHECKOUTED: the cart has been checked out; the storefront starts a new one (§8). */
export function checkedOut(): ApiError {
  return new ApiError(409, "CHECKOUTED", "This cart has been checked out: start a new cart");
}

/** 403 ALREADY_OWNED: a guest's credentials name a cart an account owns now (merged at log-in); §8 clears it. */
export function alreadyOwned(): ApiError {
  return new ApiError(403, "ALREADY_OWNED", "This cart belongs to an account now: log in, or start a new cart");
}

/**
 * The credentials of a guest's call: cart_id and cart_secret (the schemas require both or neither), else undefined.
 * The cart id is lower-cased without a "urn:uuid:" prefix (the uuid format allows both; the database does not).
 */
export function credentialsOf(request: { cart_id?: string; cart_secret?: string }): CartCredentials | undefined {
  if (request.cart_id === undefined || request.cart_secret === undefined) return undefined;
  return { cartId: canonicalUuid(request.cart_id), secret: request.cart_secret };
}

/**
 * Who a call acts for: the logged-in account (§6: its cart needs no credentials, and any sent are ignored), else
 * the guest whose credentials it sends, else 401 NO_AUTH.
 */
export function cartActorOf(
  account: SessionAccount | null,
  request: { cart_id?: string; cart_secret?: string },
): CartActor {
  if (account) return { accountId: account.id };
  const guest = credentialsOf(request);
  if (!guest) throw noAuth();
  return { guest };
}

/**
 * The cart when the actor may use it. A guest: 403 INVALID_CART_CREDENTIALS when it does not exist (in this shop)
 * or the secret is wrong, 403 ALREADY_OWNED when an account owns it. An account: its own carts only (any other is
 * INVALID_CART_CREDENTIALS). Then 409 CHECKOUTED when it has been checked out (or merged into another cart).
 * The cart is looked up by shop and id, so another shop's cart is simply not found.
 */
export function assertCartAccess(cart: CartRecord | undefined, actor: CartActor): CartRecord {
  if (actor.guest) {
    const matches = cartSecretMatches(actor.guest.secret, cart?.secret_hash ?? NO_CART_HASH);
    if (!cart || !matches) throw invalidCartCredentials();
    if (cart.user_id !== null) throw alreadyOwned();
  } else if (!cart || cart.user_id !== actor.accountId) {
    throw invalidCartCredentials();
  }
  if (cart.status !== "open") throw checkedOut();
  return cart;
}

/** A uuid as the database writes it: lower case, without a "urn:uuid:" prefix. */
export function canonicalUuid(uuid: string): string {
  return uuid.toLowerCase().replace(/^urn:uuid:/, "");
}
