/** The cart's items and drafts as plain data (§3 cart identity, item and summary; §4 cart states). */
import { lineTotalSatang, type PricedProduct } from "./priceTier";

/** §3 "Cart item: uuid, quantity". */
export interface CartItem {
  uuid: string;
  quantity: number;
}

/** Draft quantities by uuid, in the order they were first changed; REMOVED (-1) marks a removal (§4). */
export type CartDrafts = ReadonlyMap<string, number>;

/**
 * The most lines (products) a cart holds: the shop API takes at most this many items in one request
 * (schemas/api/cart-*-request.schema.json maxItems; cart.test.ts keeps them equal), and a hand-off sends every line.
 */
export const CART_MAX_LINES = 100;

/** §4: "Removing an item sets its draft quantity to -1". */
export const REMOVED = -1;

/**
 * §4 effective cart: drafts merged over real items. Real items keep their order, with their draft quantity when
 * drafted; drafted uuids not in real items are appended in draft order; REMOVED or quantity < 1 lines are left out.
 * A uuid listed twice among the real items appears once (its first place; a draft still wins).
 */
export function mergeCart(real: readonly CartItem[], drafts: CartDrafts): CartItem[] {
  const merged: CartItem[] = [];
  const seen = new Set<string>();
  const push = (uuid: string, quantity: number) => {
    if (seen.has(uuid)) return;
    seen.add(uuid);
    if (quantity >= 1) merged.push({ uuid, quantity });
  };
  for (const item of real) push(item.uuid, drafts.get(item.uuid) ?? item.quantity);
  for (const [uuid, quantity] of drafts) push(uuid, quantity);
  return merged;
}

/** §3 "Cart summary: item count (sum of quantities), total price (…), list of product uuids". */
export interface CartSummary {
  count: number;
  /** Integer satang; satangToBaht gives the 2-decimal baht total. */
  totalSatang: number;
  uuids: string[];
  /** Whether every line's product was known (otherwise the total lacks the unknown lines). */
  priced: boolean;
}

/** A line's total in satang, or null when the product is unknown or its price unusable (lineTotalSatang threw). */
function lineSatang(product: PricedProduct | null | undefined, quantity: number): number | null {
  if (!product) return null;
  try {
    return lineTotalSatang(product, quantity);
  } catch {
    return null;
  }
}

/**
 * §3 summary: count = sum of quantities; totalSatang = sum of lineTotalSatang(product, quantity) over lines whose
 * product is known (tier price × quantity, §5); uuids in cart order; priced = every line's product was known.
 * Lines whose quantity is not a positive integer count as unpriced and add nothing; so do lines whose price cannot be
 * computed (a non-finite price, or a line total past Number.MAX_SAFE_INTEGER satang). Never throws.
 */
export function summarizeCart(
  items: readonly CartItem[],
  productOf: (uuid: string) => PricedProduct | null | undefined,
): CartSummary {
  let count = 0;
  let totalSatang = 0;
  let priced = true;
  const uuids: string[] = [];
  for (const { uuid, quantity } of items) {
    uuids.push(uuid);
    if (!Number.isSafeInteger(quantity) || quantity < 1) {
      priced = false;
      continue;
    }
    count += quantity;
    const line = lineSatang(productOf(uuid), quantity);
    if (line === null) priced = false;
    else totalSatang += line;
  }
  return { count, totalSatang, uuids, priced };
}

/**
 * A quantity as a draft value: REMOVED below 1 (and for NaN); fractions truncated; anything past
 * Number.MAX_SAFE_INTEGER (Infinity included) capped to it, so the draft always stores and parses back.
 */
export function draftQuantity(quantity: number): number {
  const whole = Math.trunc(quantity);
  if (!(whole >= 1)) return REMOVED;
  return Math.min(whole, Number.MAX_SAFE_INTEGER);
}

/**
 * Drafts with one more change: quantity set absolutely (see draftQuantity: a quantity < 1 means REMOVED). A uuid
 * already drafted keeps its place in the order; a new one goes last. Returns a new Map; `drafts` is left alone.
 */
export function withDraft(drafts: CartDrafts, uuid: string, quantity: number): Map<string, number> {
  const next = new Map(drafts);
  next.set(uuid, draftQuantity(quantity));
  return next;
}

/** Drafts that clear the cart: every uuid of the effective cart REMOVED, other drafts kept (§4 clearing removes every item). */
export function clearingDrafts(effective: readonly CartItem[], drafts: CartDrafts): Map<string, number> {
  const next = new Map(drafts);
  for (const { uuid } of effective) next.set(uuid, REMOVED);
  return next;
}
