// The server's one logger: JSON lines on stdout (LOG_LEVEL: trace … fatal, silent; info by default).
// Plain JavaScript because server/index.js imports it as it is; server/entry.ts (bundled) shares the same instance.
import pino from "pino";

const SHARED = Symbol.for("storefront.log");

/**
 * Written asynchronously (buffered, flushed on exit): a log line costs the request path a few microseconds. Cookie,
 * Authorization and cart-secret values are censored wherever a logged object carries them.
 */
function createLog() {
  return pino(
    {
      level: process.env.LOG_LEVEL || "info",
      base: { pid: process.pid },
      redact: {
        paths: [
          "*.cookie",
          "*.authorization",
          "*.cart_secret",
          "*.cartSecret",
          "*.headers.cookie",
          "*.headers.authorization",
        ],
        censor: "[redacted]",
      },
    },
    pino.destination({ sync: false }),
  );
}

/** @type {import("pino").Logger} */
export const log = (globalThis[SHARED] ??= createLog());
