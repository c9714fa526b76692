import { contentLangOf, langPrefix } from "~/lib/localePath";
import { withSiteLd } from "~/lib/siteLd";
import { APP_ICON_SIDES, appIconPath } from "~/lib/webManifest";
import type { PageRequest, ShopShell } from "../services";

/**
 * The home page's JSON-LD with the shop's WebSite and Organization added (src/lib/siteLd.ts), on its public origin;
 * every other page's as it is. The Organization's logo is the shop's largest app icon (a PNG drawn from its favicon,
 * server/shopIcons), for a shop that has a favicon. `shell` is the one the page loader read for the request.
 */
export function withHomeLd(
  items: object[],
  { shell, pageRequest, siteOrigin }: { shell: ShopShell | null; pageRequest: PageRequest; siteOrigin: string },
): object[] {
  if (pageRequest.path !== "/" || !shell) return items;
  const { web, webHead } = shell.base;
  const logoSide = Math.max(...APP_ICON_SIDES);
  return withSiteLd(items, {
    name: web.name ?? webHead.title ?? "",
    homeUrl: `${siteOrigin}${langPrefix(pageRequest.lang) || "/"}`,
    lang: contentLangOf(pageRequest.lang),
    logo: web.favicon ? `${siteOrigin}${appIconPath(logoSide)}` : undefined,
  });
}
