import type { Locator } from "@playwright/test";

/**
 * The ancestors that cut off part of what the element paints: those clipping their overflow (overflow not visible)
 * whose box does not hold the element's box grown by `outline` (its focus ring's width and offset, when true).
 */
export function clippingAncestors(element: Locator, { outline = false } = {}): Promise<string[]> {
  return element.evaluate((node, withOutline) => {
    const style = getComputedStyle(node);
    const ring = withOutline ? parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset) : 0;
    const rect = node.getBoundingClientRect();
    const cutters: string[] = [];
    for (let box = node.parentElement; box; box = box.parentElement) {
      const clip = getComputedStyle(box);
      if (clip.overflowX === "visible" && clip.overflowY === "visible") continue;
      const outer = box.getBoundingClientRect();
      const inside =
        rect.left - ring >= outer.left &&
        rect.right + ring <= outer.right &&
        rect.top - ring >= outer.top &&
        rect.bottom + ring <= outer.bottom;
      if (!inside) cutters.push(`${box.tagName.toLowerCase()}.${box.className}`);
    }
    return cutters;
  }, outline);
}
