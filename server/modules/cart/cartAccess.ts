import { ApiError } from "../http/apiError";
import { cartSecretMatches, hashCartSecret } from "./cartSecret";
import type { CartRecord } from "./repo";

/** A guest's cart credentials (§3 cart identity), cart_id canonical. */
export interface CartCredentials {
  cartId: string;
  secret: string;
}

/**
 * Compared against when the cart does not exist, so an unknown cart costs the same hashing and comparison as a
 * wrong secret.
 */
const NO_CART_HASH = hashCartSecret("no such cart");

/** 401 NO_AUTH: accounts do not exist yet, so a call without guest credentials has nobody to act for (§6, §8). */
export function noAuth(): ApiError {
  return new ApiError(401, "NO_AUTH", "Not logged in: log in or send cart_id and cart_secret");
}

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

/**
 * The credentials of a call: cart_id and cart_secret (the schemas require both or neither), or 401 NO_AUTH.
 * The cart id is lower-cased without a "urn:uuid:" prefix (the uuid format allows both; the database does not).
 */
export function credentialsOf(request: { cart_id?: string; cart_secret?: string }): CartCredentials {
  if (request.cart_id === undefined || request.cart_secret === undefined) throw noAuth();
  return { cartId: canonicalUuid(request.cart_id), secret: request.cart_secret };
}

/**
 * The cart when the credentials open it: 403 INVALID_CART_CREDENTIALS when it does not exist (in this shop) or
 * the secret is wrong, else 409 CHECKOUTED when it has been checked out. The cart is looked up by shop and id, so
 * another shop's cart is simply not found.
 */
export function assertCartAccess(cart: CartRecord | undefined, secret: string): CartRecord {
  const matches = cartSecretMatches(secret, cart?.secret_hash ?? NO_CART_HASH);
  if (!cart || !matches) throw invalidCartCredentials();
  if (cart.status === "checked_out") throw checkedOut();
  return cart;
}

/** A uuid as the database writes it: lower case, without a "urn:uuid:" prefix. */
export function canonicalUuid(uuid: string): string {
  return uuid.toLowerCase().replace(/^urn:uuid:/, "");
}
