import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { log } from "./log.js";
import { errorResponse, NO_STORE } from "./modules/http/responses";
import { requestHost } from "./modules/tenancy/requestHost";

/** An incoming X-Request-Id is kept when it is this sane (an edge's or a load balancer's id); else one is made. */
const SANE_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

export interface RequestLogOptions {
  /** The shop a host names, when this process knows it (in-process API); logged as shopId. */
  shopIdOf?: (host: string) => Promise<number | null>;
}

/**
 * One log line per request: its id (X-Request-Id, echoed in the answer and passed on to the API and to React
 * Router's error log), host, shop, method, path (never the query: it may carry a cart secret), status, latency in
 * ms and the page cache's outcome. Cookies and Authorization are never logged.
 */
export function requestLog({ shopIdOf }: RequestLogOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const incoming = c.req.header("x-request-id");
    const requestId = incoming !== undefined && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    if (incoming !== requestId) c.req.raw.headers.set("x-request-id", requestId);
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const host = requestHost(c.req.raw.headers);
    log.info({
      reqId: requestId,
      host,
      shopId: shopIdOf ? await shopIdOf(host).catch(() => null) : undefined,
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
  log.error(
    { reqId: c.req.header("x-request-id"), method: c.req.method, path: c.req.path, err: error },
    "request failed",
  );
  return c.text("Internal Server Error", 500, { "Cache-Control": NO_STORE });
}
