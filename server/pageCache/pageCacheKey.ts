import type { ViewportLayout } from "~/lib/viewport";

/** What a cached page is keyed by: everything a render of it depends on. */
export interface PageRequestIdentity {
  /** The request URL as the render sees it: its origin comes from the Host header (see server/index.js). */
  url: URL;
  /** Bots get the whole document at once and no cart (isbot on the User-Agent). */
  isBot: boolean;
  /** The layout the viewport cookie asks for (phone pages leave out what only wide ones show). */
  viewportLayout: ViewportLayout;
  /** The build that rendered it: a new build never answers with an old build's asset URLs. */
  build: string;
}

/**
 * The cache key of a page: build, bot or shopper, viewport layout, origin (scheme, host and port as the Host header named them, since
 * canonical and alternate URLs are rendered from it), path, and the query with its parameters in a stable order.
 */
export function pageCacheKey({ url, isBot, viewportLayout, build }: PageRequestIdentity): string {
  const query = new URLSearchParams(url.searchParams);
  query.sort();
  const search = query.size > 0 ? `?${query}` : "";
  return `${build} ${isBot ? "bot" : "shopper"} ${viewportLayout} ${url.origin}${url.pathname}${search}`;
}
