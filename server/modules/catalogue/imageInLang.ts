import type { CatalogueImage, Image } from "~/generated/schemas";
import type { ContentLang } from "../../db/schema";

/**
 * A stored catalogue image as a page of `lang` shows it: with the alt of that language (one language per page). A
 * plain-string alt, as documents imported before alts were per language have it, is answered as it is.
 */
export function imageInLang(image: CatalogueImage, lang: ContentLang): Image {
  return typeof image.alt === "string" ? { ...image, alt: image.alt } : { ...image, alt: image.alt[lang] };
}
