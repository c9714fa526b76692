import { redirect, type RouterContextProvider } from "react-router";
import { consentConfigOf } from "~/lib/consent";
import { shopUrlsOnOrigin } from "~/lib/shopUrlsOnOrigin";
import { firstVisitLang } from "~/lib/firstVisitLang";
import { langFromCookies } from "~/lib/langCookie";
import { contentLangOf, type PathLang } from "~/lib/localePath";
import { isBotAgent } from "~/lib/isBot";
import { localizeHref } from "~/lib/localizeHref";
import { offeredMethods } from "~/lib/paymentMethods";
import { deliveryRulesOf } from "~/lib/delivery";
import { viewportLayoutOf } from "~/lib/viewport";
import { preloadWidgets } from "~/renderer/widgetModules";
import { tagDefaultsContext } from "../tagDefaults";
import { NO_TAGS } from "~/tracking/tagPlan";
import { previewZonesOf } from "./zones.server";
import { type PageRequest, type StorefrontServices, servicesContext, type ShopShell } from "../services";
import { pageRequestOf } from "./pageRequest.server";
import { type PreviewLook, previewLookOf } from "./previewLook.server";
import { sameOriginOrHttps } from "./shopLook.server";

/**
 * The root route's loader: the first-visit geography redirect (§2), then the shop's shell (base data and prepared
 * zones). It sets no cookie, so the HTML stays cacheable: the browser remembers the language (root.tsx).
 */
export async function loadRoot({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const pageRequest = pageRequestOf(url);
  const { lang, path } = pageRequest;
  const isBot = isBotAgent(request.headers.get("user-agent"));
  const rememberedLang = langFromCookies(request.headers.get("cookie"));
  const visitLang = firstVisitLang({ pathLang: lang, rememberedLang, country: services.country, isBot });
  if (visitLang) {
    // it depends on the visitor's country and language cookie: no cache may keep it for anyone else
    const headers = { "Cache-Control": "private, no-store" };
    throw redirect(localizeHref(`${path}${url.search}${url.hash}`, visitLang), { status: 302, headers });
  }

  const [shell, previewLook] = await Promise.all([
    services.data.shell(pageRequest),
    previewLookFor(services, pageRequest),
  ]);
  const widgetKinds = shell?.widgetKinds ?? [];
  await preloadWidgets(widgetKinds);
  if (shell && !services.preview) context.set(tagDefaultsContext, shell.tagDefaults);
  return {
    lang,
    contentLang: contentLangOf(lang),
    host: services.host,
    apiBaseUrl: services.browserApiBaseUrl,
    isBot,
    /** What the page is laid out for (§4 viewport cookie); the page cache keys pages by it too. */
    viewportLayout: viewportLayoutOf(request.headers.get("cookie")),
    showProblems: services.showProblems,
    /** The shop owner's live preview (src/preview), or null. */
    preview: services.preview,
    hostedCheckoutUrl: services.hostedCheckoutUrl,
    accountServiceUrl: services.accountServiceUrl,
    // a live preview runs no tags: the owner's edits are no shopper's visits, and its URL carries the token; the
    // shop's own absolute URLs (its address, its head's share cards) name its public origin
    shop: shell
      ? shopUrlsOnOrigin(
          shopOf(services.preview ? { ...shell, tags: NO_TAGS } : shell, lang, previewLook),
          services.host,
          services.siteOrigin,
        )
      : null,
    /** The shop's delivery rules: the cart drawer's progress line. */
    delivery: { rules: deliveryRulesOf(shell?.base.delivery) },
    ...zonesOf(services, shell),
    widgetKinds,
  };
}

/** The shell's prepared zones; in a live preview, with every invalid node kept as a placeholder. */
function zonesOf(services: StorefrontServices, shell: ShopShell | null) {
  if (!shell) return { header: [], footer: [] };
  return services.preview ? previewZonesOf(services.validator, shell) : { header: shell.header, footer: shell.footer };
}

/** A live preview's look (§4: previewData of the page's answer); null for shoppers, who ask nothing more. */
async function previewLookFor(services: StorefrontServices, pageRequest: PageRequest): Promise<PreviewLook | null> {
  if (!services.preview) return null;
  const page = await services.data.page(pageRequest).catch(() => null); // the page loader reports its failure
  return previewLookOf(page?.previewData, (message) => console.warn(`[preview] ${services.host}: ${message}`));
}

/** What every page shows of the shop: its names, head, consent configuration, tags and §3 settings. */
function shopOf({ base, look, tags }: ShopShell, lang: PathLang, previewLook: PreviewLook | null) {
  return {
    id: base.web.web_id,
    webName: base.web.web_name,
    frontendWebUrl: base.frontend_web_url,
    name: base.web.name ?? base.webHead.title,
    favicon: sameOriginOrHttps(base.web.favicon),
    webHead: base.webHead,
    consent: consentConfigOf(base.cookieConsent),
    /** The shop's tags, their ids checked (§5): the head's consent defaults and the tag loader follow them. */
    tags,
    /** Theme and tokens go on <html>, the shop's stylesheets after ours (root.tsx); a preview's theme wins. */
    theme: previewLook?.theme ?? look.theme,
    /** A live preview's staging theme stylesheet, before the shop's own. */
    stagingThemeHref: previewLook?.stylesheetHref,
    style: look.style,
    bundledCssUrl: sameOriginOrHttps(base.bundledCssUrl),
    slotCssHref: look.stylesheet ? `/shop.css?lang=${lang}&v=${look.stylesheet.version}` : undefined,
    transitionName: base.transitionName ?? "none",
    disableRightClick: base.settings?.disableRightClick ?? false,
    disableTextSelection: base.settings?.disableTextSelection ?? false,
    paymentMethods: offeredMethods(base.paymentMethods),
    /** Thai words its text never breaks inside (widgets/shared/shopWords.ts). */
    thaiWords: base.web.thaiWords ?? [],
  };
}

export type RootData = Awaited<ReturnType<typeof loadRoot>>;
