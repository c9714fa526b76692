import { isAttributeParam } from "~/lib/listingAttributes";
import { LISTING_PARAMS } from "~/lib/listingQuery";

/**
 * The query parameters a page is made from (§2): the search (q), the product and blog list pages (p_page,
 * b_page) and the product lists' sort and filters (LISTING_PARAMS), which GET /api/page passes on to the catalogue
 * pages; and a coupon page's "My coupons" (mine, src/lib/myCoupons.ts). The attribute filters (a.<attribute>,
 * isAttributeParam) are page parameters too. Nothing else in a page depends on its query: tracking parameters
 * (utm_*, fbclid, gclid…) are read in the browser, by the shop's tags.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ["q", "p_page", "b_page", ...LISTING_PARAMS, "mine"];

function isPageQueryParam(name: string): boolean {
  return PAGE_QUERY_PARAMS.includes(name) || isAttributeParam(name);
}

/**
 * The URL as a page is rendered and cached for it: only PAGE_QUERY_PARAMS, each once (the last, as the page reads
 * it), in a stable order, then the attribute parameters, each value once (a GET form repeats the parameter for
 * several values). A thousand tracking links to one page are one stored page, and no stored page shows a parameter
 * it did not use (its canonical URL leaves them out too); an attribute or value the shop does not have makes the
 * page one that is not stored (the page loader's Cache-Control), so junk parameters add no stored pages. React
 * Router's data requests (/path.data, never stored) keep their query: it names the routes to load (_routes).
 */
export function pageUrlOf(url: URL): URL {
  if (url.pathname.endsWith(".data")) return url;
  const kept = new URL(url);
  kept.search = "";
  for (const name of PAGE_QUERY_PARAMS) {
    const values = url.searchParams.getAll(name);
    if (values.length > 0) kept.searchParams.set(name, values[values.length - 1] ?? "");
  }
  for (const name of new Set(url.searchParams.keys())) {
    if (!isAttributeParam(name)) continue;
    for (const value of new Set(url.searchParams.getAll(name))) kept.searchParams.append(name, value);
  }
  return kept;
}

/**
 * A redirect rendered for the page URL (an old slug's 301, a page's redirectUrl), sent on with the parameters the
 * page did not use, so a link's tracking parameters (utm_*, ref…) reach the page it lands on. Only a redirect within
 * the asked origin gets them; redirects are never stored, so this is per request.
 */
export function withUnusedQuery(response: Response, asked: URL): Response {
  const location = response.headers.get("location");
  if (!location || response.status < 300 || response.status > 399) return response;
  const target = new URL(location, asked);
  const unused = [...asked.searchParams].filter(([name]) => !isPageQueryParam(name));
  if (target.origin !== asked.origin || unused.length === 0) return response;
  for (const [name, value] of unused) target.searchParams.append(name, value);
  const headers = new Headers(response.headers);
  headers.set("Location", location.startsWith("/") ? `${target.pathname}${target.search}${target.hash}` : target.href);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
