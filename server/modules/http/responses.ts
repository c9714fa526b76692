import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { errorEnvelope } from "~/api/apiError";
import { isDatabaseUnavailable } from "../../db/databaseUnavailable";
import { log } from "../../log.js";
import { requestIdOf } from "../../requestLog";
import { ApiError, TooManyRequests } from "./apiError";

/** Shop content: shared caches may keep it a minute; browsers revalidate. Keyed by shop host and language. */
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60";
export const NO_STORE = "no-store";
export const VARY = "X-Nuxt-Host, X-Page-Lang";
/** Retry-After of a 503 (the database is unreachable): the circuit breaker tries again every second. */
export const RETRY_AFTER_SECONDS = "5";

/** Any error as a JSON envelope: ApiError as itself, anything else as a 500 without internals. */
export function errorResponse(c: Context, error: unknown): Response {
  const apiError = toApiError(error);
  // 503: the database's breaker has said so, once
  if (apiError.status >= 500 && apiError.status !== 503) {
    log.error({ reqId: requestIdOf(c.req.raw), method: c.req.method, path: c.req.path, err: error }, "shop API");
  }
  const headers: Record<string, string> = { "Cache-Control": NO_STORE, Vary: VARY };
  if (apiError.status === 503) headers["Retry-After"] = RETRY_AFTER_SECONDS;
  if (apiError instanceof TooManyRequests) headers["Retry-After"] = String(apiError.retryAfterSeconds);
  return c.json(errorEnvelope(apiError), apiError.status as ContentfulStatusCode, headers);
}

export function notFoundResponse(c: Context): Response {
  return errorResponse(c, new ApiError(404, "NOT_FOUND", `Not Found: ${c.req.method} ${c.req.path}`));
}

/**
 * An error as the shop API answers it: an ApiError as itself, an invalid request as 400, an unreachable database as
 * 503 SERVICE_UNAVAILABLE (the breaker logs the outage once), anything else as a 500.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) {
    return new ApiError(503, "SERVICE_UNAVAILABLE", "Service Unavailable: please try again in a moment");
  }
  if (error instanceof HTTPException && error.status < 500) {
    return new ApiError(error.status, "INVALID_REQUEST", error.message || "Invalid request");
  }
  return new ApiError(500, "INTERNAL_ERROR", "Internal Server Error: please try again");
}
