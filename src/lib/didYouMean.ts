import { allowedCost, bestMatch, type Match, matchedWords, type PreparedText, queryChars } from "./forgivingMatch";

/** The cheapest forgiving match of a query in any of the texts (the first text of equal cost), with its text. */
function cheapestIn(query: string, texts: readonly PreparedText[]): { text: PreparedText; match: Match } | null {
  const chars = queryChars(query);
  let found: { text: PreparedText; match: Match } | null = null;
  for (const text of texts) {
    const match = bestMatch(chars, text, found ? found.match.cost : allowedCost(chars.length));
    if (match && (!found || match.cost < found.match.cost)) found = { text, match };
    if (found?.match.cost === 0) break;
  }
  return found;
}

/** The words of the texts a piece of the query forgivingly matches: itself when it is there as written. */
function meant(piece: string, texts: readonly PreparedText[]): string | null {
  const found = cheapestIn(piece, texts);
  if (!found) return null;
  return found.match.cost === 0 ? piece : matchedWords(found.text, found.match);
}

/**
 * What a shopper may have meant by a query that found nothing, in the words of the texts (a shop's product and
 * category names): the whole query forgivingly matched in one text ("ชาเขยว" is "ชาเขียว", "อู่หลอ" is "อู่หลง",
 * spaces ignored; "gren tea" is "green tea"), else each of its space-separated parts in any text. Null when the
 * query is there as written (whole, or each part somewhere), or some part matches nothing.
 */
export function didYouMean(query: string, texts: readonly PreparedText[]): string | null {
  const trimmed = query.trim();
  const parts = trimmed.split(/\s+/u);
  const meanings = parts.length > 1 ? parts.map((part) => meant(part, texts)) : [];
  if (meanings.length > 0 && meanings.every((meaning, index) => meaning === parts[index])) return null;
  const whole = cheapestIn(trimmed, texts);
  if (whole?.match.cost === 0) return null;
  let correction: string | null = whole ? matchedWords(whole.text, whole.match) : null;
  if (!correction && meanings.length > 0 && meanings.every((meaning) => meaning !== null)) {
    correction = meanings.join(" ");
  }
  return correction && correction.toLowerCase() !== trimmed.toLowerCase() ? correction : null;
}
