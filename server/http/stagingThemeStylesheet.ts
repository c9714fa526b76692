import { STAGING_THEMES } from "~/app/loaders/previewLook.server";

/**
 * GET /preview/theme.css?key=<theme>&v=<version>: a staging theme's stylesheet (previewLook.server.ts), linked by
 * live previews only. From the shop's own origin, so style-src-elem stays 'self'; the current version may be kept for
 * a year, like /shop.css.
 */
export function answerStagingThemeStylesheet(url: URL): Response {
  const theme = STAGING_THEMES.get(url.searchParams.get("key") ?? "");
  const headers = { "Content-Type": "text/css; charset=utf-8" };
  if (!theme) return new Response("", { status: 404, headers: { ...headers, "Cache-Control": "public, max-age=60" } });
  const current = url.searchParams.get("v") === theme.version;
  return new Response(theme.css, {
    headers: { ...headers, "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=60" },
  });
}
