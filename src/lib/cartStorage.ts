/**
 * What the browser keeps of the cart in local storage (§4, §6: the guest cart's identity is stored client-side).
 * Local storage is per origin, so per shop host; the shop id still guards against another shop's state (§4).
 */
import { CART_MAX_LINES, type CartItem, mergeCart, REMOVED } from "./cart";

/** The local storage key of the JSON StoredCart. */
export const CART_STORAGE_KEY = "sf-cart";

export interface StoredCart {
  shopId: number;
  cartId: string | null;
  cartSecret: string | null;
  /** Real items, as the shop API last answered them. */
  items: CartItem[];
  /** Drafts in their order, as [uuid, quantity] (quantity REMOVED for a removal). */
  drafts: [string, number][];
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 1;

const isUuid = (value: unknown): value is string => typeof value === "string" && value !== "";

const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === "string";

function parseItems(value: unknown): CartItem[] | null {
  if (!Array.isArray(value)) return null;
  const items: CartItem[] = [];
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    if (typeof entry !== "object" || entry === null) return null;
    const { uuid, quantity } = entry as Record<string, unknown>;
    if (!isUuid(uuid) || !isPositiveInteger(quantity) || seen.has(uuid)) return null;
    seen.add(uuid);
    items.push({ uuid, quantity });
  }
  return items;
}

function parseDrafts(value: unknown): [string, number][] | null {
  if (!Array.isArray(value)) return null;
  const drafts: [string, number][] = [];
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2) return null;
    const [uuid, quantity] = entry as unknown[];
    if (!isUuid(uuid) || seen.has(uuid)) return null;
    if (!isPositiveInteger(quantity) && quantity !== REMOVED) return null;
    seen.add(uuid);
    drafts.push([uuid, quantity as number]);
  }
  return drafts;
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Parse what was stored; anything malformed gives null: bad JSON, wrong types (shopId not an integer, cartId /
 * cartSecret neither string nor null), empty or repeated uuids, item quantities not positive integers, draft
 * quantities neither positive integers nor REMOVED. Extra fields are dropped; however many lines it holds, they are
 * all read (withinLineLimit keeps CART_MAX_LINES of them, and tells how many it dropped). Never throws.
 */
export function parseStoredCart(raw: string | null): StoredCart | null {
  if (typeof raw !== "string" || raw === "") return null;
  const value = parseJson(raw);
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { shopId, cartId, cartSecret } = record;
  if (typeof shopId !== "number" || !Number.isSafeInteger(shopId)) return null;
  if (!isStringOrNull(cartId) || !isStringOrNull(cartSecret)) return null;
  const items = parseItems(record.items);
  const drafts = parseDrafts(record.drafts);
  if (!items || !drafts) return null;
  return { shopId, cartId, cartSecret, items, drafts };
}

/** The JSON stored under CART_STORAGE_KEY; the known fields only, so parseStoredCart gives the same cart back. */
export function serializeStoredCart(cart: StoredCart): string {
  const { shopId, cartId, cartSecret, items, drafts } = cart;
  return JSON.stringify({
    shopId,
    cartId,
    cartSecret,
    items: items.map(({ uuid, quantity }) => ({ uuid, quantity })),
    drafts: drafts.map(([uuid, quantity]) => [uuid, quantity]),
  });
}

/** An empty cart of shop `shopId`: no identity, no items, no drafts. */
export function emptyStoredCart(shopId: number): StoredCart {
  return { shopId, cartId: null, cartSecret: null, items: [], drafts: [] };
}

/** §4: state stored for another shop (shopId differs) or nothing stored: an empty StoredCart for `shopId`. */
export function storedCartFor(shopId: number, stored: StoredCart | null): StoredCart {
  return stored && stored.shopId === shopId ? stored : emptyStoredCart(shopId);
}

/**
 * The stored cart cut to CART_MAX_LINES lines (those the effective cart shows first), and how many lines were
 * dropped, for the shopper to be told. Removals are kept: they add no line.
 */
export function withinLineLimit(cart: StoredCart): { cart: StoredCart; dropped: number } {
  const lines = mergeCart(cart.items, new Map(cart.drafts));
  if (lines.length <= CART_MAX_LINES) return { cart, dropped: 0 };
  const over = new Set(lines.slice(CART_MAX_LINES).map((line) => line.uuid));
  return {
    cart: {
      ...cart,
      items: cart.items.filter((item) => !over.has(item.uuid)),
      drafts: cart.drafts.filter(([uuid]) => !over.has(uuid)),
    },
    dropped: over.size,
  };
}
