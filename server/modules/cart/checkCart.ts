import type { Kysely, Transaction } from "kysely";
import type { CartItem, CartProblem, Product } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { findProducts } from "../products/repo";
import { cartProblems, type OrderLimits } from "./cartRules";
import { findOrderLimits } from "./repo";

export interface CheckCartOptions {
  /** The uuids whose per-line rules run (the lines a request sets); undefined = every line. */
  touched?: ReadonlySet<string>;
  /** Hand-off or checkout: also ORDER_LIMIT_MIN_PRICE. */
  checkout: boolean;
}

/**
 * Every §8 problem of a cart holding `lines` (the whole cart after the change), given the products of those lines
 * (in the language the problems name them in; an absent uuid is unknown to the shop) and the shop's limits: the
 * per-line rules for the touched lines, then the whole-cart rules (cartRules.ts). [] = the cart is fine. Reads
 * nothing: the cart writes check what they read under the cart's lock.
 */
export function checkLines(
  lines: readonly CartItem[],
  products: ReadonlyMap<string, Product>,
  limits: OrderLimits,
  options: CheckCartOptions,
): CartProblem[] {
  const touched = options.touched && new Set([...options.touched].map((uuid) => uuid.toLowerCase()));
  return cartProblems(
    lines.map((line) => {
      const uuid = line.uuid.toLowerCase();
      return { uuid, quantity: line.quantity, product: products.get(uuid), checked: !touched || touched.has(uuid) };
    }),
    limits,
    { checkout: options.checkout },
  );
}

/**
 * Every §8 problem of a shop's cart holding `lines` (the whole cart after the change), with names and units in
 * `lang`, reading the products and the shop's limits (checkLines on them). [] = the cart is fine. Pass the
 * transaction that locked the cart, so the answer holds for what it writes.
 */
export async function checkCart(
  db: Kysely<Database> | Transaction<Database>,
  shopId: number,
  lang: ContentLang,
  lines: readonly CartItem[],
  options: CheckCartOptions,
): Promise<CartProblem[]> {
  const products = await findProducts(
    db,
    shopId,
    lang,
    lines.map((line) => line.uuid.toLowerCase()),
  );
  const limits = await findOrderLimits(db, shopId);
  return checkLines(lines, new Map(products.map((product) => [product.uuid, product])), limits, options);
}
