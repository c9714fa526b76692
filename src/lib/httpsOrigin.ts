/** An https origin a page's Content-Security-Policy can name: a host name (letters, digits, dots, dashes), a port. */
const CSP_SAFE_HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/**
 * The origin of an https URL a shop configured; null for anything else. The URL parser keeps characters such as
 * ";", "," and "*" in a host name: an origin holding one would rewrite the policy it is written into
 * ("https://a.example;script-src-elem", "https://*"), so only plain host names count.
 */
export function httpsOriginOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const { origin } = new URL(url);
    return CSP_SAFE_HTTPS_ORIGIN.test(origin) ? origin : null;
  } catch {
    return null;
  }
}
