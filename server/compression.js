import { compress } from "hono/compress";

/**
 * Answers smaller than this are sent as they are: gzip adds about 20 bytes of framing, so it saves nothing on them
 * and costs a compressor per request (`/api/health`'s 11 bytes cost three times the CPU gzipped).
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Hono's compress() for answers of at least COMPRESS_MIN_BYTES. Its threshold reads Content-Length only, which a JSON
 * answer (built whole in memory, never streamed) does not have yet: it is measured first. Pages from the page cache
 * arrive compressed already, and compress() leaves them alone.
 * @returns {import("hono").MiddlewareHandler}
 */
export function compressLargeAnswers() {
  const compressor = compress({ threshold: COMPRESS_MIN_BYTES });
  return (c, next) =>
    compressor(c, async () => {
      await next();
      if (c.res.headers.has("Content-Length") || !isJson(c.res) || !c.res.body) return;
      const body = await c.res.arrayBuffer();
      c.res = new Response(body, c.res);
      c.res.headers.set("Content-Length", String(body.byteLength));
    });
}

/** @param {Response} response */
function isJson(response) {
  return (response.headers.get("Content-Type") ?? "").startsWith("application/json");
}
