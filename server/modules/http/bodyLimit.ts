import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError } from "./apiError";
import { errorResponse } from "./responses";

/** The largest request body the shop API reads: a keepalive fetch may carry at most 64 KiB anyway. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Refuses a body over `maxBytes` (by Content-Length, or counted as it streams in) with a 413 PAYLOAD_TOO_LARGE
 * error envelope, before any handler reads it.
 */
export function jsonBodyLimit(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      errorResponse(
        c,
        new ApiError(413, "PAYLOAD_TOO_LARGE", `Payload Too Large: a request body may hold at most ${maxBytes} bytes`),
      ),
  });
}
