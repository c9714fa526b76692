import type { ContentLang } from "../../db/schema";

/** Absolute URLs of the shop's site, for structured data (schema.org wants absolute URLs). */
export interface SiteUrls {
  /** A page path in the language of the answer (/en prefix for English). */
  page(path: string): string;
  /** An image or file: site paths made absolute, full URLs kept. */
  asset(src: string): string;
}

/** Shops are served over https on their host name (X-Nuxt-Host); Thai has no path prefix, English has /en. */
export function siteUrlsOf(host: string, lang: ContentLang): SiteUrls {
  const origin = `https://${host}`;
  const prefix = lang === "th" ? "" : `/${lang}`;
  return {
    page: (path) => `${origin}${prefix}${path === "/" && prefix ? "" : path}`,
    asset: (src) => (src.startsWith("/") ? `${origin}${src}` : src),
  };
}
