import type { ContentLang } from "../../db/schema";
import { invalidRequest } from "../http/apiError";

export type RequestLang = "th" | "en" | "cn";

const LANG_HEADER = "X-Page-Lang";
const REQUEST_LANGS: readonly RequestLang[] = ["th", "en", "cn"];

/** "cn" has no content of its own: it is served in English. */
export function contentLangOf(lang: RequestLang): ContentLang {
  return lang === "th" ? "th" : "en";
}

/**
 * The language of a request: the `lang` query parameter wins, else the X-Page-Lang header, else the shop's
 * default. The header may carry a region ("th-TH"); anything else in it is a 400 naming the header.
 */
export function resolveLang(
  queryLang: RequestLang | undefined,
  header: string | undefined,
  defaultLang: ContentLang,
): ContentLang {
  if (queryLang) return contentLangOf(queryLang);
  const value = header?.trim();
  if (!value) return defaultLang;
  const primary = /^([a-z]{2})(?:[-_][a-z]{2,4})?$/i.exec(value)?.[1]?.toLowerCase();
  const lang = REQUEST_LANGS.find((candidate) => candidate === primary);
  if (!lang) {
    throw invalidRequest([
      { field: LANG_HEADER, message: `${LANG_HEADER} must be one of: ${REQUEST_LANGS.join(", ")}` },
    ]);
  }
  return contentLangOf(lang);
}
