import type { PageHead } from "~/generated/schemas";
import type { ContentLang } from "./localePath";
import type { OfferPrice } from "./offerPrice";

/** The image a share card shows: absolute, with its size and type when known (a passed-through image has none). */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

/** One meta tag of the share card: [property, content]; twitter:* are written with name=, the rest property=. */
export type ShareMetaTag = readonly [string, string];

/** Open Graph's locales of the shop's two languages. */
const OG_LOCALE: Record<ContentLang, string> = { th: "th_TH", en: "en_US" };

export interface ShareCard {
  /** The page's head as stored or generated (its og block); title and description with the shop's as fallback. */
  og: PageHead["og"];
  title: string;
  description?: string;
  canonical: string;
  siteName?: string;
  lang: ContentLang;
  image: ShareImage | null;
  price: OfferPrice | null;
}

/**
 * The share card's meta tags, each once, as LINE, Facebook and X read them (the first of a property wins with
 * them, so there is only one): Open Graph with the image's size, type and alt, the locales of both languages, the
 * product's price on a product page, and X's large-image card.
 */
export function shareMetaOf(card: ShareCard): ShareMetaTag[] {
  const { og, image, price } = card;
  const title = og?.title ?? card.title;
  const description = og?.description ?? card.description;
  const alternate = card.lang === "th" ? "en" : "th";
  const tags: [string, string | number | undefined][] = [
    ["og:site_name", card.siteName],
    ["og:type", og?.type ?? "website"],
    ["og:url", og?.url ?? card.canonical],
    ["og:title", title],
    ["og:description", description],
    ["og:locale", OG_LOCALE[card.lang]],
    ["og:locale:alternate", OG_LOCALE[alternate]],
    ["og:image", image?.url],
    ["og:image:type", image?.type],
    ["og:image:width", image?.width],
    ["og:image:height", image?.height],
    ["og:image:alt", image ? title : undefined],
    ["product:price:amount", price?.amount],
    ["product:price:currency", price?.currency],
    ["twitter:card", image ? "summary_large_image" : "summary"],
    ["twitter:image", image?.url],
    ["twitter:image:alt", image ? title : undefined],
  ];
  return tags.flatMap(([key, value]) => (value === undefined || value === "" ? [] : [[key, String(value)] as const]));
}
