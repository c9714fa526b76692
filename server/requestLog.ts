import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { PageLog } from "~/app/pageLog";
import { log } from "./log.js";
import { errorResponse, NO_STORE } from "./modules/http/responses";
import { requestHost } from "./modules/tenancy/requestHost";

/** An incoming X-Request-Id is kept when it is this sane (an edge's or a load balancer's id); else one is made. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** Each request's id, without touching its headers (setting one would copy them all: 0.04 ms a request). */
const requestIds = new WeakMap<Request, string>();

/** The id requestLog gave a request (its X-Request-Id): for the log lines about it and the calls made for it. */
export function requestIdOf(request: Request): string | undefined {
  return requestIds.get(request);
}

/** The log a render of `request` reports to (src/app/pageLog.ts): the server's, each line with the request's id. */
export function pageLogOf(request: Request): PageLog {
  const reqId = requestIdOf(request);
  return {
    error: (fields, message) => log.error({ reqId, ...fields }, message),
    warn: (fields, message) => log.warn({ reqId, ...fields }, message),
  };
}

/** `request` with other headers (what a stand-in or the shop API is told), keeping its id. */
export function withHeaders(request: Request, headers: Headers): Request {
  const copy = new Request(request, { headers });
  const requestId = requestIds.get(request);
  if (requestId) requestIds.set(copy, requestId);
  return copy;
}

/**
 * One log line per request: its id (X-Request-Id, echoed in the answer and passed on to the API), host, method,
 * path (never the query: it may carry a cart secret), status, latency in ms and the page cache's outcome. Cookies
 * and Authorization are never logged. The host names the shop: looking its id up cost a cached page 0.02 ms more.
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    requestIds.set(c.req.raw, requestId);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    log.info({
      reqId: requestId,
      host: requestHost(c.req.raw.headers),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      cache: c.res.headers.get("x-page-cache") ?? undefined,
    });
  };
}

/**
 * Hono's onError for the storefront app: the error with its stack in the log, and to the client a 500 that says
 * nothing of it (the JSON error envelope under /api, plain text elsewhere).
 */
export function answerUnexpectedError(error: Error, c: Context): Response {
  if (c.req.path.startsWith("/api/")) return errorResponse(c, error); // logs it too
  log.error({ reqId: requestIdOf(c.req.raw), method: c.req.method, path: c.req.path, err: error }, "request failed");
  return c.text("Internal Server Error", 500, { "Cache-Control": NO_STORE });
}
