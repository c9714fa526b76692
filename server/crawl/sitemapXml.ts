/** The sitemaps.org protocol's XML (https://www.sitemaps.org/protocol.html), with hreflang alternates (xhtml:link). */

/** §sitemaps.org: at most 50,000 URLs and 50 MB (52,428,800 bytes, uncompressed) per file. */
export const SITEMAP_LIMITS: SitemapLimits = { urls: 50_000, bytes: 52_428_800 };

export interface SitemapLimits {
  urls: number;
  bytes: number;
}

export interface Alternate {
  /** An hreflang value: th, en or x-default. */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod: Date;
  alternates: readonly Alternate[];
}

export interface IndexEntry {
  loc: string;
  lastmod: Date | null;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text for an element or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** W3C Datetime to the second, in UTC. */
function w3cDatetime(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";

/** One <url> element. */
export function urlElement({ loc, lastmod, alternates }: SitemapUrl): string {
  const links = alternates.map(
    ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`,
  );
  return `<url><loc>${escapeXml(loc)}</loc><lastmod>${w3cDatetime(lastmod)}</lastmod>${links.join("")}</url>\n`;
}

/** A <urlset> file of <url> elements made by urlElement. */
export function urlSet(elements: readonly string[]): string {
  return `${XML_DECLARATION}${URLSET_OPEN}${elements.join("")}${URLSET_CLOSE}`;
}

/** The sitemap index: a <sitemap> per file. */
export function sitemapIndex(entries: readonly IndexEntry[]): string {
  const sitemaps = entries.map(
    ({ loc, lastmod }) =>
      `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDatetime(lastmod)}</lastmod>` : ""}</sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("")}</sitemapindex>\n`;
}

/** A <url> element (urlElement) and its lastmod. */
export interface UrlItem {
  xml: string;
  lastmod: Date;
}

/**
 * <url> elements split into files of at most `limits.urls` elements and `limits.bytes` UTF-8 bytes each (the
 * urlset's opening and closing counted); none when there are none (a urlset holds at least one <url>).
 */
export function intoFiles(items: readonly UrlItem[], limits = SITEMAP_LIMITS): UrlItem[][] {
  const frame = Buffer.byteLength(urlSet([]));
  const files: UrlItem[][] = [];
  let bytes = frame;
  for (const item of items) {
    const size = Buffer.byteLength(item.xml);
    const current = files[files.length - 1];
    if (!current || current.length >= limits.urls || bytes + size > limits.bytes) {
      files.push([item]);
      bytes = frame + size;
    } else {
      current.push(item);
      bytes += size;
    }
  }
  return files;
}
