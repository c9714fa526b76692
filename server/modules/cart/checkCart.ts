import type { Kysely, Transaction } from "kysely";
import type { CartItem, CartProblem } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { findProducts } from "../products/repo";
import { cartProblems } from "./cartRules";
import { findOrderLimits } from "./repo";

export interface CheckCartOptions {
  /** The uuids whose per-line rules run (the lines a request sets); undefined = every line. */
  touched?: ReadonlySet<string>;
  /** Hand-off or checkout: also ORDER_LIMIT_MIN_PRICE. */
  checkout: boolean;
}

/**
 * Every §8 problem of a shop's cart holding `lines` (the whole cart after the change), with names and units in
 * `lang`: the per-line rules for the touched lines, then the whole-cart rules (cartRules.ts). [] = the cart is fine.
 * Pass the transaction that locked the cart, so the answer holds for what it writes.
 */
export async function checkCart(
  db: Kysely<Database> | Transaction<Database>,
  shopId: number,
  lang: ContentLang,
  lines: readonly CartItem[],
  options: { touched?: ReadonlySet<string>; checkout: boolean },
): Promise<CartProblem[]> {
  const uuids = lines.map((line) => line.uuid.toLowerCase());
  const products = await findProducts(db, shopId, lang, uuids);
  const limits = await findOrderLimits(db, shopId);
  const byUuid = new Map(products.map((product) => [product.uuid, product]));
  const touched = options.touched && new Set([...options.touched].map((uuid) => uuid.toLowerCase()));
  return cartProblems(
    lines.map((line, index) => {
      const uuid = uuids[index] ?? line.uuid;
      return { uuid, quantity: line.quantity, product: byUuid.get(uuid), checked: !touched || touched.has(uuid) };
    }),
    limits,
    { checkout: options.checkout },
  );
}
