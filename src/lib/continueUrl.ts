/** Whitespace (U+3000 included) or a control character anywhere: a browser may skip or strip them. */
const UNSAFE_CHARACTER = /[\s\p{Cc}]/u;

/**
 * The continue_url of a log-in, log-out or registration (§7): where the account service sends the shopper back.
 * Only a URL of the shop's own origin is kept (path, query and hash, so the language prefix too); anything else
 * is replaced by the shop's home: another origin, a protocol-relative `//host` or `/\host`, a scheme without
 * slashes (`https:evil.com`, `javascript:`), something still percent-encoded (`%2F%2Fevil.com`), a backslash,
 * whitespace or control characters, user info. Both the shop API and the account service check it.
 */
export function safeContinueUrl(raw: string | null | undefined, shopOrigin: string): string {
  const home = `${shopOrigin}/`;
  if (!raw || UNSAFE_CHARACTER.test(raw) || raw.includes("\\")) return home;
  const isPath = raw.startsWith("/") && !raw.startsWith("//");
  if (!isPath && !/^https?:\/\//i.test(raw)) return home;
  let url: URL;
  try {
    url = new URL(raw, home);
  } catch {
    return home;
  }
  if (url.origin !== shopOrigin || url.username !== "" || url.password !== "") return home;
  return url.href;
}

/**
 * The account service's page the shop API named (GET /api/x4/url/…), with `extra` query parameters appended
 * (§7), or null when it must not be followed: only an http(s) URL on the configured account service's origin.
 */
export function accountServiceTarget(
  url: string,
  accountServiceOrigin: string,
  extra: Readonly<Record<string, string>>,
): string | null {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return null;
  }
  if (target.protocol !== "https:" && target.protocol !== "http:") return null;
  if (target.origin !== accountServiceOrigin || target.username !== "" || target.password !== "") return null;
  for (const [name, value] of Object.entries(extra)) target.searchParams.set(name, value);
  return target.href;
}
