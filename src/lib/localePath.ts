/** The language a URL asks for: Thai has no prefix, /en is English, /cn is recognised (§2, §9). */
export type PathLang = "th" | "en" | "cn";

/** A UI/content language the shop has texts for (§9 locales). */
export type ContentLang = "th" | "en";

export interface LocalePath {
  lang: PathLang;
  /** The path with the language prefix removed, as the page is requested from the API. */
  path: string;
}

const PREFIXED_LANGS: readonly PathLang[] = ["en", "cn"];

/** Splits a leading /en or /cn segment off a pathname (§2). Segments match exactly and case-sensitively. */
export function resolveLocalePath(pathname: string): LocalePath {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  const segment = match?.[1] as PathLang | undefined;
  if (match && segment && PREFIXED_LANGS.includes(segment)) {
    const rest = match[2] ?? "";
    return { lang: segment, path: rest === "" || rest === "/" ? "/" : rest.startsWith("/") ? rest : `/${rest}` };
  }
  return { lang: "th", path: pathname === "" ? "/" : pathname };
}

/** The path prefix of a language: "" for Thai, "/en" for English, "/cn" for Chinese. */
export function langPrefix(lang: PathLang): string {
  return lang === "th" ? "" : `/${lang}`;
}

/** Chinese has no texts of its own (§9 lists th and en): it is shown in English. */
export function contentLangOf(lang: PathLang): ContentLang {
  return lang === "th" ? "th" : "en";
}

/** BCP 47 tag for formatting and <html lang> (§9: th-TH, en-US). */
export function localeTagOf(lang: ContentLang): string {
  return lang === "th" ? "th-TH" : "en-US";
}
