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
  /** EDITOR_ORIGINS: the demo stands in for the platform's editor, so it mints only for an origin on that list. */
  editorOrigins: readonly string[];
  shopIdOf(host: string): Promise<number | null>;
  /** The shop API (GET /api/page for the page JSON the editor starts with). */
  api(request: Request): Promise<Response>;
}

/**
 * The demo editor page (development and tests only: server/entry.ts mounts it unless NODE_ENV=production, or with
 * PREVIEW_DEMO=1). Opened at its own origin (one of EDITOR_ORIGINS), it frames `?shop=` (an origin of this server:
 * same scheme and port; default http://localhost) at `?path=` with a preview token minted for itself, as a shop
 * owner's editor would.
 */
export function previewDemoRoutes(deps: PreviewDemoDeps): Hono {
  const app = new Hono();
  app.get(PREVIEW_DEMO_PATH, async (c) => {
    const own = new URL(c.req.url);
    if (!deps.editorOrigins.includes(own.origin)) return c.text(`${own.origin} is not on EDITOR_ORIGINS`, 403);
    const shopOrigin = shopOriginOf(c.req.query("shop"), own);
    const path = c.req.query("path") || "/";
    const frameUrl = shopOrigin && URL.canParse(path, shopOrigin) ? new URL(path, shopOrigin) : null;
    if (!shopOrigin || frameUrl?.origin !== shopOrigin) {
      return c.text("?shop= must be an origin of this server (its scheme and port), ?path= a path", 400);
    }
    const shopHost = new URL(shopOrigin).hostname;
    const shopId = await deps.shopIdOf(shopHost);
    if (shopId === null) return c.text(`no shop at ${shopHost}`, 404);

    const token = mintPreviewToken(
      { shopId, editorOrigin: own.origin, expiresAt: Math.floor(Date.now() / 1000) + TOKEN_SECONDS },
      deps.secret,
    );
    frameUrl.searchParams.set(PREVIEW_TOKEN_PARAM, token);
    const nonce = randomBytes(16).toString("base64");
    c.header(
      "Content-Security-Policy",
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; frame-src ${shopOrigin}; ` +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    c.header("Cache-Control", "no-store");
    const pageJson = await pageJsonOf(deps, shopOrigin, frameUrl.pathname);
    return c.html(demoEditorPage({ nonce, frameUrl: frameUrl.href, shopOrigin, pageJson }));
  });
  return app;
}

/** The framed shop's origin: `?shop=` if it is this server's (the editor's scheme and port), else localhost there. */
function shopOriginOf(shop: string | undefined, own: URL): string | null {
  try {
    const url = new URL(shop ?? `${own.protocol}//localhost${own.port ? `:${own.port}` : ""}`);
    return url.protocol === own.protocol && url.port === own.port ? url.origin : null;
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
