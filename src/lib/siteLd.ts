import { SEARCH_PATH } from "./catalogPaths";

/** schema.org types that say who the shop is: the home page's stored JSON-LD naming one of these needs no other. */
const ORGANIZATION_TYPES = new Set([
  "Organization",
  "Corporation",
  "LocalBusiness",
  "OnlineBusiness",
  "OnlineStore",
  "Store",
]);

export interface SiteLdInput {
  /** The shop's name (base.web.name, else its webHead title). */
  name: string;
  /** The home page's absolute URL in the page's language (https://shop.example/ or …/en). */
  homeUrl: string;
  /** The page's content language (th, en). */
  lang: string;
  /** The shop's icon as an absolute URL, when it has one. */
  logo?: string;
}

function typesOf(item: object): string[] {
  const type = (item as { "@type"?: unknown })["@type"];
  return (Array.isArray(type) ? type : [type]).filter((entry): entry is string => typeof entry === "string");
}

const hasType = (items: readonly object[], test: (type: string) => boolean) =>
  items.some((item) => typesOf(item).some(test));

/**
 * The home page's JSON-LD with the site's own added (Google's site name and organization rules): a WebSite with a
 * SearchAction to the shop's search, and an Organization, each unless the stored items already have one (a Store
 * is an Organization). A shop without a name gets neither: no empty fields.
 */
export function withSiteLd(items: readonly object[], site: SiteLdInput): object[] {
  if (!site.name) return [...items];
  const added: object[] = [];
  if (!hasType(items, (type) => type === "WebSite")) added.push(webSiteLd(site));
  if (!hasType(items, (type) => ORGANIZATION_TYPES.has(type) || type.endsWith("Store"))) {
    added.push(organizationLd(site));
  }
  return [...items, ...added];
}

function webSiteLd({ name, homeUrl, lang }: SiteLdInput): object {
  const searchUrl = `${homeUrl.replace(/\/$/, "")}${SEARCH_PATH}?q={search_term_string}`;
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: homeUrl,
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: searchUrl },
      "query-input": "required name=search_term_string",
    },
  };
}

function organizationLd({ name, homeUrl, logo }: SiteLdInput): object {
  return { "@context": "https://schema.org", "@type": "Organization", name, url: homeUrl, ...(logo ? { logo } : {}) };
}
