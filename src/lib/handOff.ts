/** Where the shopper is handed off to (§2): the hosted cart or the hosted checkout. */
export type HandOffTarget = "cart" | "checkout";

export interface HandOffCart {
  cartId: string;
  /** A guest cart's secret; null for a logged-in cart (the hosted site knows the account). */
  cartSecret: string | null;
}

/**
 * §2 hand-off destinations: {external host}/cart/{web_name}/{cart_id}?s={cart_secret}, and /checkout/… alike. The
 * path segments and the secret are URI-encoded; a trailing slash of the host URL is dropped.
 */
export function handOffUrl(hostedUrl: string, target: HandOffTarget, webName: string, cart: HandOffCart): string {
  const base = hostedUrl.replace(/\/+$/, "");
  const path = `${base}/${target}/${encodeURIComponent(webName)}/${encodeURIComponent(cart.cartId)}`;
  return cart.cartSecret === null ? path : `${path}?s=${encodeURIComponent(cart.cartSecret)}`;
}

/** The hand-off target of a path without its language prefix: /checkout, else the cart. */
export function handOffTargetOf(path: string): HandOffTarget {
  return path === "/checkout" ? "checkout" : "cart";
}

/**
 * §2: after a failed hand-off the shopper goes back in history if possible (`canGoBack`: the tab has an earlier
 * entry), otherwise to the frontend web URL (only an http(s) URL), otherwise home.
 */
export function handOffFallback(
  canGoBack: boolean,
  frontendWebUrl: string | null,
  home: string,
): { kind: "back" } | { kind: "url"; url: string } {
  if (canGoBack) return { kind: "back" };
  if (frontendWebUrl && /^https?:\/\//.test(frontendWebUrl)) return { kind: "url", url: frontendWebUrl };
  return { kind: "url", url: home };
}
