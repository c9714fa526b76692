import type { Context } from "hono";

/**
 * Every answer of the stand-ins (hosted checkout, account service): personal, never cached, never indexed, never
 * leaking its URL in a Referer, running no script, posting forms only to itself.
 */
export const STAND_IN_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Robots-Tag": "noindex",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
};

/** Whether the request reached us over https (directly, or behind the storefront or a proxy that says so). */
export function isHttps(c: Context): boolean {
  return (
    new URL(c.req.url).protocol === "https:" || c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() === "https"
  );
}

/**
 * The host the shopper's browser asked for: X-Forwarded-Host when the storefront proxies a stand-in to API_ORIGIN,
 * else Host. A browser cannot set X-Forwarded-Host on a cross-site request, so only a client itself can choose
 * another host with it, and then only for its own requests.
 */
export function browserHost(c: Context): string {
  return (c.req.header("x-forwarded-host")?.split(",")[0] ?? c.req.header("host") ?? new URL(c.req.url).host)
    .trim()
    .toLowerCase();
}

/** The host name the browser asked for (port stripped, lower case). */
export function browserHostName(c: Context): string {
  const raw = browserHost(c);
  return raw.startsWith("[") ? raw.slice(0, raw.indexOf("]") + 1) : (raw.split(":")[0] ?? "");
}
