import { resolveLocalePath } from "~/lib/localePath";
import { isPageNumberText, type PageParam } from "~/lib/paging";

/** §2 scroll rules, decided from the previous and the next location. */

/**
 * Keep the scroll position, keep it relative to the listing paged by `param` (see listingScrollY), scroll to top, or
 * scroll to the element `id` after `delayMs` (§2).
 */
export type ScrollDecision =
  | { kind: "keep" }
  | { kind: "listing"; param: PageParam }
  | { kind: "top" }
  | { kind: "hash"; id: string; delayMs: number };

/** The location navigated from. */
export interface ScrollFrom {
  pathname: string;
  search: string;
}

/** The location navigated to, with its history state. */
export interface ScrollTo {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
}

/** §2/§9: "A hash target scrolls smoothly after 300 ms (500 ms before the app has mounted)". */
export const HASH_SCROLL_DELAY_MS = 300;

/** §2/§9: the hash target delay before the app has mounted. */
export const HASH_SCROLL_DELAY_BEFORE_MOUNT_MS = 500;

/** The query parameters that page a listing without scrolling to top (§2). */
export const SCROLL_KEEPING_PAGE_PARAMS: readonly PageParam[] = ["p_page", "b_page"];

const KEEP: ScrollDecision = { kind: "keep" };
const TOP: ScrollDecision = { kind: "top" };

/** §2: "Scrolling is skipped when history state marks a sub-product change or no-auto-scroll." */
export function isScrollSkippedByState(state: unknown): boolean {
  if (typeof state !== "object" || state === null) return false;
  const marks = state as { subProductChange?: unknown; noAutoScroll?: unknown };
  return marks.subProductChange === true || marks.noAutoScroll === true;
}

/** The element id a hash points at: without "#", percent-decoded (kept as is when malformed); "" for no hash. */
export function hashTargetId(hash: string): string {
  const raw = hash.startsWith("#") ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The search page or a category page, also under /en or /cn (§2). §2 says "up to two sub-segments are accepted in
 * scroll rules" for /category/{categorySlug}/{categoryId}; our reading: the slug may be followed by up to two
 * sub-segments, so /category/{a}, /category/{a}/{b} and /category/{a}/{b}/{c} are category pages (this covers both
 * forms parseCategoryPath reads: /category/{slug}/{id} and /category/{parent}/{slug}/{id}). A trailing slash is
 * ignored.
 */
export function isPagedListingPath(pathname: string): boolean {
  const segments = resolveLocalePath(pathname).path.split("/").slice(1);
  if (segments.at(-1) === "") segments.pop();
  if (segments.includes("")) return false;
  if (segments.length === 1 && segments[0] === "search") return true;
  return segments[0] === "category" && segments.length >= 2 && segments.length <= 4;
}

/** The names of the query parameters whose values differ between two query strings (order of names ignored). */
function changedParams(fromSearch: string, toSearch: string): string[] {
  const from = new URLSearchParams(fromSearch);
  const to = new URLSearchParams(toSearch);
  const names = new Set([...from.keys(), ...to.keys()]);
  return [...names].filter((name) => from.getAll(name).join("&") !== to.getAll(name).join("&"));
}

/**
 * A page parameter's new value keeps the scroll position when it is a positive page number (§2). Our choice: a
 * removed parameter counts as page 1, since withPageParam writes page 1 by removing it; "0", "-1", "abc" and "01"
 * do not keep it.
 */
function isKeptPageValue(value: string | null): boolean {
  return value === null || isPageNumberText(value);
}

/**
 * §2: on /search and category pages, only p_page and/or b_page changed, each to a positive number: the first of them
 * (p_page before b_page); else null.
 */
function listingPageChange(from: ScrollFrom, to: ScrollTo): PageParam | null {
  if (from.pathname !== to.pathname || !isPagedListingPath(to.pathname)) return null;
  const changed = changedParams(from.search, to.search);
  const params = new URLSearchParams(to.search);
  const kept = SCROLL_KEEPING_PAGE_PARAMS.filter((param) => changed.includes(param));
  if (changed.length === 0 || kept.length !== changed.length) return null;
  return kept.every((param) => isKeptPageValue(params.get(param))) ? (kept[0] ?? null) : null;
}

/**
 * What to do with the scroll position when navigating from `from` (null on the first load) to `to` (§2 scroll
 * rules), in this order:
 * 1. history state { subProductChange: true } or { noAutoScroll: true }: keep;
 * 2. a hash target: scroll to the element with the decoded id after 300 ms, or 500 ms when not yet mounted (§9);
 * 3. first load without a hash: keep (our choice: the browser's own position, e.g. restored on reload, stands);
 * 4. on /search or a category page (see isPagedListingPath), same pathname and only p_page and/or b_page changed,
 *    each to a positive number (or removed, i.e. page 1): keep, relative to that listing (#10 item 3);
 * 5. any other navigation, including to the same URL again: top.
 */
export function scrollDecision(from: ScrollFrom | null, to: ScrollTo, options: { mounted: boolean }): ScrollDecision {
  if (isScrollSkippedByState(to.state)) return KEEP;
  const id = hashTargetId(to.hash);
  if (id !== "") {
    return { kind: "hash", id, delayMs: options.mounted ? HASH_SCROLL_DELAY_MS : HASH_SCROLL_DELAY_BEFORE_MOUNT_MS };
  }
  if (from === null) return KEEP;
  const param = listingPageChange(from, to);
  return param ? { kind: "listing", param } : TOP;
}
