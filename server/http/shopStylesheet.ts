import type { ShopShell } from "~/app/services";
import type { PathLang } from "~/lib/localePath";

/** Where the shop's sanitised slotCss is served; root.server.ts links it as `?lang=<lang>&v=<version>`. */
export const SHOP_STYLESHEET_PATH = "/shop.css";

const PATH_LANGS: readonly PathLang[] = ["th", "en", "cn"];

/**
 * GET /shop.css: the slotCss of the request host's shop in a language (§3), sanitised when its shell was prepared
 * (shopLook.server.ts). Served from the shop's own origin, so the page's style-src-elem stays 'self' and no nonce or
 * hash has to follow it into cached pages. The version in the link is the content's hash: a request naming the
 * current one may be kept for a year, any other only briefly.
 */
export async function answerShopStylesheet(
  url: URL,
  shellOf: (lang: PathLang) => Promise<ShopShell | null>,
): Promise<Response> {
  const langParam = url.searchParams.get("lang");
  const lang = PATH_LANGS.find((known) => known === langParam) ?? "th";
  const shell = await shellOf(lang);
  if (!shell) return cssAnswer("", 404, "no-store"); // no such shop, or its data cannot be had now
  const stylesheet = shell.look.stylesheet;
  if (!stylesheet) return cssAnswer("", 404, "public, max-age=60");
  const current = url.searchParams.get("v") === stylesheet.version;
  return cssAnswer(stylesheet.css, 200, current ? "public, max-age=31536000, immutable" : "public, max-age=60");
}

function cssAnswer(css: string, status: number, cacheControl: string): Response {
  return new Response(css, {
    status,
    headers: { "Content-Type": "text/css; charset=utf-8", "Cache-Control": cacheControl },
  });
}
