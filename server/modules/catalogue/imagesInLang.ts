import type { ContentLang } from "../../db/schema";

/** A language as an SQL literal (never a parameter's text spliced in: only the two languages there are). */
export function langLiteral(lang: ContentLang): string {
  if (lang !== "th" && lang !== "en") throw new Error(`not a content language: ${String(lang)}`);
  return `'${lang}'`;
}

/**
 * SQL: the stored catalogue image `image` (jsonb, or null) as a page of `lang` shows it, with the alt of that
 * language (one language per page). A plain-string alt, as documents imported before alts were per language have
 * it, is answered as it is.
 */
export function imageInLangSql(image: string, lang: ContentLang): string {
  const alt = `coalesce(${image} -> 'alt' -> ${langLiteral(lang)}, '""'::jsonb)`;
  return `case when jsonb_typeof(${image} -> 'alt') = 'object' then jsonb_set(${image}, '{alt}', ${alt}) else ${image} end`;
}

/** SQL: the stored catalogue images `images` (a jsonb array) in their order, each as imageInLangSql answers it. */
export function imagesInLangSql(images: string, lang: ContentLang): string {
  return (
    `(select coalesce(jsonb_agg(${imageInLangSql("listed.image", lang)} order by listed.position), '[]'::jsonb) ` +
    `from jsonb_array_elements(${images}) with ordinality as listed(image, position))`
  );
}
