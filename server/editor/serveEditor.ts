import { readFile } from "node:fs/promises";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context } from "hono";
import { newNonce } from "../http/contentSecurityPolicy";

/** Where `npm run build` writes the editor app (vite.config.ts, mode "editor"). */
const EDITOR_BUILD = "./build/editor";
/** The editor's files are under this path on the editor origin; any other path is one of its screens. */
export const EDITOR_ASSETS_PATH = "/editor/";

export interface EditorAppOptions {
  /** The shops' frames: the editor's scheme and port on any host (one server serves the shops and the editor). */
  frameSources: string;
  /** Production caches index.html; development reads it anew (a rebuild shows without a restart). */
  cacheIndex: boolean;
}

/**
 * The shop editor (src/editor) on the editor origin: its hashed files under /editor/ (kept a year), and its page
 * for every other path (the app routes in the browser), never stored, with a CSP of its own: scripts and styles
 * from itself only (a nonce for the style elements of the dialogs, the colour picker and the rich-text editor),
 * API calls to itself, frames and images of the shops.
 */
export function editorApp({ frameSources, cacheIndex }: EditorAppOptions): (c: Context) => Promise<Response> {
  let index: Promise<string> | null = null;
  const files = serveStatic({
    root: EDITOR_BUILD,
    precompressed: true,
    rewriteRequestPath: (path) => path.slice(EDITOR_ASSETS_PATH.length - 1),
    onFound: (_path, c) => {
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
  });
  const page = async (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.text("Method Not Allowed", 405);
    if (!index || !cacheIndex) index = readFile(`${EDITOR_BUILD}/index.html`, "utf8");
    const html = await index.catch(() => null);
    if (html === null) return c.text("The editor is not built: run `npm run build`.", 503);
    const nonce = newNonce();
    c.header("Content-Security-Policy", editorPolicy(nonce, frameSources));
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    return c.html(html.replaceAll("%EDITOR_NONCE%", nonce));
  };
  return async (c) =>
    c.req.path.startsWith(EDITOR_ASSETS_PATH) ? ((await files(c, async () => {})) ?? c.notFound()) : page(c);
}

function editorPolicy(nonce: string, frameSources: string): string {
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'", // ajv compiles the kinds' schemas to functions, as in a live preview
    `style-src 'self' 'nonce-${nonce}'`,
    "font-src 'self'",
    `img-src 'self' data: blob: ${frameSources}`,
    "connect-src 'self'",
    `frame-src ${frameSources}`,
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
