import type { IncomingHttpHeaders } from "node:http";
import { ACCOUNT_FORM_BODY_LIMIT_BYTES } from "../account/constants";
import { FORM_BODY_LIMIT_BYTES } from "../hosted/constants";
import { CSP_REPORT_PATH, MAX_REPORT_BYTES } from "../http/cspReports";
import { MAX_BODY_BYTES } from "../modules/http/bodyLimit";
import { DRAFT_BODY_BYTES } from "../owner/bodyLimits";
import { MEDIA_LIMITS } from "../owner/media/limits";

/**
 * What a request may be, checked before anything reads it (server/index.js). Generous for shoppers: a Thai
 * character is 9 bytes percent-encoded, so a 4 KiB path still holds a 400-character Thai slug, twice the longest
 * product or category link the shops make, and no route of §2 has more than 5 segments.
 */
export const REQUEST_LIMITS = {
  /** Bytes of the path as sent (percent-encoded). */
  pathBytes: 4096,
  /** Segments of the path ("/a/b" has 2). */
  pathSegments: 32,
  /** Bytes of a page's query string: a Thai search of 200 characters and tracking parameters fit 3 times. */
  pageQueryBytes: 4096,
  /**
   * Bytes of the whole target (path and query). /api calls carry a page's path and query in their query (GET
   * /api/page), or 100 product uuids (GET /api/products/batch, about 3.9 KiB): their query may take all of it.
   * 8 KiB is also what common proxies accept (Apache's LimitRequestLine, nginx's large_client_header_buffers).
   */
  targetBytes: 8192,
  /** Node's parser refuses a request line and headers larger than this with 431 (cookies included). */
  headerBytes: 16 * 1024,
} as const;

/**
 * Request body limits by path prefix (or pattern): the owner API's images and drafts, the cart's JSON bodies, the stand-ins' forms, the browsers' CSP
 * violation reports; pages take none.
 */
const BODY_LIMITS: readonly (readonly [prefix: string | RegExp, maxBytes: number])[] = [
  [/^\/api\/owner\/shops\/[^/]+\/media\/?$/, MEDIA_LIMITS.maxBytes], // an owner's image upload (issue 23)
  ["/api/owner/", DRAFT_BODY_BYTES], // a draft; the owner API's other bodies are held to less by its routes
  ["/api/", MAX_BODY_BYTES],
  ["/hosted/", FORM_BODY_LIMIT_BYTES],
  ["/account/", ACCOUNT_FORM_BODY_LIMIT_BYTES],
  [CSP_REPORT_PATH, MAX_REPORT_BYTES],
];

/** A refusal: 414 for a path, query or target too long, 413 for a body too large. */
export type LimitStatus = 413 | 414;

/** The largest body a request to `path` may carry. */
export function bodyLimitOf(path: string): number {
  const matches = (prefix: string | RegExp) =>
    typeof prefix === "string" ? path.startsWith(prefix) : prefix.test(path);
  return BODY_LIMITS.find(([prefix]) => matches(prefix))?.[1] ?? 0;
}

/**
 * Why a request is refused before it is read, or null. `target` is the request target as Node gives it, one
 * character per byte sent, so lengths are bytes. Costs a few string scans of at most `targetBytes`; a body
 * sent without Content-Length (chunked) to the API or the hosted checkout is counted as it streams in by their own
 * bodyLimit middleware.
 */
export function requestLimitStatus(target: string, headers: IncomingHttpHeaders): LimitStatus | null {
  if (target.length > REQUEST_LIMITS.targetBytes) return 414;
  const queryStart = target.indexOf("?");
  const path = queryStart === -1 ? target : target.slice(0, queryStart);
  if (path.length > REQUEST_LIMITS.pathBytes || segmentCount(path) > REQUEST_LIMITS.pathSegments) return 414;
  const queryBytes = queryStart === -1 ? 0 : target.length - queryStart - 1;
  // /api calls and the account stand-in's pages carry a page's address in their query (continue_url)
  const carriesPageAddress = path.startsWith("/api/") || path.startsWith("/account/");
  if (queryBytes > REQUEST_LIMITS.pageQueryBytes && !carriesPageAddress) return 414;

  const maxBody = bodyLimitOf(path);
  const declared = headers["content-length"];
  if (declared !== undefined && Number(declared) > maxBody) return 413;
  if (maxBody === 0 && headers["transfer-encoding"] !== undefined) return 413;
  return null;
}

function segmentCount(path: string): number {
  let count = 0;
  for (let index = path.indexOf("/"); index !== -1; index = path.indexOf("/", index + 1)) count++;
  return count;
}
