import type { PriceTier } from "~/generated/schemas";

/** A product as far as its price is concerned (§3: price and price_list tiers). */
export interface PricedProduct {
  price: number;
  price_list: PriceTier[];
}

/**
 * Baht as an integer number of satang (1 baht = 100 satang), so that money is never summed as floats.
 * Rounds to the nearest satang: 19.99 -> 1999 although 19.99 * 100 is 1998.9999999999998 in floating point.
 * Throws a RangeError for NaN or an infinite amount.
 */
export function toSatang(baht: number): number {
  if (!Number.isFinite(baht)) throw new RangeError(`baht must be a finite number, got ${baht}`);
  // "+ 0" turns the -0 of Math.round(-0.4) into 0
  return Math.round(baht * 100) + 0;
}

/** Satang back to baht, for display (§9: prices are shown in baht). Throws a RangeError unless satang is a safe integer. */
export function satangToBaht(satang: number): number {
  if (!Number.isSafeInteger(satang)) throw new RangeError(`satang must be a safe integer, got ${satang}`);
  return satang / 100;
}

/** Throws a RangeError naming "quantity" unless it is a positive safe integer. */
function assertValidQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new RangeError(`quantity must be a positive integer, got ${quantity}`);
  }
}

function tierCovers(tier: PriceTier, quantity: number): boolean {
  return tier.quantity_min <= quantity && (tier.quantity_max == null || tier.quantity_max >= quantity);
}

/**
 * §5: "the first tier whose quantity_min is at most the quantity and whose quantity_max is null or at least the
 * quantity applies; otherwise the base price". First means first in list order (not the lowest quantity_min);
 * both bounds are inclusive. Null when no tier applies. Throws a RangeError for a quantity that is not a positive
 * integer.
 */
export function applicableTier(tiers: readonly PriceTier[], quantity: number): PriceTier | null {
  assertValidQuantity(quantity);
  return tiers.find((tier) => tierCovers(tier, quantity)) ?? null;
}

/**
 * The unit price in baht for buying `quantity` of a product: the applicable tier's price, otherwise the base
 * price (§5). Throws a RangeError for a quantity that is not a positive integer.
 */
export function unitPriceForQuantity(product: PricedProduct, quantity: number): number {
  return applicableTier(product.price_list, quantity)?.price ?? product.price;
}

/**
 * A cart line's total in integer satang: the unit price (§5 tier price, else base price) in satang times the
 * quantity (§3 cart summary: "sum of tier price times quantity"). Summing these integers and converting once with
 * satangToBaht gives the total rounded to 2 decimals without float drift. Throws a RangeError for a quantity that
 * is not a positive integer, or when the total would exceed Number.MAX_SAFE_INTEGER satang.
 */
export function lineTotalSatang(product: PricedProduct, quantity: number): number {
  const total = toSatang(unitPriceForQuantity(product, quantity)) * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError(`line total of ${quantity} items is too large`);
  return total;
}
