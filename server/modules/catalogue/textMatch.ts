import { type RawBuilder, sql } from "kysely";
import type { ContentLang } from "../../db/schema";

/** Texts that search matches (each has a trigram index per language, migration 002). */
type SearchedText = "name" | "highlight" | "title" | "excerpt";

const LANGS: readonly ContentLang[] = ["th", "en"];

/**
 * `texts #>> '{lang,field}'`, written out literally so it is the expression of the trigram index (a bound
 * parameter would not match it). Only known languages and fields are ever inlined.
 */
export function textOf(lang: ContentLang, field: SearchedText): RawBuilder<string> {
  if (!LANGS.includes(lang)) throw new Error(`unknown content language ${String(lang)}`);
  return sql<string>`${sql.raw(`texts #>> '{${lang},${field}}'`)}`;
}

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `text ILIKE pattern` with backslash as the escape character (case-insensitive substring match). */
export function matches(text: RawBuilder<string>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${text} ILIKE ${pattern} ESCAPE '\\'`;
}
