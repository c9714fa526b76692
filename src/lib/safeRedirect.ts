/** Whitespace (U+3000 included) or a control character anywhere: CR/LF would split the Location header. */
const UNSAFE_CHARACTER = /[\s\p{Cc}]/u;

/**
 * The target of a page's redirectUrl, or null when it must not be followed: only a path of the same shop or a
 * URL on the request's own host or an allow-listed host is accepted (no open redirects), without whitespace or
 * control characters inside. Non-ASCII (a Thai path) is percent-encoded, so the Location header is plain ASCII.
 */
export function safeRedirectTarget(
  redirectUrl: string,
  requestUrl: string,
  allowedHosts: readonly string[] = [],
): string | null {
  const target = redirectUrl.trim();
  if (target === "" || UNSAFE_CHARACTER.test(target)) return null;
  if (target.startsWith("/")) {
    // "//evil.example" and "/\evil.example" are protocol-relative in browsers
    if (target.startsWith("//") || target.startsWith("/\\")) return null;
    const url = new URL(target, requestUrl);
    if (url.host !== new URL(requestUrl).host) return null;
    return `${url.pathname}${url.search}${url.hash}`;
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
