import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, constants, gzip } from "node:zlib";
import { DYNAMIC_BROTLI_QUALITY } from "../compression.js";
import type { StoredEncoding } from "./acceptedEncoding";

const brotli = promisify(brotliCompress);
const unbrotli = promisify(brotliDecompress);
const gzipAsync = promisify(gzip);

/**
 * A stored page's bytes: brotli always; gzip once the page is refined (hot). Until then a gzip client's answer is
 * made from the brotli bytes at gzip level 1 (about 1 ms for a 117 KB page), and a plain one by decompressing.
 */
export interface PageBody {
  br: Buffer;
  gzip?: Buffer;
  /** Compressed at high quality, off the request path (refinedBody), rather than as cheaply as a render's answer. */
  refined: boolean;
}

/** Brotli and gzip's best settings, for pages asked often: about 15 ms of CPU for a 78 KB page, paid once. */
const REFINED_BROTLI_QUALITY = 9;
const REFINED_GZIP_LEVEL = 9;

const brotliAt = (html: Buffer, quality: number) =>
  brotli(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
  });

/**
 * A rendered page's body as stored on the request path: brotli at the quality every uncached answer gets
 * (server/compression.js), so storing a page costs what compressing it for the shopper would have.
 */
export async function quickBody(html: Buffer): Promise<PageBody> {
  return { br: await brotliAt(html, DYNAMIC_BROTLI_QUALITY), refined: false };
}

/** The body at brotli's and gzip's best: what a hot page is recompressed to, off the request path. */
export async function refinedBody(body: PageBody): Promise<PageBody> {
  const html = await unbrotli(body.br);
  const [br, gzipped] = await Promise.all([
    brotliAt(html, REFINED_BROTLI_QUALITY),
    gzipAsync(html, { level: REFINED_GZIP_LEVEL }),
  ]);
  return { br, gzip: gzipped, refined: true };
}

/** The bytes to answer in `encoding`. */
export async function bodyIn(body: PageBody, encoding: StoredEncoding | "identity"): Promise<Buffer> {
  if (encoding === "br") return body.br;
  if (encoding === "gzip" && body.gzip) return body.gzip;
  const html = await unbrotli(body.br);
  return encoding === "gzip" ? gzipAsync(html, { level: 1 }) : html;
}

/** The bytes a body keeps in memory. */
export function bodyBytes(body: PageBody): number {
  return body.br.length + (body.gzip?.length ?? 0);
}
