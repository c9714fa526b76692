import type { PublicUrlConfig } from "../config";

/**
 * The origin a shop's pages are known by (canonical, og:url, hreflang): the shop's host with the configured scheme
 * and port. The request line and the Host header's port never reach it, so no request can make a page name another
 * origin.
 */
export function publicOriginOf({ scheme, port }: PublicUrlConfig, host: string): string {
  return `${scheme}://${host}${port === null ? "" : `:${port}`}`;
}
