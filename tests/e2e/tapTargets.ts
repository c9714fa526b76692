import type { Page } from "@playwright/test";

/** WCAG 2.5.5's size, which §9's phones ask of every tap target: 44 × 44 CSS px. */
export const TAP_TARGET = 44;

/**
 * The page's visible tap targets smaller than 44 × 44 CSS px, as "size: element". Links inside running text (a
 * paragraph or list item with text of its own besides the link) are exempt, as in WCAG 2.5.8.
 */
export function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate((size) => {
    const targets = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
    );
    return (
      Array.from(targets)
        .filter((element) => element.checkVisibility({ visibilityProperty: true }))
        .filter((element) => !element.closest(".visually-hidden, .skip-link, [inert]"))
        // what a tap hits: a card's title link covers its card (a positioned ::after), a labelled box with its label
        .map((element) => {
          const after = getComputedStyle(element, "::after");
          const covered = after.content !== "none" && after.position === "absolute" ? element.offsetParent : null;
          const box = (covered ?? element).getBoundingClientRect();
          const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
          if (!label) return { element, box };
          const other = label.getBoundingClientRect();
          const [left, top] = [Math.min(box.left, other.left), Math.min(box.top, other.top)];
          const [right, bottom] = [Math.max(box.right, other.right), Math.max(box.bottom, other.bottom)];
          return { element, box: new DOMRect(left, top, right - left, bottom - top) };
        })
        .filter(({ box }) => box.width > 1 && box.height > 1)
        .filter(({ box }) => box.width < size || box.height < size)
        // a link in running text: its paragraph (or list item…) has text besides the link's
        .filter(({ element }) => {
          const block = element.tagName === "A" ? element.closest("p, li, dd, td, figcaption, label") : null;
          if (!block) return true;
          const own = Array.from(block.childNodes)
            .filter((node) => !node.contains(element))
            .map((node) => node.textContent ?? "")
            .join("");
          return own.replace(/[\s,·|/–-]/g, "").length === 0;
        })
        .map(
          ({ element, box }) =>
            `${Math.round(box.width)}×${Math.round(box.height)}: ${element.outerHTML.slice(0, 90).replace(/\s+/g, " ")}`,
        )
    );
  }, TAP_TARGET);
}
