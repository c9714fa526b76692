import { raw } from "hono/html";
import { escapeToBuffer } from "hono/utils/html";
import { thaiWordsHtml } from "~/lib/thaiWordsHtml";
import type { Html } from "./standInLayout";

/**
 * A shop's text (a product name, a coupon title) for a stand-in's page: escaped, its Thai lines breaking only between
 * words, the shop's own words (place and product names) kept whole, as the storefront shows them (thaiWordsHtml; the
 * page's stylesheet needs SHOP_TEXT_CSS).
 */
export function shopText(text: string, shopWords: readonly string[]): Html {
  const escaped: [string] = [""];
  escapeToBuffer(text, escaped);
  return raw(thaiWordsHtml(escaped[0], shopWords));
}

/** What shopText's markup needs: a Thai word stays on one line. */
export const SHOP_TEXT_CSS = ".thai-word{white-space:nowrap}";
