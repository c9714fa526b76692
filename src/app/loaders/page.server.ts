import { data, type RouterContextProvider, redirect } from "react-router";
import { ApiError } from "~/api/client";
import type { PageData } from "~/generated/schemas";
import { deliveryRulesOf } from "~/lib/delivery";
import { isDemoSection } from "~/lib/demoSection";
import { usesAttributeParams } from "~/lib/listingAttributes";
import { ldJsonItems } from "~/lib/ldJsonItems";
import { contentLangOf, langPrefix } from "~/lib/localePath";
import { localizeHref } from "~/lib/localizeHref";
import { pageLayout } from "~/lib/pageLayout";
import { screenMeta } from "~/lib/refusedMeta";
import { redirectStatusOf, shownPageStatusOf, UNAVAILABLE_STATUSES } from "~/lib/pageStatus";
import { safeRedirectTarget } from "~/lib/safeRedirect";
import { shopUrlsOnOrigin } from "~/lib/shopUrlsOnOrigin";
import { installLinksOf } from "~/lib/webManifest";
import { collectNeeds } from "~/renderer/collectNeeds";
import { kindsOf, preloadWidgets } from "~/renderer/widgetModules";
import { servicesContext } from "../services";
import { fetchCatalogue } from "./catalogue.server";
import { withHomeLd } from "./homeLd.server";
import { pageRequestOf } from "./pageRequest.server";
import { pageNodesOf } from "./pageNodes.server";
import { deliveryLineOf } from "./deliveryLine.server";
import { shareCardOf } from "./shareCard.server";

const REDIRECT_ALLOWED_HOSTS = (process.env.REDIRECT_ALLOWED_HOSTS ?? "").split(",").filter(Boolean);

/**
 * The page pipeline's loader (§2, ARCHITECTURE): the shop's page for the path without its language prefix,
 * 404 → the not-found error, redirectUrl → a safe redirect, then the tree normalised and its widgets loaded.
 */
export async function loadPage({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const pageRequest = pageRequestOf(url);
  const { lang, path } = pageRequest;

  let page: PageData;
  try {
    page = await services.data.page(pageRequest);
  } catch (error) {
    // 404, or a path or query the API refuses (400): either way this URL names no page of the shop
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data({ path }, { status: 404, statusText: "Page Not Found" });
    }
    // the shop's data cannot be had just now (its database or API is down, slow or answered nonsense): the error
    // page says so, with the status clients retry on
    if (error instanceof ApiError && UNAVAILABLE_STATUSES.has(error.status)) {
      throw data({ path }, { status: error.status, statusText: "Service Unavailable" });
    }
    // the stored page is over the document limits (422 PAGE_OVER_LIMITS): the error page at once, its reason logged
    if (error instanceof ApiError && error.status === 422) {
      console.error(`[page] ${services.host} ${path}: ${error.message}`);
      throw data({ path }, { status: 500, statusText: "Internal Server Error" });
    }
    throw error;
  }

  if (page.redirectUrl) {
    const target = safeRedirectTarget(page.redirectUrl, request.url, REDIRECT_ALLOWED_HOSTS);
    if (target) {
      throw redirect(localizeHref(target, lang), redirectStatusOf(page.httpStatusCode));
    }
    console.warn(
      `[page] ${services.host} ${path}: redirectUrl ${page.redirectUrl} refused (not same shop or allowed host)`,
    );
  }

  // share cards and structured data name the shop's public origin, whatever address a stored page was written at
  const pageHead = shopUrlsOnOrigin(page.pageHead, services.host, services.siteOrigin);
  const ldJson = ldJsonItems(pageHead.ld_json);
  for (const problem of ldJson.problems) console.warn(`[page] ${services.host} ${path}: ${problem}`);
  const { head, refused } = screenMeta(pageHead);
  for (const { pointer, message } of refused)
    console.warn(`[page] ${services.host} ${path}: /pageHead${pointer} dropped: ${message}`);

  const nodes = pageNodesOf(services, page, path);
  const widgetKinds = kindsOf(nodes);
  const [catalogue, shell] = await Promise.all([
    fetchCatalogue(services.data, lang, collectNeeds(nodes, services.validator)),
    services.data.shell(pageRequest), // the root loader's, read once per request
    preloadWidgets(widgetKinds),
  ]);

  // a product page says the shop's delivery rules under the price, in words made here (no code in the page)
  const deliveryLine = page.otherData?.productDetails
    ? deliveryLineOf(deliveryRulesOf(shell?.base.delivery), contentLangOf(lang))
    : undefined;
  const pathWithoutSlash = path === "/" ? "" : path;
  const search = url.search;
  const canonical = `${services.siteOrigin}${url.pathname}${search}`;
  const shownHead = {
    ...head,
    ld_json: withHomeLd(ldJson.items, { shell, pageRequest, siteOrigin: services.siteOrigin }),
  };
  return data(
    {
      path,
      lang: page.nowLang.key,
      layout: pageLayout(path, page.pageSetting),
      head: shownHead,
      share: shareCardOf({ head: shownHead, shell, lang, canonical, origin: services.siteOrigin }),
      links: installLinksOf(contentLangOf(lang)),
      nodes,
      search: url.search,
      otherData: deliveryLine ? { ...page.otherData, deliveryLine } : (page.otherData ?? {}),
      catalogue,
      widgetKinds,
      alternates: {
        th: `${services.siteOrigin}${pathWithoutSlash || "/"}${search}`,
        en: `${services.siteOrigin}${langPrefix("en")}${pathWithoutSlash}${search}`,
      },
      canonical,
    },
    {
      status: shownPageStatusOf(page.httpStatusCode),
      // §2: a demo page shows the base data as it is now, so neither the page cache nor a CDN may keep it; a page
      // asked with attribute filters it did not use (another shop's, junk) is not kept either: only the shop's own
      // attributes' values add stored pages (server/pageCache/pageQuery)
      headers:
        isDemoSection(path) || !usesAttributeParams(url.searchParams, listingChoiceOf(page.otherData))
          ? { "Cache-Control": "no-store" }
          : undefined,
    },
  );
}

/** The sort and filters a catalogue page's list was made with, if it has one. */
function listingChoiceOf(otherData: PageData["otherData"]) {
  return (otherData?.categoryListing?.refine ?? otherData?.searchResults?.refine)?.choice;
}

export type PageLoaderData = Awaited<ReturnType<typeof loadPage>>["data"];
