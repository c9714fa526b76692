/** What this shopper searched last, kept in the browser's local storage (the header's suggestions show them). */

/** The most searches kept. */
export const RECENT_SEARCHES_LIMIT = 5;

/** The local storage key of the JSON list, newest first. */
export const RECENT_SEARCHES_STORAGE_KEY = "recent-searches";

/** The longest search kept (longer ones are not suggested again). */
const MAX_KEPT_LENGTH = 100;

/** The list stored as JSON, or [] when it is missing or not a list of strings (another version, edited by hand). */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === "string").slice(0, RECENT_SEARCHES_LIMIT);
  } catch {
    return [];
  }
}

/** The list after searching `query` (trimmed): it first, without its earlier copy (case ignored), at most the limit. */
export function withRecentSearch(searches: readonly string[], query: string): string[] {
  const text = query.trim();
  if (text === "" || text.length > MAX_KEPT_LENGTH) return [...searches];
  const same = text.toLowerCase();
  return [text, ...searches.filter((search) => search.toLowerCase() !== same)].slice(0, RECENT_SEARCHES_LIMIT);
}

/** The recent searches that contain what is typed (case ignored); all of them when nothing is typed. */
export function recentMatching(searches: readonly string[], typed: string): string[] {
  const text = typed.trim().toLowerCase();
  return searches.filter((search) => search.toLowerCase().includes(text));
}
