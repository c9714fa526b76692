import { type RawBuilder, sql } from "kysely";
import type { ContentLang } from "../../db/schema";

const LANGS: readonly ContentLang[] = ["th", "en"];

/** `texts #>> '{lang,name}'`, a product's name in the language (to order by). Only known languages are inlined. */
export function textOf(lang: ContentLang, field: "name"): RawBuilder<string> {
  if (!LANGS.includes(lang)) throw new Error(`unknown content language ${String(lang)}`);
  return sql<string>`${sql.raw(`texts #>> '{${lang},${field}}'`)}`;
}
