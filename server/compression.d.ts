import type { MiddlewareHandler } from "hono";

/** The compression of answers made per request (server/compression.js). */
export declare const COMPRESS_MIN_BYTES: number;
export declare const DYNAMIC_BROTLI_QUALITY: number;
export declare function compressLargeAnswers(): MiddlewareHandler;
