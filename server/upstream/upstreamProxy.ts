import { errorEnvelope } from "~/api/apiError";
import { NO_STORE, VARY } from "../modules/http/responses";
import { requestIdOf } from "../requestLog";
import { type Upstream, UpstreamFault } from "./upstream";

/** Request headers that belong to one connection, or that fetch() sets itself. */
const NOT_FORWARDED = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "accept-encoding",
]);

/** The only answer headers passed on: what the browser needs of the API (caching, the answer's type, redirects, when to retry). */
const API_HEADERS = [
  "content-type",
  "cache-control",
  "etag",
  "last-modified",
  "vary",
  "location",
  "set-cookie",
  "retry-after",
];
/** The stand-ins' pages (hosted checkout, account service) also keep their own stricter policy headers. */
const STAND_IN_HEADERS = [
  ...API_HEADERS,
  "content-security-policy",
  "referrer-policy",
  "x-robots-tag",
  "x-content-type-options",
  "x-frame-options",
];

export type ProxiedKind = "api" | "standIn";

/**
 * The /api and /hosted paths of the storefront, answered by the API at API_ORIGIN through `upstream` (timeouts,
 * retries, circuit breaker). The answer keeps its status and body below 500, with allowlisted headers only; an API
 * answer that is not JSON, a 5xx, a timeout or an API that is down becomes the JSON error envelope (502, 504, 503),
 * never carrying what the API said.
 */
export function createUpstreamProxy(upstream: Upstream, apiOrigin: string) {
  return async function proxyRequest(
    request: Request,
    kind: ProxiedKind,
    extraHeaders: Record<string, string> = {},
  ): Promise<Response> {
    const url = new URL(request.url);
    const headers = new Headers();
    for (const [name, value] of request.headers) if (!NOT_FORWARDED.has(name)) headers.set(name, value);
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
    const requestId = requestIdOf(request);
    if (requestId) headers.set("x-request-id", requestId);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    try {
      const answer = await upstream.fetch(
        `${apiOrigin}${url.pathname}${url.search}`,
        { method: request.method, headers, body: hasBody ? await request.arrayBuffer() : undefined },
        upstream.deadline(),
        { json: kind === "api" },
      );
      const body = answer.body === null ? null : await answer.arrayBuffer();
      const kept = allowed(answer.headers, kind === "api" ? API_HEADERS : STAND_IN_HEADERS);
      if (kind === "api") varyByShop(kept);
      return new Response(body, { status: answer.status, headers: kept });
    } catch (error) {
      if (!(error instanceof UpstreamFault)) throw error;
      const envelope = errorEnvelope(error);
      return Response.json(envelope, { status: error.status, headers: { "Cache-Control": NO_STORE } });
    }
  };
}

/**
 * An API answer a shared cache may keep names the shop by X-Nuxt-Host and the language by X-Page-Lang: a CDN in front
 * must keep one copy per shop and language, whatever Vary the API at API_ORIGIN sent.
 */
function varyByShop(headers: Headers): void {
  const cacheControl = headers.get("cache-control") ?? "";
  if (!/\b(public|s-maxage)\b/i.test(cacheControl) || /\b(private|no-store)\b/i.test(cacheControl)) return;
  const vary = (headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());
  for (const name of VARY.split(", ")) if (!vary.includes(name.toLowerCase())) headers.append("Vary", name);
}

function allowed(headers: Headers, names: readonly string[]): Headers {
  const kept = new Headers();
  for (const name of names) {
    if (name === "set-cookie") for (const cookie of headers.getSetCookie()) kept.append(name, cookie);
    else {
      const value = headers.get(name);
      if (value !== null) kept.set(name, value);
    }
  }
  return kept;
}
