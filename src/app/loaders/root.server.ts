import { isbot } from "isbot";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { BaseData } from "~/generated/schemas";
import { firstVisitLang } from "~/lib/firstVisitLang";
import { contentLangOf, resolveLocalePath } from "~/lib/localePath";
import { localizeHref } from "~/lib/localizeHref";
import { kindsOf, preloadWidgets } from "~/renderer/widgetModules";
import { servicesContext } from "../services";
import { langCookieHeader, rememberedLang } from "./langCookie.server";
import { prepareTree } from "./zones.server";

export async function loadRoot({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const { lang, path } = resolveLocalePath(url.pathname);
  const contentLang = contentLangOf(lang);
  const isBot = isbot(request.headers.get("user-agent"));
  const remembered = await rememberedLang(request);
  const visitLang = firstVisitLang({ pathLang: lang, rememberedLang: remembered, country: services.country, isBot });
  if (visitLang) throw redirect(localizeHref(`${path}${url.search}${url.hash}`, visitLang), 302);
  const base = await services
    .api(lang)
    .get<BaseData>("/api/base", { lang })
    .catch(() => null); // §7: a failed base fetch is swallowed

  const header = base
    ? prepareTree(services, base.headerZone.children, "/headerZone/children", "header", "headerZone")
    : [];
  const footer = base
    ? prepareTree(services, base.footerZone.children, "/footerZone/children", "footer", "footerZone")
    : [];
  const widgetKinds = kindsOf([...header, ...footer]);
  await preloadWidgets(widgetKinds);

  const cookie = await langCookieHeader(request, contentLang, remembered);
  return data(
    {
      lang,
      contentLang,
      host: services.host,
      apiBaseUrl: services.browserApiBaseUrl,
      isBot,
      showProblems: services.showProblems,
      hostedCheckoutUrl: services.hostedCheckoutUrl,
      shop: base
        ? {
            id: base.web.web_id,
            webName: base.web.web_name,
            frontendWebUrl: base.frontend_web_url,
            name: base.web.name ?? base.webHead.title,
            favicon: base.web.favicon,
            webHead: base.webHead,
          }
        : null,
      header,
      footer,
      widgetKinds,
    },
    cookie ? { headers: { "Set-Cookie": cookie } } : undefined,
  );
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>["data"];
