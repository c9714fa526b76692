import { attributeQueryOf } from "~/lib/listingAttributes";
import { resolveLocalePath } from "~/lib/localePath";
import type { PageRequest } from "../services";

/** The page a storefront URL asks for: what both the root and the page loader ask the shop's data about. */
export function pageRequestOf(url: URL): PageRequest {
  const { lang, path } = resolveLocalePath(url.pathname);
  // an attribute filter's repeated values (a GET form's checkboxes) go on as one, comma-joined (listingAttributes)
  return { lang, path, query: { ...Object.fromEntries(url.searchParams), ...attributeQueryOf(url.searchParams) } };
}
