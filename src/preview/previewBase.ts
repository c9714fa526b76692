/** The editor's stylesheet standing in for the shop's slotCss (adopted: it holds no @import and needs no nonce). */
let slotSheet: CSSStyleSheet | null = null;

/**
 * Shows replaced base data parts: themeKey as the page's theme (data-theme on <html>, as the server renders it),
 * slotCss in place of the shop's stylesheet (/shop.css, turned off). Only the editor's own frame sees them.
 */
export function applyBase({ themeKey, slotCss }: { themeKey?: string; slotCss?: string }): void {
  if (themeKey !== undefined) {
    if (themeKey === "default") delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = themeKey;
  }
  if (slotCss !== undefined) {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][href^="/shop.css"]')) {
      link.disabled = true;
    }
    if (!slotSheet) {
      slotSheet = new CSSStyleSheet();
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, slotSheet];
    }
    slotSheet.replaceSync(slotCss); // rules it cannot parse are skipped, as a stylesheet's are
  }
}
