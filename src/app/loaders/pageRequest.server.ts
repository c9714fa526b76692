import { resolveLocalePath } from "~/lib/localePath";
import type { PageRequest } from "../services";

/** The page a storefront URL asks for: what both the root and the page loader ask the shop's data about. */
export function pageRequestOf(url: URL): PageRequest {
  const { lang, path } = resolveLocalePath(url.pathname);
  return { lang, path, query: Object.fromEntries(url.searchParams) };
}
