/** What a cart sync sends and how its answer is taken (§5, §7, §8): payloads, coalescing, retry, lang_key, keepalive. */
import type { CartDrafts, CartItem } from "./cart";
import { langFromCookies } from "./langCookie";

/**
 * The §7 update_items body parts for these drafts: items [{uuid, quantity}] for quantities >= 1, remove_items
 * [uuid] for REMOVED (and any other quantity below 1); both in draft order. Quantities are absolute ("set to N").
 */
export function syncPayload(drafts: CartDrafts): { items: CartItem[]; remove_items: string[] } {
  const items: CartItem[] = [];
  const remove_items: string[] = [];
  for (const [uuid, quantity] of drafts) {
    if (quantity >= 1) items.push({ uuid, quantity });
    else remove_items.push(uuid);
  }
  return { items, remove_items };
}

/** checkoutByItems takes no removals: the items of syncPayload only (empty when there is nothing to create). */
export function creationPayload(drafts: CartDrafts): CartItem[] {
  return syncPayload(drafts).items;
}

/**
 * Single flight + coalescing: after a write built from `sent` finished (success or failure), the drafts still to
 * send = those in `current` whose value differs from what was sent (changed again, or new, since the request left).
 * A response never undoes a newer change. Order of `current` is kept.
 */
export function draftsAfterWrite(current: CartDrafts, sent: CartDrafts): Map<string, number> {
  const pending = new Map<string, number>();
  for (const [uuid, quantity] of current) {
    if (!sent.has(uuid) || sent.get(uuid) !== quantity) pending.set(uuid, quantity);
  }
  return pending;
}

/** §8: these keys clear the stored cart (load) and retry once as a new guest cart (sync). */
export const CART_RESET_KEYS: ReadonlySet<string> = new Set([
  "INVALID_CART_CREDENTIALS",
  "CHECKOUTED",
  "ALREADY_OWNED",
  "NO_AUTH",
]);

export type SyncFailureAction = "retry-as-new-cart" | "give-up" | "report";

/**
 * After a failed sync: "retry-as-new-cart" for a reset key when no retry was made yet for this write, "give-up" for
 * a reset key after that one retry (never more than one, whatever the server keeps answering), "report" (the
 * toast) for any other failure.
 */
export function syncFailureAction(key: string, alreadyRetried: boolean): SyncFailureAction {
  if (!CART_RESET_KEYS.has(key)) return "report";
  return alreadyRetried ? "give-up" : "retry-as-new-cart";
}

/**
 * §7: lang_key from the language cookie ("th"|"en"; default "en" when missing or unreadable). The argument is
 * document.cookie (or a Cookie header).
 */
export function langKeyFromCookie(cookieHeader: string): "th" | "en" {
  return langFromCookies(cookieHeader) ?? "en";
}

/** §5 offline mode: the 64 KiB browsers allow in flight for keepalive requests. */
export const KEEPALIVE_BODY_LIMIT = 65536;

/**
 * §5 offline mode: the JSON body for a keepalive request, or null when its UTF-8 size would exceed
 * KEEPALIVE_BODY_LIMIT (or the body cannot be written as JSON).
 */
export function keepaliveBody(body: unknown): string | null {
  let json: string | undefined;
  try {
    json = JSON.stringify(body);
  } catch {
    return null;
  }
  if (json === undefined) return null;
  return new TextEncoder().encode(json).length <= KEEPALIVE_BODY_LIMIT ? json : null;
}
