import { createHash } from "node:crypto";
import { httpsOriginOf } from "~/lib/httpsOrigin";
import type { BaseData } from "~/generated/schemas";
import { sanitizeShopCss } from "./sanitizeShopCss.server";

/** The storefront's built-in themes: each but the default is a `[data-theme]` block in src/styles/themes.css. */
export const THEME_KEYS = ["default", "celadon", "terracotta", "indigo"] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

/** How a shop looks beyond its widgets: worked out once per shell (cached with it), not per page. */
export interface ShopLook {
  /** `data-theme` on <html>. */
  theme: ThemeKey;
  /** CSS custom properties on <html style>: globalConfig's tokens, then slotStyle. */
  style: Record<string, string>;
  /** The sanitised slotCss served at /shop.css, with its content hash; null when the shop has none. */
  stylesheet: { css: string; version: string } | null;
}

/** What globalConfig's tokens set: the custom properties src/styles/base.css defines and the widgets use. */
function tokenStyle(config: NonNullable<BaseData["globalConfig"]>): Record<string, string> {
  const style: Record<string, string> = {};
  if (config.primaryColor) style["--color-brand"] = config.primaryColor;
  if (config.primaryStrongColor) style["--color-brand-strong"] = config.primaryStrongColor;
  if (config.accentColor) style["--color-accent"] = config.accentColor;
  if (config.surfaceColor) style["--color-surface"] = config.surfaceColor;
  if (config.cornerRadius !== undefined) {
    style["--radius-sm"] = `${Math.round(config.cornerRadius * 0.6)}px`;
    style["--radius-md"] = `${config.cornerRadius}px`;
    style["--radius-lg"] = `${Math.round(config.cornerRadius * 1.6)}px`;
  }
  if (config.contentWidth !== undefined) style["--container"] = `${config.contentWidth}px`;
  return style;
}

const CUSTOM_PROPERTY_NAME = /^--[a-z0-9-]+$/;
const UNSAFE_VALUE = /[;{}<>]|url\s*\(\s*['"]?\s*javascript:/i;

/**
 * The shop's look from its base data. base.schema.json already refuses bad slotStyle entries at import; they are
 * skipped here too (with a warning), since base data may come from elsewhere (API_ORIGIN) or predate the schema.
 */
export function shopLookOf(base: BaseData, warn: (message: string) => void): ShopLook {
  const themeKey = base.themeKey ?? "default";
  const known = (THEME_KEYS as readonly string[]).includes(themeKey);
  if (!known) warn(`unknown themeKey "${themeKey}": the default theme is used`);
  const style = tokenStyle(base.globalConfig ?? {});
  for (const [name, value] of Object.entries(base.slotStyle ?? {})) {
    if (CUSTOM_PROPERTY_NAME.test(name) && !UNSAFE_VALUE.test(value)) style[name] = value;
    else warn(`slotStyle ${JSON.stringify(name)} skipped: a custom property name and a value without ; { } < >`);
  }
  return { theme: known ? (themeKey as ThemeKey) : "default", style, stylesheet: stylesheetOf(base.slotCss, warn) };
}

function stylesheetOf(slotCss: string | undefined, warn: (message: string) => void): ShopLook["stylesheet"] {
  if (!slotCss?.trim()) return null;
  const { css, removed } = sanitizeShopCss(slotCss);
  if (removed.length > 0) warn(`slotCss: removed ${removed.join(", ")}`);
  return { css, version: createHash("sha256").update(css).digest("base64url").slice(0, 16) };
}

/**
 * A same-origin path or an https URL on a plain host name (httpsOriginOf), as favicon and bundledCssUrl must be;
 * anything else is dropped.
 */
export function sameOriginOrHttps(url: string | null | undefined): string | undefined {
  if (!url || !/^(\/(?![/\\])|https:\/\/)[^\s"'<>\\]*$/.test(url)) return undefined;
  return url.startsWith("/") || httpsOriginOf(url) ? url : undefined;
}
