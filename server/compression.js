import { Duplex } from "node:stream";
import { constants, createBrotliCompress } from "node:zlib";
import { accepts } from "hono/accepts";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

/**
 * Answers smaller than this are sent as they are: gzip adds about 20 bytes of framing, so it saves nothing on them
 * and costs a compressor per request (`/api/health`'s 11 bytes cost three times the CPU gzipped).
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality for answers made per request (rendered pages, JSON). Measured on the demo home (117 KB of HTML):
 * quality 2 takes 1.2 ms and makes 27.0 KB, where gzip 6 (compress()'s) took 3.6-4.5 ms for 26.2 KB and quality 4
 * 3.5 ms for 24.4 KB. The page cache stores pages at this quality too, and recompresses hot ones (server/pageCache).
 */
export const DYNAMIC_BROTLI_QUALITY = 2;

/**
 * Answers of at least COMPRESS_MIN_BYTES compressed: with brotli (DYNAMIC_BROTLI_QUALITY) for a client that accepts
 * it, else by Hono's compress() (gzip or deflate). The threshold reads Content-Length only, which a JSON answer
 * (built whole in memory, never streamed) does not have yet: it is measured first. Pages from the page cache arrive
 * compressed already, and are left alone.
 * @returns {import("hono").MiddlewareHandler}
 */
export function compressLargeAnswers() {
  const compressor = compress({ threshold: COMPRESS_MIN_BYTES });
  return (c, next) =>
    compressor(c, async () => {
      await next();
      if (!c.res.headers.has("Content-Length") && isJson(c.res) && c.res.body) {
        const body = await c.res.arrayBuffer();
        c.res = new Response(body, c.res);
        c.res.headers.set("Content-Length", String(body.byteLength));
      }
      if (brotliAccepted(c) && compressible(c)) brotliCompressed(c);
    });
}

/** @param {import("hono").Context} c */
function brotliAccepted(c) {
  return accepts(c, { header: "Accept-Encoding", supports: ["br"], default: "" }) === "br";
}

/** The checks of compress(): a whole answer of a compressible type, not compressed yet, that may be transformed. */
function compressible(/** @type {import("hono").Context} */ c) {
  const { res } = c;
  const length = res.headers.get("Content-Length");
  return (
    res.body !== null &&
    res.status !== 206 &&
    c.req.method !== "HEAD" &&
    !res.headers.has("Content-Encoding") &&
    !res.headers.has("Transfer-Encoding") &&
    !(length && Number(length) < COMPRESS_MIN_BYTES) &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(res.headers.get("Content-Type") ?? "") &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")
  );
}

/** Replaces the answer with its brotli-compressed stream (compress() then leaves it alone). */
function brotliCompressed(/** @type {import("hono").Context} */ c) {
  const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } });
  const body = /** @type {ReadableStream} */ (c.res.body).pipeThrough(Duplex.toWeb(brotli));
  c.res = new Response(body, c.res);
  c.res.headers.delete("Content-Length");
  c.res.headers.set("Content-Encoding", "br");
  const vary = c.res.headers.get("Vary");
  if (!vary) c.res.headers.set("Vary", "Accept-Encoding");
  else if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary)) {
    c.res.headers.set("Vary", `${vary}, Accept-Encoding`);
  }
  const etag = c.res.headers.get("ETag");
  if (etag && !etag.startsWith("W/")) c.res.headers.set("ETag", `W/${etag}`);
}

/** @param {Response} response */
function isJson(response) {
  return (response.headers.get("Content-Type") ?? "").startsWith("application/json");
}
