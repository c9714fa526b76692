import { DEMO_SECTION_PATH } from "~/lib/demoSection";
import { ATTRIBUTE_PARAM_PREFIX } from "~/lib/listingAttributes";
import { LISTING_PARAMS } from "~/lib/listingQuery";
import { SEARCH_PATH } from "~/lib/catalogPaths";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import { PREVIEW_DEMO_PATH } from "../previewDemo";

/** Pages of the shop's site that no crawler should fetch, in every language (none, /en, /cn): the section and its children. */
const CLOSED_SECTIONS = [DEMO_SECTION_PATH, "/dev", "/preset", "/cart", "/checkout"];
/** Paths of the server itself (stand-ins, API, the demo editor): never under a language prefix. */
const CLOSED_PREFIXES = ["/api/", "/hosted/", "/account/", PREVIEW_DEMO_PATH];
/** Query parameters that make a page one of many (sort and filter combinations) or a private one (a live preview). */
const CLOSED_PARAMS = [...LISTING_PARAMS, PREVIEW_TOKEN_PARAM];
const LANG_PREFIXES = ["", "/en", "/cn"];

/**
 * Disallow lines for the section `path` under each language prefix: the section itself ($ ends the URL, so
 * /cartoons stays open), its children and itself with a query.
 */
function sectionLines(path: string): string[] {
  return LANG_PREFIXES.flatMap((prefix) => [`${prefix}${path}$`, `${prefix}${path}/`, `${prefix}${path}?`]);
}

/** The shop's robots.txt: everything open but CLOSED_*, the shop's own lines (validated by base.schema.json), the sitemap index. */
export function robotsTxt({ sitemapUrl, shopLines }: { sitemapUrl: string; shopLines: readonly string[] }): string {
  const disallowed = [
    ...CLOSED_SECTIONS.flatMap(sectionLines),
    ...CLOSED_PREFIXES,
    ...LANG_PREFIXES.map((prefix) => `${prefix}${SEARCH_PATH}?`),
    ...CLOSED_PARAMS.flatMap((param) => [`/*?${param}=`, `/*&${param}=`]),
    // every attribute filter (a.<key>=), whatever the shop's attributes
    ...["?", "&"].map((separator) => `/*${separator}${ATTRIBUTE_PARAM_PREFIX}`),
  ];
  return [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    ...shopLines,
    "",
    `Sitemap: ${sitemapUrl}`,
    "",
  ].join("\n");
}
