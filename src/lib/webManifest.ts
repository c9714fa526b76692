import { type ContentLang, langPrefix } from "./localePath";
import type { ShopColours } from "./shopColours";

/** The square PNG icons the manifest names, and their paths on the shop's host. */
export const APP_ICON_SIDES = [192, 512] as const;
export const appIconPath = (side: number) => `/app-icon-${side}.png`;

/** The manifest's path for a language: Thai at the root, English under /en, as the pages are. */
export const manifestPath = (lang: ContentLang) =>
  lang === "en" ? "/en/manifest.webmanifest" : "/manifest.webmanifest";

/**
 * The head's links to the shop's icons and its manifest in the page's language (server/shopIcons answers them); the
 * shop's own favicon picture is linked by root.tsx, after which browsers that read SVG prefer it.
 */
export function installLinksOf(lang: ContentLang): { rel: string; href: string; sizes?: string }[] {
  return [
    { rel: "icon", href: "/favicon.ico", sizes: "48x48" },
    { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
    { rel: "manifest", href: manifestPath(lang) },
  ];
}

/** At most this many characters (graphemes) of the shop's name under a home-screen icon. */
const SHORT_NAME_LENGTH = 12;

/** The first `length` graphemes of `text` (a Thai vowel or tone mark stays with its consonant). */
function graphemes(text: string, length: number): string {
  const parts = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)];
  return parts
    .slice(0, length)
    .map((part) => part.segment)
    .join("")
    .trim();
}

/**
 * The shop's web app manifest in one language (what a phone's "Add to home screen" reads): its name, the language's
 * home page as start_url, its colours and icons. One id for both languages: it is one app.
 */
export function webManifestOf({ name, lang, colours }: { name: string; lang: ContentLang; colours: ShopColours }) {
  const startUrl = langPrefix(lang) || "/";
  return {
    id: "/",
    name,
    short_name: graphemes(name, SHORT_NAME_LENGTH),
    lang,
    dir: "ltr",
    start_url: startUrl,
    scope: "/",
    display: "standalone",
    theme_color: colours.brand,
    background_color: colours.surface,
    icons: APP_ICON_SIDES.map((side) => ({
      src: appIconPath(side),
      sizes: `${side}x${side}`,
      type: "image/png",
      purpose: "any",
    })),
  };
}
