/** Paging of product and blog lists with the p_page and b_page query parameters (§2). */

/** The query parameters of the product page (p_page) and the blog page (b_page) (§2). */
export type PageParam = "p_page" | "b_page";

/** The highest page a URL can ask for; larger numbers are capped to it. */
export const MAX_PAGE = 100_000;

/**
 * A canonical page number: a positive integer written with digits only and no leading zero ("1", "25"). Our choice:
 * "01", "+2", " 2", "2.0" and "1e3" are not page numbers, matching the API's p_page/b_page pattern ^[1-9][0-9]*.
 */
export function isPageNumberText(value: string | null | undefined): value is string {
  return typeof value === "string" && /^[1-9][0-9]*$/.test(value);
}

/**
 * The page a p_page or b_page value asks for (§2): a positive integer string is that page, capped at MAX_PAGE
 * (100000); anything else (absent, "", "0", "-1", "abc", "1.5", "01") is page 1.
 */
export function parsePageParam(value: string | null | undefined): number {
  if (!isPageNumberText(value)) return 1;
  return Math.min(Number(value), MAX_PAGE);
}

function assertCount(value: number, name: string, minimum: number): void {
  if (!Number.isSafeInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be an integer of at least ${minimum}, got ${value}`);
  }
}

/**
 * How many pages `total` items fill at `perPage` items a page: 0 when there are no items (no pager). Throws a
 * RangeError when total is not a non-negative integer or perPage not a positive integer.
 */
export function pageCount(total: number, perPage: number): number {
  assertCount(total, "total", 0);
  assertCount(perPage, "perPage", 1);
  return Math.ceil(total / perPage);
}

/** A pager's entries: page numbers, and "gap" where pages are left out. */
export type PagerItem = number | "gap";

/** The page numbers a pager shows: the first, the last, and current±window clamped into 1..count, ascending. */
function shownPages(current: number, count: number, window: number): number[] {
  const pages = new Set([1, count]);
  for (let page = Math.max(1, current - window); page <= Math.min(count, current + window); page += 1) pages.add(page);
  return [...pages].sort((a, b) => a - b);
}

/**
 * The entries of a pager for page `current` of `count`: the first and last page, current±window, and "gap" for
 * left-out pages, ascending. Our choice: a gap stands for two or more pages; a single left-out page is shown as its
 * number, since a gap would take the same room. `current` outside 1..count is clamped into it; [] when count is 0.
 * Throws a RangeError when current is not an integer, count is not a non-negative integer or window not a
 * non-negative integer.
 */
export function pageNumbers(current: number, count: number, window = 2): PagerItem[] {
  assertCount(count, "count", 0);
  assertCount(window, "window", 0);
  if (!Number.isSafeInteger(current)) throw new RangeError(`current must be an integer, got ${current}`);
  if (count === 0) return [];
  const clamped = Math.min(Math.max(current, 1), count);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of shownPages(clamped, count, window)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push("gap");
    items.push(page);
    previous = page;
  }
  return items;
}

function decodeQueryKey(part: string): string {
  const key = (part.split("=", 1)[0] ?? "").replace(/\+/g, " ");
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}

/**
 * The query string with `param` set to `page` (§2 paging): "?"-prefixed, or "" when nothing is left. Page 1 removes
 * the parameter (one URL per page); another page replaces the first occurrence in place, removes any others, or is
 * appended. Every other parameter is kept as written and in order. `search` may start with "?" or not. Throws a
 * RangeError when page is not a positive integer.
 */
export function withPageParam(search: string, param: PageParam, page: number): string {
  if (!Number.isSafeInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, got ${page}`);
  const parts = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "");
  const result: string[] = [];
  let placed = page === 1;
  for (const part of parts) {
    if (decodeQueryKey(part) !== param) result.push(part);
    else if (!placed) {
      result.push(`${param}=${page}`);
      placed = true;
    }
  }
  if (!placed) result.push(`${param}=${page}`);
  return result.length === 0 ? "" : `?${result.join("&")}`;
}
