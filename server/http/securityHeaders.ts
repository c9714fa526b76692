import type { MiddlewareHandler } from "hono";
import { cameOverHttps } from "./trustedProxy";

export interface SecurityHeadersOptions {
  /** Peer addresses whose X-Forwarded-Proto is believed. */
  trustedProxies: ReadonlySet<string>;
}

/**
 * The policy of every answer that does not bring its own (JSON, assets, static files, plain-text errors): nothing
 * runs, nothing frames it. An SVG opened on its own keeps its inline styles and images.
 */
export const LOCKED_DOWN_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * What every answer carries unless it brings its own (X-Frame-Options: for browsers without frame-ancestors).
 * The request limits' refusals (server/front), written before the app runs, carry them too.
 */
export const BASELINE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": LOCKED_DOWN_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** A year; without includeSubDomains: a shop's custom domain is its owner's, and so are that domain's other hosts. */
const HSTS = "max-age=31536000";

/**
 * The security headers of every answer, pages, /api, assets, static files and errors alike. An answer's own value
 * wins (the hosted checkout stand-in's stricter ones, a page's CSP with its nonce); Strict-Transport-Security only
 * when the request came over https: a TLS socket, or X-Forwarded-Proto from a trusted proxy (browsers ignore it
 * over http, but it would tell a client the wrong thing). X-Frame-Options is left out when the answer's own
 * policy lets an editor frame it (a live preview's page).
 */
export function securityHeaders({ trustedProxies }: SecurityHeadersOptions): MiddlewareHandler {
  const defaults = Object.entries(BASELINE_HEADERS);

  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const framed = mayBeFramed(headers);
    for (const [name, value] of defaults) {
      if (!headers.has(name) && !(framed && name === "X-Frame-Options")) headers.set(name, value);
    }
    // a shop's images are public, and shown on other origins too: in its owners' editor, in shared links
    if (headers.get("content-type")?.startsWith("image/")) headers.set("Cross-Origin-Resource-Policy", "cross-origin");
    if (cameOverHttps(c, trustedProxies)) headers.set("Strict-Transport-Security", HSTS);
    else headers.delete("Strict-Transport-Security");
  };
}

/** Does the answer's Content-Security-Policy let some origin frame it? */
function mayBeFramed(headers: Headers): boolean {
  const ancestors = /(?:^|;)\s*frame-ancestors\s+([^;]*)/.exec(headers.get("content-security-policy") ?? "")?.[1];
  return ancestors !== undefined && ancestors.trim() !== "'none'";
}
