import type { PathLang } from "./localePath";
import { localizeHref } from "./localizeHref";

/**
 * Makes the site links of sanitised rich text language-aware, like every other link (§2): on English pages
 * href="/about#team" becomes href="/en/about#team". Expects sanitize-html's output, where every attribute is
 * double-quoted and `"` inside values is escaped.
 */
export function localizeRichText(html: string, lang: PathLang): string {
  if (lang === "th") return html;
  return html.replace(/(<a\s[^>]*?href=")(\/[^"]*)"/g, (_match, before: string, href: string) => {
    return `${before}${localizeHref(href, lang)}"`;
  });
}
