import { langPrefix, type PathLang, resolveLocalePath } from "./localePath";

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

/**
 * Makes a link target language-aware (§2): a site path gets the page language's prefix, keeping its query
 * and hash fragment. In-page anchors (#x), external URLs and already-prefixed paths are returned unchanged.
 */
export function localizeHref(url: string, lang: PathLang): string {
  if (!url.startsWith("/") || EXTERNAL.test(url)) return url;
  const prefix = langPrefix(lang);
  if (prefix === "") return url;
  const pathEnd = url.search(/[?#]/);
  const pathname = pathEnd === -1 ? url : url.slice(0, pathEnd);
  if (resolveLocalePath(pathname).lang !== "th") return url;
  const suffix = pathEnd === -1 ? "" : url.slice(pathEnd);
  return `${prefix}${pathname === "/" ? "" : pathname}${suffix}`;
}
