import { createHash } from "node:crypto";
import type { PageData } from "~/generated/schemas";
import { THEME_KEYS } from "./shopLook.server";

/** Where a staging theme's stylesheet is served: `?key=<theme>&v=<version>` (server/http/stagingThemeStylesheet.ts). */
export const STAGING_THEME_PATH = "/preview/theme.css";

/** The staging themes: src/styles/staging/<key>.css, read into the server bundle (shoppers' assets never hold them). */
export const STAGING_THEMES: ReadonlyMap<string, { css: string; version: string }> = new Map(
  Object.entries(
    import.meta.glob<string>("../../styles/staging/*.css", { query: "?raw", import: "default", eager: true }),
  ).map(([file, css]) => [
    /([^/]+)\.css$/.exec(file)?.[1] ?? file,
    { css, version: createHash("sha256").update(css).digest("base64url").slice(0, 16) },
  ]),
);

/** What a live preview shows of the shop's look instead of the live one. */
export interface PreviewLook {
  /** `data-theme` on <html>. */
  theme: string;
  /** The staging theme's stylesheet, when the theme is a staging one. */
  stylesheetHref?: string;
}

/**
 * §4: previewData's themeKey (the shop's staging theme) as the preview's look: a built-in theme, or a staging one
 * with its stylesheet. Null when previewData names no theme, or one that does not exist (with a warning).
 */
export function previewLookOf(
  previewData: PageData["previewData"],
  warn: (message: string) => void,
): PreviewLook | null {
  const themeKey = previewData?.themeKey;
  if (!themeKey) return null;
  if ((THEME_KEYS as readonly string[]).includes(themeKey)) return { theme: themeKey };
  const staging = STAGING_THEMES.get(themeKey);
  if (!staging) {
    warn(`previewData names unknown theme "${themeKey}": the live theme is shown`);
    return null;
  }
  return { theme: themeKey, stylesheetHref: `${STAGING_THEME_PATH}?key=${themeKey}&v=${staging.version}` };
}
