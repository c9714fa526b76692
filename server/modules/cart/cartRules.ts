import type { CartProblem, Product } from "~/generated/schemas";
import { AML_CAP_BAHT } from "~/lib/constants";
import { lineTotalSatang, satangToBaht, toSatang } from "~/lib/priceTier";
import type { OrderLimits } from "../tenancy/repo";
import { variantName } from "~/lib/variantName";

/** The §8 cart keys the shop API produces. */
export const CART_PROBLEM_KEYS = {
  noProduct: "NO_PRODUCT",
  noSell: "NOSELL",
  noStock: "NOSTOCK",
  belowQuantity: "BELOW_QUANTITY",
  overQuantity: "OVER_QUANTITY",
  overTotalQuantity: "OVER_TOTAL_QUANTITY",
  maxPrice: "ORDER_LIMIT_MAX_PRICE",
  minPrice: "ORDER_LIMIT_MIN_PRICE",
  aml: "AMLO_LIMIT",
} as const;

/** The payment provider's cap (§9) in satang. */
export const AML_CAP_SATANG = toSatang(AML_CAP_BAHT);

/** A cart line as the rules see it: the product is the shop's product or variant in the request language. */
export interface RuledLine {
  uuid: string;
  quantity: number;
  /** Undefined when the shop has no such product or variant. */
  product: Product | undefined;
  /** Whether this line's own rules run (the lines a request sets); the whole-cart rules always see every line. */
  checked: boolean;
}

/** A shop's order limits in integer satang / items; null = no limit (read with the shop: tenancy/repo.ts). */
export type { OrderLimits };

export const NO_ORDER_LIMITS: OrderLimits = { minOrderSatang: null, maxOrderSatang: null, maxCartQuantity: null };

/** The name a problem shows: the product's name, with the variant's label when it is a variant. */
export function displayName(product: Product): string {
  return variantName(product.name, product.variant_label);
}

/**
 * The problems of one line (§8), in this order: NO_PRODUCT (unknown to the shop; nothing else is checked), NOSELL
 * (a product with variants; nothing else is checked), NOSTOCK (stock below the quantity; unlimited stock and
 * preorder products skip it), BELOW_QUANTITY (under the minimum order), OVER_QUANTITY (over the maximum order).
 * Every problem that applies is listed.
 */
export function lineProblems(uuid: string, quantity: number, product: Product | undefined): CartProblem[] {
  if (!product) return [{ key: CART_PROBLEM_KEYS.noProduct, uuid }];
  const named = { uuid, name: displayName(product), unit: product.unit };
  if (product.has_variants) return [{ key: CART_PROBLEM_KEYS.noSell, ...named }];
  const problems: CartProblem[] = [];
  const stock = product.stock_remaining;
  if (stock !== null && !product.preorder_flag && stock < quantity) {
    problems.push({ key: CART_PROBLEM_KEYS.noStock, ...named, remaining: stock });
  }
  if (quantity < product.min_order_quantity) {
    problems.push({ key: CART_PROBLEM_KEYS.belowQuantity, ...named, limit: product.min_order_quantity });
  }
  if (product.max_order_quantity !== null && quantity > product.max_order_quantity) {
    problems.push({ key: CART_PROBLEM_KEYS.overQuantity, ...named, limit: product.max_order_quantity });
  }
  return problems;
}

/**
 * The cart's total in integer satang: per known line, the §5 tier price for its quantity times the quantity.
 * A line too large to count exactly (beyond Number.MAX_SAFE_INTEGER satang) makes the total Infinity: over every
 * limit, never a crash.
 */
export function cartTotalSatang(lines: readonly RuledLine[]): number {
  let total = 0;
  for (const line of lines) {
    if (!line.product) continue;
    try {
      total += lineTotalSatang(line.product, line.quantity);
    } catch (error) {
      if (error instanceof RangeError) return Number.POSITIVE_INFINITY;
      throw error;
    }
  }
  return total;
}

/**
 * The problems of the whole cart, in this order: OVER_TOTAL_QUANTITY (sum of quantities over the shop's limit),
 * ORDER_LIMIT_MAX_PRICE (total over the shop's maximum), AMLO_LIMIT (total over the 30,000-baht cap), and, only at
 * hand-off or checkout, ORDER_LIMIT_MIN_PRICE (total under the shop's minimum; an empty cart is under it too).
 * Lines whose product is unknown count for nothing: the shopper does not see them.
 */
export function wholeCartProblems(
  lines: readonly RuledLine[],
  limits: OrderLimits,
  { checkout }: { checkout: boolean },
): CartProblem[] {
  const known = lines.filter((line) => line.product !== undefined);
  const problems: CartProblem[] = [];
  const quantity = known.reduce((sum, line) => sum + line.quantity, 0);
  if (limits.maxCartQuantity !== null && quantity > limits.maxCartQuantity) {
    problems.push({ key: CART_PROBLEM_KEYS.overTotalQuantity, limit: limits.maxCartQuantity });
  }
  const total = cartTotalSatang(known);
  if (limits.maxOrderSatang !== null && total > limits.maxOrderSatang) {
    problems.push({ key: CART_PROBLEM_KEYS.maxPrice, amount: satangToBaht(limits.maxOrderSatang) });
  }
  if (total > AML_CAP_SATANG) problems.push({ key: CART_PROBLEM_KEYS.aml, amount: AML_CAP_BAHT });
  if (checkout && limits.minOrderSatang !== null && total < limits.minOrderSatang) {
    problems.push({ key: CART_PROBLEM_KEYS.minPrice, amount: satangToBaht(limits.minOrderSatang) });
  }
  return problems;
}

/**
 * Every problem of a cart after a change: the per-line problems of the checked lines, in line order, then the
 * whole-cart problems. Empty when the cart may be saved (or, with checkout, handed off).
 */
export function cartProblems(
  lines: readonly RuledLine[],
  limits: OrderLimits,
  options: { checkout: boolean },
): CartProblem[] {
  return [
    ...lines.flatMap((line) => (line.checked ? lineProblems(line.uuid, line.quantity, line.product) : [])),
    ...wholeCartProblems(lines, limits, options),
  ];
}
