import { createHash, randomBytes } from "node:crypto";
import { NO_SHOP_SOURCES, type ShopSources } from "~/app/cspNonce";
import type { PreviewSession } from "~/preview/session";

export interface ContentSecurityPolicyOptions {
  /** Where browsers POST violation reports (same origin). */
  reportPath: string;
  /** Vite's dev server injects <style> elements and talks to its HMR WebSocket: both are let through. */
  development: boolean;
  /** Origins besides this one that pages post forms to: an ACCOUNT_SERVICE_URL elsewhere (log-out is a POST). */
  formOrigins?: readonly string[];
  /** The CSP hashes ('sha256-…') of the inline <style> elements every page carries: the storefront's stylesheet. */
  styleHashes?: readonly string[];
}

/** A rendered page: its HTML and its response headers. */
export interface PageAnswer {
  html: string;
  headers: Headers;
}

/** The Content-Security-Policy of the storefront's pages. */
export interface ContentSecurityPolicy {
  /**
   * The policy of a page rendered now, whose inline scripts carry `nonce`, for a shop that adds `sources`; a live
   * preview's page may be framed by its editor and compiles the widgets' schemas (ajv: 'unsafe-eval').
   */
  forNonce(nonce: string, sources?: ShopSources, preview?: PreviewSession | null): string;
  /**
   * A rendered page made fit to be answered again: the inline scripts that carried its nonce are allowed by their
   * sha256 hashes instead, and the nonce leaves the HTML, so no nonce is ever sent twice.
   */
  forReplay(page: PageAnswer): PageAnswer;
}

/** A CSP nonce: 128 random bits, base64url. */
export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

/**
 * Scripts: this origin's modules, plus the inline scripts of this render (React Router's context, route manifest,
 * data stream and scroll restoration; our early lazy-mode watch) by nonce; no 'strict-dynamic', so modulepreload
 * links and the entry's imports load because they are 'self'. Styles: stylesheets from this origin and the storefront's
 * inline stylesheet by its hash only, but style
 * attributes are needed (widgets set CSS variables and column spans with them): style-src allows them and
 * style-src-elem, which CSP 3 browsers use for <style> and <link>, does not (older browsers fall back to style-src).
 * Images may come from the shop's image hosts (any https origin). Framing: nobody (clickjacking), but a live
 * preview's page by its editor's exact origin, which the token names. Violations are reported by report-uri alone:
 * Chromium ignores report-uri when the policy also has report-to, and its Reporting API sent nothing in 80 s
 * (tests/e2e/cspReports.spec.ts), where report-uri's report arrives at once; every browser supports report-uri.
 */
export function createContentSecurityPolicy(options: ContentSecurityPolicyOptions): ContentSecurityPolicy {
  const { reportPath, development, formOrigins = [], styleHashes = [] } = options;
  const directive = (name: string, ...sources: readonly string[]) => [name, ...new Set(sources)].join(" ");
  const policyFor = (nonce: string, shop: ShopSources, preview: PreviewSession | null) =>
    [
      "default-src 'self'",
      directive("script-src", "'self'", `'nonce-${nonce}'`, ...(preview ? ["'unsafe-eval'"] : []), ...shop.script),
      "style-src 'self' 'unsafe-inline'",
      directive("style-src-elem", "'self'", ...styleHashes, ...(development ? ["'unsafe-inline'"] : []), ...shop.style),
      "img-src 'self' data: blob: https:",
      "font-src 'self'",
      directive("connect-src", "'self'", ...(development ? ["ws:", "wss:"] : []), ...shop.connect),
      ...(shop.frame.length > 0 ? [directive("frame-src", "'self'", ...shop.frame)] : []),
      "object-src 'none'",
      "base-uri 'none'",
      directive("form-action", "'self'", ...formOrigins),
      `frame-ancestors ${preview ? preview.editorOrigin : "'none'"}`,
      `report-uri ${reportPath}`,
    ].join("; ");

  return {
    forNonce: (nonce, sources = NO_SHOP_SOURCES, preview = null) => policyFor(nonce, sources, preview),
    forReplay(page) {
      const { html, headers } = page;
      const policy = headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([\w-]+)'/.exec(policy)?.[1];
      if (!nonce) return page;
      const hashes = new Set<string>();
      // React escapes every attribute value and script text it renders, so "<script" and "</script>" are real tags.
      for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (attributes.includes(` nonce="${nonce}"`) && !/\ssrc=/.test(attributes)) hashes.add(sourceHash(text));
      }
      const replayHeaders = new Headers(headers);
      // the shop's sources stay as rendered: only the nonce is traded for the hashes
      const nonceSource = ` 'nonce-${nonce}'`;
      replayHeaders.set(
        "Content-Security-Policy",
        policy.replace(nonceSource, [...hashes].map((h) => ` ${h}`).join("")),
      );
      return { html: html.replaceAll(` nonce="${nonce}"`, ""), headers: replayHeaders };
    },
  };
}

/** A hash source as browsers compute it: over the script's text, UTF-8, line breaks normalised by the HTML parser. */
function sourceHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`;
}
