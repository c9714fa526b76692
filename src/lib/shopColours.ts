import type { BaseData } from "~/generated/schemas";

/** The colours a shop's icons, share cards and web app manifest are drawn in. */
export interface ShopColours {
  /** The browser's theme colour and the icons' and share cards' background. */
  brand: string;
  /** The splash screen's background (the manifest's background_color). */
  surface: string;
}

/** The stylesheets the colours come from: base.css's :root tokens and themes.css's [data-theme] blocks. */
export interface ThemeStylesheets {
  root: string;
  themes: string;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");

/** The value of custom property `name` in the first rule of `css` whose selector is exactly `selector`. */
export function customPropertyOf(css: string, selector: string, name: string): string | undefined {
  const body = new RegExp(`(?:^|[}\\s])${escapeForPattern(selector)}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? "";
  return new RegExp(`${escapeForPattern(name)}\\s*:\\s*([^;]+);`).exec(body)?.[1]?.trim();
}

/**
 * A shop's colours: its own choices first (webHead.themeColor, then globalConfig's primary and surface colours),
 * else its theme's tokens, else the default theme's. Only hex colours are taken: they go into images and JSON.
 */
export function shopColoursOf(
  base: Pick<BaseData, "webHead" | "globalConfig" | "themeKey">,
  stylesheets: ThemeStylesheets,
): ShopColours {
  const token = (name: string) =>
    (base.themeKey && customPropertyOf(stylesheets.themes, `[data-theme="${base.themeKey}"]`, name)) ||
    customPropertyOf(stylesheets.root, ":root", name);
  const first = (...candidates: (string | undefined)[]) =>
    candidates.find((colour) => colour !== undefined && HEX_COLOUR.test(colour)) ?? "#000000";
  return {
    brand: first(base.webHead.themeColor, base.globalConfig?.primaryColor, token("--color-brand")),
    surface: first(base.globalConfig?.surfaceColor, token("--color-surface"), "#ffffff"),
  };
}
