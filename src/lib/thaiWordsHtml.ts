import { hasThai, wordParts } from "./thaiWords";

/** A tag, or a character reference: never cut, never wrapped. */
const TAG_OR_REFERENCE = /(<[^>]*>|&[#\w]+;)/;

/**
 * Sanitised rich text whose Thai lines break only between words, as ThaiText lays out a name: each Thai word in a
 * <span class="thai-word"> (kept on one line), a <wbr> between two Thai words. Only the text between tags changes;
 * tags, attributes and character references stay as they are. Expects sanitize-html's output (no raw `<` or `>` in
 * text or attribute values).
 */
export function thaiWordsHtml(html: string, shopWords: readonly string[] = []): string {
  if (!hasThai(html)) return html;
  return html
    .split(TAG_OR_REFERENCE)
    .map((piece, index) => (index % 2 === 1 || !hasThai(piece) ? piece : wordsMarkup(piece, shopWords)))
    .join("");
}

function wordsMarkup(text: string, shopWords: readonly string[]): string {
  return wordParts(text, shopWords)
    .map((part) =>
      part.thai ? `${part.breakBefore ? "<wbr>" : ""}<span class="thai-word">${part.text}</span>` : part.text,
    )
    .join("");
}
