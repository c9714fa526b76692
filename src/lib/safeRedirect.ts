/**
 * The target of a page's redirectUrl, or null when it must not be followed: only a path of the same shop or a
 * URL on the request's own host or an allow-listed host is accepted (no open redirects).
 */
export function safeRedirectTarget(
  redirectUrl: string,
  requestUrl: string,
  allowedHosts: readonly string[] = [],
): string | null {
  const target = redirectUrl.trim();
  if (target === "") return null;
  if (target.startsWith("/")) {
    // "//evil.example" and "/\evil.example" are protocol-relative in browsers
    if (target.startsWith("//") || target.startsWith("/\\")) return null;
    // so are "/<tab>/evil.example" and "/<newline>\evil.example": URL parsers drop tabs and newlines
    if (new URL(target, requestUrl).host !== new URL(requestUrl).host) return null;
    return target;
  }
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const own = new URL(requestUrl);
  const hostname = url.hostname.toLowerCase();
  if (url.host === own.host || allowedHosts.includes(hostname)) return url.toString();
  return null;
}
