import type { EditorLang } from "../contracts";

/** The shop's URL of a page in a language (Thai without prefix, English under /en), with the preview token. */
export function framedPageUrl(shopOrigin: string, path: string, lang: EditorLang, token: string): string {
  const localized = lang === "en" ? `/en${path === "/" ? "" : path}` : path;
  const url = new URL(localized, shopOrigin);
  url.searchParams.set("preview_token", token);
  return url.href;
}

/** The shop's origin for one of its hosts: the editor's own scheme and port (one server serves both). */
export function shopOriginOf(host: string, editorLocation: Pick<Location, "protocol" | "port"> = location): string {
  return `${editorLocation.protocol}//${host}${editorLocation.port ? `:${editorLocation.port}` : ""}`;
}

/** The host the editor frames a shop on: a name rather than an IP address (the list comes sorted, not ranked). */
export function shopHostOf(shop: { hosts: readonly string[] }): string {
  return shop.hosts.find((host) => !/^[\d.]+$|:/.test(host)) ?? shop.hosts[0] ?? location.hostname;
}
