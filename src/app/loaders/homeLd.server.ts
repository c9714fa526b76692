import { contentLangOf, langPrefix } from "~/lib/localePath";
import { withSiteLd } from "~/lib/siteLd";
import type { PageRequest, StorefrontServices } from "../services";
import { sameOriginOrHttps } from "./shopLook.server";

/**
 * The home page's JSON-LD with the shop's WebSite and Organization added (src/lib/siteLd.ts), on its public origin;
 * every other page's as it is.
 */
export async function withHomeLd(
  services: StorefrontServices,
  pageRequest: PageRequest,
  items: object[],
): Promise<object[]> {
  if (pageRequest.path !== "/") return items;
  const shell = await services.data.shell(pageRequest);
  if (!shell) return items;
  const { web, webHead } = shell.base;
  const icon = sameOriginOrHttps(web.favicon);
  return withSiteLd(items, {
    name: web.name ?? webHead.title ?? "",
    homeUrl: `${services.siteOrigin}${langPrefix(pageRequest.lang) || "/"}`,
    lang: contentLangOf(pageRequest.lang),
    logo: icon?.startsWith("/") ? `${services.siteOrigin}${icon}` : icon,
  });
}
