import type { Product } from "~/generated/schemas";

/** What a shopper may order of a product: at least `min`, at most `max` (null: no upper bound). */
export interface QuantityBounds {
  min: number;
  max: number | null;
  /** False when out of stock, or when the stock (or the maximum) is below the minimum order quantity. */
  orderable: boolean;
}

type Limits = Pick<Product, "min_order_quantity" | "max_order_quantity" | "stock_remaining">;

/** The quantity range from the minimum and maximum order quantities and the stock left (null = not limited). */
export function quantityBounds(product: Limits): QuantityBounds {
  const min = Math.max(1, product.min_order_quantity);
  const caps = [product.max_order_quantity, product.stock_remaining].filter((cap): cap is number => cap !== null);
  const max = caps.length > 0 ? Math.min(...caps) : null;
  return { min, max, orderable: max === null || max >= min };
}

/** `quantity` brought into the bounds; the minimum when the product cannot be ordered at all. */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  if (!bounds.orderable || !Number.isFinite(quantity)) return bounds.min;
  const atLeastMin = Math.max(Math.trunc(quantity), bounds.min);
  return bounds.max === null ? atLeastMin : Math.min(atLeastMin, bounds.max);
}

/** The quantity a shopper typed: a whole number, else null (empty or not a number). */
export function parseQuantity(text: string): number | null {
  if (!/^\s*\d{1,9}\s*$/.test(text)) return null;
  return Number.parseInt(text, 10);
}
