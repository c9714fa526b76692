/** The products this shopper viewed last (§3 recently viewed entry, §9), kept in local storage as JSON. */

/** §3 "Recently viewed entry: uuid, viewedAt". */
export interface RecentlyViewedEntry {
  uuid: string;
  /** Epoch milliseconds. */
  viewedAt: number;
}

/** §9: "Recently viewed products: at most 8". */
export const RECENTLY_VIEWED_LIMIT = 8;

/** §9: "expiry 86400 s (24 h)". */
export const RECENTLY_VIEWED_TTL_MS = 86_400_000;

/** The local storage key of the JSON list. */
export const RECENTLY_VIEWED_STORAGE_KEY = "recently-viewed";

/**
 * Our choice: an entry dated more than this far in the future (the clock was turned back, or another tab's clock
 * differs) is dropped, since it would otherwise stay first and unexpired for too long. Five minutes of skew are
 * tolerated.
 */
export const RECENTLY_VIEWED_CLOCK_SKEW_MS = 300_000;

function isFreshAt(entry: RecentlyViewedEntry, now: number): boolean {
  return entry.viewedAt >= now - RECENTLY_VIEWED_TTL_MS && entry.viewedAt <= now + RECENTLY_VIEWED_CLOCK_SKEW_MS;
}

/**
 * The entries still valid at `now` (epoch ms), in their order: §9 "expiry 86400 s" drops an entry viewed more than
 * 24 h ago (exactly 24 h old is kept); an entry dated more than RECENTLY_VIEWED_CLOCK_SKEW_MS in the future is
 * dropped too.
 */
export function freshEntries(entries: readonly RecentlyViewedEntry[], now: number): RecentlyViewedEntry[] {
  return entries.filter((entry) => isFreshAt(entry, now));
}

/** Newest first; equal times keep their order (Array.prototype.sort is stable). */
function newestFirst(entries: readonly RecentlyViewedEntry[]): RecentlyViewedEntry[] {
  return [...entries].sort((a, b) => b.viewedAt - a.viewedAt);
}

/** Keeps the first entry of each uuid (the newest, on a newest-first list). */
function firstOfEachUuid(entries: readonly RecentlyViewedEntry[]): RecentlyViewedEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.uuid)) return false;
    seen.add(entry.uuid);
    return true;
  });
}

/** §9 "newest first, de-duplicated", at most RECENTLY_VIEWED_LIMIT. */
function newestDistinct(entries: readonly RecentlyViewedEntry[]): RecentlyViewedEntry[] {
  return firstOfEachUuid(newestFirst(entries)).slice(0, RECENTLY_VIEWED_LIMIT);
}

/**
 * The list after viewing product `uuid` at `now` (§9: at most 8, newest first, de-duplicated, expiry 24 h): the
 * product goes first with the new time (moved if it was already listed), expired entries are dropped and the rest
 * are kept newest first, up to 8 in all. An empty uuid records nothing. Throws a RangeError when now is not finite.
 */
export function recordView(entries: readonly RecentlyViewedEntry[], uuid: string, now: number): RecentlyViewedEntry[] {
  if (!Number.isFinite(now)) throw new RangeError(`now must be a finite epoch time, got ${now}`);
  const others = newestDistinct(freshEntries(entries, now).filter((entry) => entry.uuid !== uuid));
  if (uuid === "") return others;
  return [{ uuid, viewedAt: now }, ...others].slice(0, RECENTLY_VIEWED_LIMIT);
}

function toEntry(value: unknown): RecentlyViewedEntry | null {
  if (typeof value !== "object" || value === null) return null;
  const { uuid, viewedAt } = value as Record<string, unknown>;
  if (typeof uuid !== "string" || uuid === "") return null;
  if (typeof viewedAt !== "number" || !Number.isFinite(viewedAt) || viewedAt < 0) return null;
  return { uuid, viewedAt };
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/**
 * The entries stored under RECENTLY_VIEWED_STORAGE_KEY, sanitized; never throws. Missing, non-JSON and non-array
 * values give []; items without a non-empty string uuid and a finite, non-negative viewedAt are skipped and extra
 * fields dropped; the result is newest first, one entry per uuid (its newest) and at most 8 (§9). Expiry needs the
 * current time: apply freshEntries.
 */
export function parseEntries(raw: string | null): RecentlyViewedEntry[] {
  if (raw === null || raw === "") return [];
  const value = parseJson(raw);
  if (!Array.isArray(value)) return [];
  const entries = value.map(toEntry).filter((entry): entry is RecentlyViewedEntry => entry !== null);
  return newestDistinct(entries);
}

/** The JSON stored under RECENTLY_VIEWED_STORAGE_KEY: each entry's uuid and viewedAt, in the given order. */
export function serializeEntries(entries: readonly RecentlyViewedEntry[]): string {
  return JSON.stringify(entries.map(({ uuid, viewedAt }) => ({ uuid, viewedAt })));
}
