import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import { mintPreviewToken } from "../preview/previewToken";
import { demoEditorPage } from "./page";

/** Where the demo editor answers, on any host (e.g. http://editor.localhost:3000/__preview-demo). */
export const PREVIEW_DEMO_PATH = "/__preview-demo";

/** How long the demo's preview tokens last. */
const TOKEN_SECONDS = 5 * 60;

export interface PreviewDemoDeps {
  /** The preview key tokens are signed with (previewSecret.ts). */
  secret: string;
  shopIdOf(host: string): Promise<number | null>;
  /** The shop API (GET /api/page for the page JSON the editor starts with). */
  api(request: Request): Promise<Response>;
}

/**
 * The demo editor page (development and tests only: server/entry.ts mounts it unless NODE_ENV=production, or with
 * PREVIEW_DEMO=1). Opened at its own origin, it frames `?shop=` (an origin, default http://localhost on the same
 * port) at `?path=` with a preview token minted for itself, as a shop owner's editor would.
 */
export function previewDemoRoutes(deps: PreviewDemoDeps): Hono {
  const app = new Hono();
  app.get(PREVIEW_DEMO_PATH, async (c) => {
    const own = new URL(c.req.url);
    const shopOrigin = shopOriginOf(c.req.query("shop"), own);
    const path = c.req.query("path") || "/";
    if (!shopOrigin || !path.startsWith("/") || path.startsWith("//"))
      return c.text("?shop= must be an http(s) origin, ?path= a path", 400);
    const shopHost = new URL(shopOrigin).hostname;
    const shopId = await deps.shopIdOf(shopHost);
    if (shopId === null) return c.text(`no shop at ${shopHost}`, 404);

    const token = mintPreviewToken(
      { shopId, editorOrigin: own.origin, expiresAt: Math.floor(Date.now() / 1000) + TOKEN_SECONDS },
      deps.secret,
    );
    const frameUrl = new URL(path, shopOrigin);
    frameUrl.searchParams.set(PREVIEW_TOKEN_PARAM, token);
    const nonce = randomBytes(16).toString("base64");
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-src ${shopOrigin}; ` +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    c.header("Cache-Control", "no-store");
    const pageJson = await pageJsonOf(deps, shopOrigin, path);
    return c.html(demoEditorPage({ nonce, frameUrl: frameUrl.href, shopOrigin, pageJson }));
  });
  return app;
}

/** The framed shop's origin: `?shop=`, else http://localhost on the editor's own port. */
function shopOriginOf(shop: string | undefined, own: URL): string | null {
  try {
    const url = new URL(shop ?? `http://localhost${own.port ? `:${own.port}` : ""}`);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** The shop's page data for the textarea (pageComponent, pageSetting, pageHead), or an empty page when it has none. */
async function pageJsonOf(deps: PreviewDemoDeps, shopOrigin: string, path: string): Promise<string> {
  const url = new URL("/api/page", shopOrigin);
  url.searchParams.set("path", path);
  const response = await deps.api(
    new Request(url, { headers: { accept: "application/json", "x-nuxt-host": new URL(shopOrigin).host } }),
  );
  const body = (await response.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  const { pageComponent = { children: [] }, pageSetting, pageHead } = body?.data ?? {};
  return JSON.stringify({ pageComponent, pageSetting, pageHead }, null, 2);
}
