import type { SearchSuggest } from "~/generated/schemas";
import { bestSuggestions } from "~/lib/suggestionMatch";
import type { ContentLang } from "../../db/schema";
import type { IndexEntry, ShopIndex } from "./shopIndex";

/** The most products and categories suggested while typing. */
export const SUGGESTED_WHILE_TYPING = { products: 6, categories: 3 } as const;

const linkOf = (lang: ContentLang) => (entry: IndexEntry) => ({ name: entry.names[lang], path: entry.path });

/**
 * What the header's search box suggests for what was typed: the shop's products and categories whose names (either
 * language) match it, best first (bestSuggestions: as written, then forgiving Thai and typos), named in `lang`.
 */
export function suggestWhileTyping(index: ShopIndex, query: string, lang: ContentLang): SearchSuggest {
  return {
    query: query.trim(),
    products: bestSuggestions(query, index.products, SUGGESTED_WHILE_TYPING.products).map(linkOf(lang)),
    categories: bestSuggestions(query, index.categories, SUGGESTED_WHILE_TYPING.categories).map(linkOf(lang)),
  };
}
