import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { withShop } from "../../db/shopScope";
import { countInWindow, type WindowLimit } from "../../db/windowCounts";
import { clientNetwork } from "../../http/clientAddress";
import { TooManyRequests } from "../http/apiError";

/**
 * Guest carts one client address (an IPv6 /64) may create in one shop per window. A shopper makes one cart per
 * browser (a new one only after checking out, or when the old one is gone), so this is sixty shoppers of one shop
 * starting a cart within ten minutes behind one address (a mobile network's carrier-grade NAT during a sale),
 * while a script stops after sixty.
 */
export const CLIENT_CART_LIMIT: WindowLimit = { limit: 60, windowMs: 10 * 60 * 1000 };
/**
 * Guest carts all clients together may create in one shop per minute: ten a second, far above a shop's real rate,
 * so that many addresses together (a botnet) still cannot fill the database with one shop's carts.
 */
export const SHOP_CART_LIMIT: WindowLimit = { limit: 600, windowMs: 60 * 1000 };

/** The counts' keys (login_failures.key): a client network's carts in a shop, and the shop's carts. */
export const clientCartKey = (address: string) => `cart:${clientNetwork(address)}`;
export const SHOP_CARTS_KEY = "carts:shop";

/**
 * Counts a guest cart about to be created, against its client and then its shop: 429 TOO_MANY_CARTS with
 * Retry-After (the end of the window) once either is over its limit. A client over its own limit is not counted
 * against the shop, so one script alone cannot lock a shop's other shoppers out.
 */
export async function countGuestCart(db: Kysely<Database>, shopId: number, address: string, now: Date): Promise<void> {
  const until = await withShop(
    db,
    shopId,
    async (trx) =>
      (await countInWindow(trx, shopId, clientCartKey(address), CLIENT_CART_LIMIT, now)) ??
      (await countInWindow(trx, shopId, SHOP_CARTS_KEY, SHOP_CART_LIMIT, now)),
  );
  if (!until) return;
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  throw new TooManyRequests("TOO_MANY_CARTS", "Too many new carts: please try again later", seconds);
}
