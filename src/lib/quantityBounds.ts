import type { Product } from "~/generated/schemas";

/** What a shopper may order of a product: at least `min`, at most `max` (null: no upper bound). */
export interface QuantityBounds {
  min: number;
  max: number | null;
  /** False when out of stock, or when the stock (or the maximum) is below the minimum order quantity. */
  orderable: boolean;
}

export type OrderLimits = Pick<
  Product,
  "min_order_quantity" | "max_order_quantity" | "stock_remaining" | "preorder_flag"
>;

/**
 * The quantity range from the minimum and maximum order quantities and the stock left (null = not limited). A
 * pre-order is not limited by the stock (it ships when available), as the shop API decides too.
 */
export function quantityBounds(product: OrderLimits): QuantityBounds {
  const min = Math.max(1, product.min_order_quantity);
  const stock = product.preorder_flag ? null : product.stock_remaining;
  const caps = [product.max_order_quantity, stock].filter((cap): cap is number => cap !== null);
  const max = caps.length > 0 ? Math.min(...caps) : null;
  return { min, max, orderable: max === null || max >= min };
}

/** `quantity` brought into the bounds; the minimum when the product cannot be ordered at all. */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  if (!bounds.orderable || !Number.isFinite(quantity)) return bounds.min;
  const atLeastMin = Math.max(Math.trunc(quantity), bounds.min);
  return bounds.max === null ? atLeastMin : Math.min(atLeastMin, bounds.max);
}

/**
 * The quantity to show after the shopper chose another variant: the one chosen before when the new variant's
 * bounds allow it, else the new variant's minimum.
 */
export function quantityForVariant(chosen: number | null, bounds: QuantityBounds): number {
  const fits =
    chosen !== null && bounds.orderable && chosen >= bounds.min && (bounds.max === null || chosen <= bounds.max);
  return fits ? chosen : bounds.min;
}

/** The quantity a shopper typed: a whole number, else null (empty or not a number). */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d{1,9}\s*$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/**
 * Why a cart line cannot hold `quantity` of a product (§5 messages: only {count} left, minimum / maximum order
 * quantity {count}), checked in the browser before the shop API is asked; null when it can. Over both the stock and
 * the maximum per order, the smaller one is named (it is the one that applies); the stock when they are equal.
 */
export type QuantityProblem =
  | { kind: "soldOut" }
  | { kind: "onlyLeft"; count: number }
  | { kind: "maxOrder"; count: number }
  | { kind: "minOrder"; count: number };

export function quantityProblem(product: OrderLimits, quantity: number): QuantityProblem | null {
  const stock = product.preorder_flag ? null : product.stock_remaining;
  const max = product.max_order_quantity;
  if (stock === 0) return { kind: "soldOut" };
  if (stock !== null && quantity > stock && (max === null || stock <= max)) return { kind: "onlyLeft", count: stock };
  if (max !== null && quantity > max) return { kind: "maxOrder", count: max };
  if (quantity < Math.max(1, product.min_order_quantity)) {
    return { kind: "minOrder", count: product.min_order_quantity };
  }
  return null;
}
