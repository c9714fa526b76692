/**
 * A host name (DNS labels of letters, digits and hyphens; an IPv4 address is one too) or a bracketed IPv6 address,
 * then an optional port: what a browser sends as Host. A final dot is allowed (a fully qualified name).
 */
const VALID_HOST =
  /^(?:(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const MAX_HOST_BYTES = 255;

/**
 * Whether a request names its host exactly once and validly. Two Host headers would be read one way by the page
 * cache (the first) and another by the page (both, joined by a comma), so no part may see more than one: the shop,
 * its absolute URLs and the cache key all come from the one value (server/index.js refuses the request otherwise).
 */
export function hasOneValidHost(rawHeaders: readonly string[]): boolean {
  let host: string | undefined;
  for (let index = 0; index < rawHeaders.length; index += 2) {
    if (rawHeaders[index]?.toLowerCase() !== "host") continue;
    if (host !== undefined) return false;
    host = rawHeaders[index + 1] ?? "";
  }
  if (host === undefined || host.length > MAX_HOST_BYTES || !VALID_HOST.test(host)) return false;
  const port = /:(\d+)$/.exec(host)?.[1];
  return port === undefined || Number(port) <= 65535;
}
