import type { PageStatus } from "~/generated/schemas";

/**
 * How a page's httpStatusCode (schemas/common.schema.json#/definitions/pageStatus) is answered: a redirect status
 * with a redirectUrl redirects; 404 and 410 show the page with that status; anything else a stored page may carry
 * from before the schema said so (a 599, a 500) is answered as 200, never passed through.
 */
export const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
export const MISSING_PAGE_STATUSES: ReadonlySet<number> = new Set([404, 410]);

/** Whether a stored status is one a page may answer with (a page stored before the schema said so may not). */
export function isPageStatus(status: number): status is PageStatus {
  return status === 200 || REDIRECT_STATUSES.has(status) || MISSING_PAGE_STATUSES.has(status);
}

/** The status of a redirect the page asks for: its own redirect status, else 302. */
export function redirectStatusOf(httpStatusCode: number): number {
  return REDIRECT_STATUSES.has(httpStatusCode) ? httpStatusCode : 302;
}

/** The status a shown page answers with: 404 or 410 as stored, else 200. */
export function shownPageStatusOf(httpStatusCode: number): number {
  return MISSING_PAGE_STATUSES.has(httpStatusCode) ? httpStatusCode : 200;
}

/** The shop's data could not be had just now: its database or API is down (503), slow (504) or answered nonsense (502). */
export const UNAVAILABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
