import type { PageSetting } from "~/generated/schemas";

export type LayoutName = "base" | "blank" | "default";

/** §2: the dev and preset sections (and anything under them) use the blank layout. */
export function isBlankSection(path: string): boolean {
  return /^\/(dev|preset)(\/|$)/.test(path);
}

export interface PageLayout {
  name: LayoutName;
  header: boolean;
  footer: boolean;
}

/**
 * The layout a page is shown in (§2): base = header zone, page, footer zone; default = header zone and page;
 * blank = the page alone, always for the dev and preset sections. pageSetting may hide either zone.
 */
export function pageLayout(path: string, setting: PageSetting): PageLayout {
  const name: LayoutName = isBlankSection(path) ? "blank" : (setting.layout ?? "base");
  return {
    name,
    header: name !== "blank" && !setting.hideHeader,
    footer: name === "base" && !setting.hideFooter,
  };
}
