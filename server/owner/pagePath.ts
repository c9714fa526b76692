import { REQUEST_LIMITS } from "../front/requestLimits";

/** What a new page's path may be: the shop document's pattern (lower-case words and dashes between slashes). */
const PAGE_PATH = /^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/;

/**
 * First segments the storefront answers itself (§2 routes, the language prefixes, the API, the stand-ins, media):
 * a page there would never be shown.
 */
const TAKEN_FIRST_SEGMENTS = new Set([
  "en",
  "cn",
  "cart",
  "checkout",
  "product",
  "category",
  "blog",
  "search",
  "api",
  "hosted",
  "account",
  "media",
  "assets",
]);

/** Why `path` cannot be a new page's path, or null when it can. */
export function pagePathProblem(path: unknown): string | null {
  if (typeof path !== "string") return "path must be a string such as /about";
  if (path.length > Math.min(REQUEST_LIMITS.pathBytes, 1024)) return "path is too long";
  if (path.split("/").length - 1 > REQUEST_LIMITS.pathSegments) return "path has too many segments";
  if (!PAGE_PATH.test(path)) return "path must be / or /words/like-this (a-z, 0-9 and -, no trailing slash)";
  const first = path.split("/")[1] ?? "";
  if (TAKEN_FIRST_SEGMENTS.has(first)) return `path /${first}/… is the storefront's own route`;
  return null;
}
