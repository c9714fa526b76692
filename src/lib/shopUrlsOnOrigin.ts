/** Characters a host name may hold, escaped for a regular expression. */
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/**
 * `value` (any JSON value) with every absolute URL of the shop's own `host`, at whatever scheme and port it was
 * written ("http://localhost:3000/about", "https://shop.example/"), written on the shop's public `origin` instead
 * ("https://shop.example:8443"): stored pages name the address their author saw, structured data and share cards
 * must name the one shoppers and crawlers use. Other hosts (a CDN, a social network) are left as they are, and so is
 * a host that merely starts with the shop's ("shop.example.evil.test"). A new value; `value` is not changed.
 */
export function shopUrlsOnOrigin<T>(value: T, host: string, origin: string): T {
  const shopUrl = new RegExp(`(?<![\\w.-])https?://${escapeForPattern(host)}(?::\\d{1,5})?(?=[/?#"'\\s<>]|$)`, "gi");
  const onOrigin = (item: unknown): unknown => {
    if (typeof item === "string") return item.replace(shopUrl, origin);
    if (Array.isArray(item)) return item.map(onOrigin);
    if (item !== null && typeof item === "object") {
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, onOrigin(inner)]));
    }
    return item;
  };
  return onOrigin(value) as T;
}
