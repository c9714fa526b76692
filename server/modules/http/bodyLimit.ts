import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./apiError";
import { errorResponse } from "./responses";

/** The largest request body the shop API reads: a keepalive fetch may carry at most 64 KiB anyway. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a body over `maxBytes` (by Content-Length, or counted as it streams in) with a 413 PAYLOAD_TOO_LARGE
 * error envelope, before any handler reads it. A body of declared length is judged by its header alone, as
 * hono's bodyLimit does, but without asking for the body stream first: on the node server that builds a whole
 * Request and stream for it (about a seventh of a cart update's CPU in a profile).
 */
export function jsonBodyLimit(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  const refuse = (c: Context) =>
    errorResponse(
      c,
      new ApiError(413, "PAYLOAD_TOO_LARGE", `Payload Too Large: a request body may hold at most ${maxBytes} bytes`),
    );
  const streamed = bodyLimit({ maxSize: maxBytes, onError: refuse });
  return async (c, next) => {
    const declared = c.req.header("content-length");
    if (declared === undefined || c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    return Number.parseInt(declared, 10) > maxBytes ? refuse(c) : next();
  };
}
