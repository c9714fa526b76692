import { createHash, randomBytes } from "node:crypto";

export interface ContentSecurityPolicyOptions {
  /** Origins besides the shop's own that may frame its pages: the shop owner's editor (live preview). */
  editorOrigins: readonly string[];
  /** Where browsers POST violation reports (same origin). */
  reportPath: string;
  /** Vite's dev server injects <style> elements and talks to its HMR WebSocket: both are let through. */
  development: boolean;
}

/** A rendered page: its HTML and its response headers. */
export interface PageAnswer {
  html: string;
  headers: Headers;
}

/** The Content-Security-Policy of the storefront's pages, and the Reporting-Endpoints header that goes with it. */
export interface ContentSecurityPolicy {
  /** The policy of a page rendered now, whose inline scripts carry `nonce`. */
  forNonce(nonce: string): string;
  /**
   * A rendered page made fit to be answered again: the inline scripts that carried its nonce are allowed by their
   * sha256 hashes instead, and the nonce leaves the HTML, so no nonce is ever sent twice.
   */
  forReplay(page: PageAnswer): PageAnswer;
  /** The Reporting-Endpoints header that names `report-to`'s endpoint. */
  reportingEndpoints: string;
}

/** A CSP nonce: 128 random bits, base64url. */
export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

const REPORT_GROUP = "csp";

/**
 * Scripts: this origin's modules, plus the inline scripts of this render (React Router's context, route manifest,
 * data stream and scroll restoration; our early lazy-mode watch) by nonce; no 'strict-dynamic', so modulepreload
 * links and the entry's imports load because they are 'self'. Styles: stylesheets from this origin only, but style
 * attributes are needed (widgets set CSS variables and column spans with them): style-src allows them and
 * style-src-elem, which CSP 3 browsers use for <style> and <link>, does not (older browsers fall back to style-src).
 * Images may come from the shop's image hosts (any https origin). Framing: this origin and the editor's.
 */
export function createContentSecurityPolicy(options: ContentSecurityPolicyOptions): ContentSecurityPolicy {
  const { editorOrigins, reportPath, development } = options;
  const rest = [
    "style-src 'self' 'unsafe-inline'",
    development ? "style-src-elem 'self' 'unsafe-inline'" : "style-src-elem 'self'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    ["frame-ancestors 'self'", ...editorOrigins].join(" "),
    `report-uri ${reportPath}`,
    `report-to ${REPORT_GROUP}`,
  ].join("; ");
  const policyWith = (scriptSources: string) => `default-src 'self'; script-src 'self'${scriptSources}; ${rest}`;

  return {
    forNonce: (nonce) => policyWith(` 'nonce-${nonce}'`),
    forReplay(page) {
      const { html, headers } = page;
      const nonce = /'nonce-([\w-]+)'/.exec(headers.get("content-security-policy") ?? "")?.[1];
      if (!nonce) return page;
      const hashes = new Set<string>();
      // React escapes every attribute value and script text it renders, so "<script" and "</script>" are real tags.
      for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (attributes.includes(` nonce="${nonce}"`) && !/\ssrc=/.test(attributes)) hashes.add(sourceHash(text));
      }
      const replayHeaders = new Headers(headers);
      replayHeaders.set("Content-Security-Policy", policyWith([...hashes].map((hash) => ` ${hash}`).join("")));
      return { html: html.replaceAll(` nonce="${nonce}"`, ""), headers: replayHeaders };
    },
    reportingEndpoints: `${REPORT_GROUP}="${reportPath}"`,
  };
}

/** A hash source as browsers compute it: over the script's text, UTF-8, line breaks normalised by the HTML parser. */
function sourceHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n")).digest("base64")}'`;
}
