/**
 * Words for search, the same on both sides: the searched texts (searchDocumentOf, at import) and the query
 * (queryWordsOf). Thai is written without spaces, so every text goes through the Thai word segmenter (ICU's
 * dictionary, which also splits Latin text at spaces and punctuation).
 */
const segmenter = new Intl.Segmenter("th", { granularity: "word" });

/** Anything but letters, combining marks (Thai vowels and tones) and digits: never part of a word. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** The most query words searched; the rest of a longer query is ignored. */
export const MAX_QUERY_WORDS = 8;

/**
 * The words of a text, in order: NFKC-normalised (full-width Latin is Latin), lower case, segmented, only letters,
 * marks and digits. So a word never holds a LIKE wildcard, a quote or a backslash.
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(text.normalize("NFKC").toLowerCase())) {
    if (!isWordLike) continue;
    for (const part of segment.split(NOT_WORD)) if (part) words.push(part);
  }
  return words;
}

/** The distinct words of a query, at most MAX_QUERY_WORDS; [] when it has none (only punctuation, say). */
export function queryWordsOf(query: string): string[] {
  return [...new Set(wordsOf(query))].slice(0, MAX_QUERY_WORDS);
}

/**
 * The searched form of some texts: their distinct words between single spaces, with a space before the first and
 * after the last, so `LIKE '% word %'` finds a whole word and `LIKE '% word%'` a word's start. A run of text
 * without spaces that the segmenter split (Thai, or "soft-stem") is kept joined as well, so a query the dictionary
 * splits differently ("ชาแดง" in "ชาแดงอัสสัม", split as ชา|แด|งอัสสัม) is still found inside it.
 */
export function searchDocumentOf(texts: readonly (string | undefined)[]): string {
  const words = new Set<string>();
  for (const text of texts) {
    for (const chunk of (text ?? "").split(/\s+/u)) {
      const chunkWords = wordsOf(chunk);
      for (const word of chunkWords) words.add(word);
      if (chunkWords.length > 1) words.add(chunkWords.join(""));
    }
  }
  return words.size === 0 ? "" : ` ${[...words].join(" ")} `;
}

/** The distinct words of search documents (searchDocumentOf), for the shop's vocabulary. */
export function vocabularyOf(documents: readonly string[]): string[] {
  return [...new Set(documents.flatMap((document) => document.split(" ")).filter((word) => word !== ""))];
}
