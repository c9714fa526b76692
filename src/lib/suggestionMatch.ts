import { allowedCost, bestMatch, type PreparedText, queryChars } from "./forgivingMatch";

/** Something suggested when its texts (a product's or category's names, prepared) match the query. */
export interface Suggestible {
  texts: readonly PreparedText[];
}

/** How well a match reads, lower first: the text starts with the query 0, a word does 1, inside a word 2. */
const AT_TEXT_START = 0;
const AT_WORD_START = 1;
const INSIDE_WORD = 2;
/** A forgiving match is this plus its cost; a query matched only part by part, this plus its worst part's level. */
const FORGIVEN = 3;
const BY_PARTS = 10;

/** The best level of the query found as written in the text, or null. */
function exactLevel(query: readonly string[], text: PreparedText): number | null {
  let level: number | null = null;
  const { chars } = text;
  for (let start = 0; start + query.length <= chars.length; start++) {
    if (!query.every((char, index) => chars[start + index] === char)) continue;
    const here = start === 0 ? AT_TEXT_START : text.wordStarts.has(start) ? AT_WORD_START : INSIDE_WORD;
    level = level === null ? here : Math.min(level, here);
    if (level === AT_TEXT_START) break;
  }
  return level;
}

function levelIn(query: readonly string[], texts: readonly PreparedText[], forgive: boolean): number | null {
  let level: number | null = null;
  for (const text of texts) {
    const exact = exactLevel(query, text);
    if (exact !== null) level = level === null ? exact : Math.min(level, exact);
  }
  if (level !== null || !forgive) return level;
  for (const text of texts) {
    const match = bestMatch(query, text, allowedCost(query.length));
    if (match) level = Math.min(level ?? Infinity, FORGIVEN + match.cost);
  }
  return level;
}

/** The level of an entry for the query: whole (compact), else every space-separated part somewhere in its texts. */
function entryLevel(whole: string[], parts: string[][], entry: Suggestible, forgive: boolean): number | null {
  const level = levelIn(whole, entry.texts, forgive);
  if (level !== null || parts.length < 2) return level;
  let worst = 0;
  for (const part of parts) {
    const partLevel = levelIn(part, entry.texts, forgive);
    if (partLevel === null) return null;
    worst = Math.max(worst, partLevel);
  }
  return BY_PARTS + worst;
}

/**
 * The entries that match a query, best first, at most `limit`: as written at the start of a name, of a word, inside
 * a word, then forgivingly (missing or wrong letters, cheapest first; see forgivingMatch); a query whose parts are
 * in different places ("tea oolong") after those. Equal levels keep the entries' order (the shop's rank). Forgiving
 * matches are looked for only when fewer than `limit` entries matched as written. A blank query matches nothing.
 */
export function bestSuggestions<T extends Suggestible>(query: string, entries: readonly T[], limit: number): T[] {
  const whole = queryChars(query);
  if (whole.length === 0 || limit <= 0) return [];
  const parts = query
    .trim()
    .split(/\s+/u)
    .map(queryChars)
    .filter((part) => part.length > 0);
  const rank = (forgive: boolean) =>
    entries
      .map((entry) => ({ entry, level: entryLevel(whole, parts, entry, forgive) }))
      .filter((found): found is { entry: T; level: number } => found.level !== null)
      .sort((a, b) => a.level - b.level);
  const exact = rank(false);
  const found = exact.length >= limit ? exact : rank(true);
  return found.slice(0, limit).map(({ entry }) => entry);
}
