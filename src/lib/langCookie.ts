/**
 * The language cookie (§2, §9): i18n_lang remembers the visitor's language for 365 days. The server reads it (the
 * first-visit geography step, the cart's lang_key); the browser writes it (root.tsx), so that no page answer sets
 * a cookie and every page can be cached. The value is "th" or "en" in the encoding React Router's createCookie
 * used when the server wrote it (URI-encoded base64 of the JSON string), so cookies already set keep working.
 */
import { LANG_COOKIE_MAX_AGE_SECONDS } from "./constants";
import { cookieValue } from "./cookieValue";
import type { ContentLang } from "./localePath";

export const LANG_COOKIE_NAME = "i18n_lang";

/** The language remembered in a Cookie header or document.cookie string; null when missing or unreadable. */
export function langFromCookies(cookies: string | null | undefined): ContentLang | null {
  if (typeof cookies !== "string") return null;
  const raw = cookieValue(cookies, LANG_COOKIE_NAME);
  const value = raw === null ? undefined : decodeRouterCookie(raw);
  return value === "th" || value === "en" ? value : null;
}

/**
 * The string to assign to document.cookie so the browser remembers `lang` (path=/, SameSite=Lax, 365 days, Secure
 * on https, readable by scripts); null when `cookies` (document.cookie) already remembers it.
 */
export function langCookieToWrite(cookies: string, lang: ContentLang, https: boolean): string | null {
  if (langFromCookies(cookies) === lang) return null;
  const value = encodeURIComponent(btoa(JSON.stringify(lang)));
  const secure = https ? "; Secure" : "";
  return `${LANG_COOKIE_NAME}=${value}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * The value of a React Router createCookie cookie without secrets: URI-encoded base64 of the URI-escaped JSON
 * (React Router's encodeData). Undefined when it does not decode.
 */
function decodeRouterCookie(raw: string): unknown {
  try {
    const binary = atob(decodeURIComponent(raw));
    const escaped = Array.from(binary, (chr) => `%${chr.charCodeAt(0).toString(16).padStart(2, "0")}`).join("");
    return JSON.parse(decodeURIComponent(escaped));
  } catch {
    return undefined;
  }
}
