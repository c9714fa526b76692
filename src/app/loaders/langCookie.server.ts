import { createCookie } from "react-router";
import { LANG_COOKIE_MAX_AGE_SECONDS } from "~/lib/constants";
import type { ContentLang } from "~/lib/localePath";

const cookieFor = (secure: boolean) =>
  createCookie("i18n_lang", {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    secure,
    maxAge: LANG_COOKIE_MAX_AGE_SECONDS,
  });

function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

/** The language the visitor has been remembered with, if any. */
export async function rememberedLang(request: Request): Promise<ContentLang | null> {
  const value: unknown = await cookieFor(false).parse(request.headers.get("cookie"));
  return value === "th" || value === "en" ? value : null;
}

/** The Set-Cookie header remembering the visitor's language for 365 days (§9), or null when it is already set. */
export async function langCookieHeader(
  request: Request,
  lang: ContentLang,
  remembered: ContentLang | null,
): Promise<string | null> {
  return remembered === lang ? null : cookieFor(isHttps(request)).serialize(lang);
}
