import type { ContentLang, PathLang } from "./localePath";

export interface FirstVisit {
  /** The language of the requested path (§2). */
  pathLang: PathLang;
  /** The language the visitor chose before (the language cookie), if any. */
  rememberedLang: ContentLang | null;
  /** The visitor's country (ISO 3166 alpha-2) as the edge reports it, if it does. */
  country: string | null;
  isBot: boolean;
}

/**
 * §2: before a content page is shown, the language is set from the visitor's geography: a first visit to a Thai
 * page from outside Thailand goes to its English version. Never for bots (each URL keeps its language for
 * search engines), never once the visitor has a language of their own (the cookie), never for an unknown
 * country (Cloudflare's XX, Tor's T1).
 */
export function firstVisitLang(visit: FirstVisit): ContentLang | null {
  if (visit.isBot || visit.pathLang !== "th" || visit.rememberedLang !== null) return null;
  const country = visit.country?.trim().toUpperCase() ?? "";
  if (!/^[A-Z]{2}$/.test(country) || country === "XX" || country === "TH") return null;
  return "en";
}
