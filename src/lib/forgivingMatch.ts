/**
 * Forgiving text matching for search (the header's suggestions and "did you mean"): a query matches a text when
 * some stretch of the text is the query with few mistakes. Both are compared "compact" (NFKC, lower case, only
 * letters, marks and digits: spaces and punctuation dropped), because Thai is written without spaces and a shopper
 * may put them anywhere ("ชา เขียว"). A Thai vowel or tone mark above or below the line that is missing, extra or
 * wrong costs half a mistake ("ชาเขยว" is "ชาเขียว" at 0.5); any other letter missing, extra, wrong or two letters
 * swapped cost one ("อู่หลอ" is "อู่หลง" at 1, "oolnog" is "oolong" at 1).
 */

/** Thai marks written above or below a consonant: the vowels ั ิ ี ึ ื ุ ู ฺ, ็ and the tone marks ่ ้ ๊ ๋, ์ ํ ๎. */
const THAI_MARK = /^[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]$/u;
const WORD_CHAR = /^[\p{L}\p{M}\p{N}]$/u;
const segmenter = new Intl.Segmenter("th", { granularity: "word" });

/** What a mistake costs: a Thai mark half, any other character one. */
const MARK_COST = 0.5;

/** A text ready to be matched many times (a shop's names are prepared once for all queries). */
export interface PreparedText {
  /** As given. */
  text: string;
  /** Compact: the characters compared, one code point per entry. */
  chars: string[];
  /** For each compact character, the index in `text` (UTF-16) where it starts, and one past the last. */
  at: number[];
  /** The compact positions where a word starts (the Thai segmenter's words, and after each space). */
  wordStarts: Set<number>;
  /** Compact positions where a word ends (one past its last character). */
  wordEnds: Set<number>;
}

/** Lower case NFKC, per code point, keeping only letters, marks and digits (with where each came from). */
function compactChars(text: string): { chars: string[]; at: number[] } {
  const chars: string[] = [];
  const at: number[] = [];
  let index = 0;
  for (const char of text) {
    for (const part of char.normalize("NFKC").toLowerCase()) {
      if (!WORD_CHAR.test(part)) continue;
      chars.push(part);
      at.push(index);
    }
    index += char.length;
  }
  at.push(text.length);
  return { chars, at };
}

/** The compact form of a text as one string ("ชา เขียว!" is "ชาเขียว", "Green Tea" is "greentea"). */
export function compactOf(text: string): string {
  return compactChars(text).chars.join("");
}

export function prepareText(text: string): PreparedText {
  const { chars, at } = compactChars(text);
  const wordStarts = new Set<number>();
  const wordEnds = new Set<number>();
  const compactAt = (index: number) => at.findIndex((start) => start >= index);
  for (const { segment, index, isWordLike } of segmenter.segment(text)) {
    if (!isWordLike) continue;
    wordStarts.add(compactAt(index));
    wordEnds.add(compactAt(index + segment.length));
  }
  return { text, chars, at, wordStarts, wordEnds };
}

/**
 * The most a query of this many compact characters may cost: 0 up to 2 characters, 0.5 (one Thai mark) up to 4,
 * 1 up to 8, then 2. Short queries resemble too much to forgive more.
 */
export function allowedCost(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return MARK_COST;
  if (length <= 8) return 1;
  return 2;
}

const costOf = (char: string) => (THAI_MARK.test(char) ? MARK_COST : 1);

function substitutionCost(a: string, b: string): number {
  if (a === b) return 0;
  return THAI_MARK.test(a) && THAI_MARK.test(b) ? MARK_COST : 1;
}

/** Where in a prepared text a query matched (compact positions, end exclusive) and what its mistakes cost. */
export interface Match {
  cost: number;
  start: number;
  end: number;
}

/**
 * The cheapest stretch of the text that is the query with mistakes (an approximate substring match: the query's
 * edit distance to its best stretch, with a swap of two neighbours as one mistake), or null when the cheapest costs
 * more than `maxCost`. Of equal costs the earliest stretch wins, then the longest.
 */
export function bestMatch(query: readonly string[], text: PreparedText, maxCost: number): Match | null {
  const { chars } = text;
  const width = chars.length + 1;
  if (query.length === 0) return null;
  // cost[i * width + j]: the cheapest way to match the query's first i characters ending at text position j;
  // from[…] where that stretch starts. Row 0 costs nothing anywhere: a match may start at any position.
  const cost = new Float64Array((query.length + 1) * width);
  const from = new Int32Array((query.length + 1) * width);
  for (let j = 0; j < width; j++) from[j] = j;
  for (let i = 1; i <= query.length; i++) {
    const q = query[i - 1] as string;
    const row = i * width;
    const above = row - width;
    cost[row] = (cost[above] ?? 0) + costOf(q);
    for (let j = 1; j < width; j++) {
      const t = chars[j - 1] as string;
      let best = (cost[above + j - 1] ?? 0) + substitutionCost(q, t);
      let start = from[above + j - 1] ?? 0;
      const consider = (option: number, optionStart: number) => {
        if (option < best || (option === best && optionStart < start)) [best, start] = [option, optionStart];
      };
      consider((cost[above + j] ?? 0) + costOf(q), from[above + j] ?? 0);
      consider((cost[row + j - 1] ?? 0) + costOf(t), from[row + j - 1] ?? 0);
      if (i > 1 && j > 1 && q !== t && q === chars[j - 2] && query[i - 2] === t) {
        consider((cost[above - width + j - 2] ?? 0) + 1, from[above - width + j - 2] ?? 0);
      }
      cost[row + j] = best;
      from[row + j] = start;
    }
  }
  const last = query.length * width;
  let found: Match | null = null;
  for (let j = 1; j < width; j++) {
    const matchCost = cost[last + j] ?? Infinity;
    const start = from[last + j] ?? j;
    if (matchCost > maxCost || start === j) continue;
    const better =
      !found || matchCost < found.cost || (matchCost === found.cost && (start < found.start || start === found.start));
    if (better) found = { cost: matchCost, start, end: j };
  }
  return found;
}

/** The query as compared: its compact characters. */
export function queryChars(query: string): string[] {
  return compactChars(query).chars;
}

const EDGE_NOT_WORD = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;

/**
 * The words of the text a match falls in, as written (from the start of the word it starts in to the end of the
 * word it ends in): what the shopper may have meant ("ชาเขยว" in "ชาเขียวเซนฉะ" is "ชาเขียว").
 */
export function matchedWords(text: PreparedText, match: Match): string {
  let start = match.start;
  while (start > 0 && !text.wordStarts.has(start)) start--;
  let end = match.end;
  while (end < text.chars.length && !text.wordEnds.has(end)) end++;
  return text.text.slice(text.at[start], text.at[end]).replace(EDGE_NOT_WORD, "");
}
