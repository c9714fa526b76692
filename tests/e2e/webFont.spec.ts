import type { Page } from "@playwright/test";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";

// #10 item 10: the Thai web font is self-hosted (Noto Sans Thai, thai + latin subsets, woff2), preloaded, shown with
// font-display: swap, and falls back to local fonts resized to its metrics. Preloaded, it is usually there before the
// page first paints, and then nothing moves; the stylesheet is inline (nothing else holds the first paint), so on a
// busy machine the page may paint first and swap as below. Held back (the font files answer late), the page paints in the fallback, then swaps:
// a name may then wrap a word differently (glyphs differ even where average widths match), but cards keep their
// height and the layout shift stays far below "good" (0.1).
const FAMILY = "Noto Sans Thai";
const FONT_DELAY_MS = 1500;
const SWAP_SHIFT_LIMIT = 0.02;
const demo = demoShop("demo");
const [product] = demoProducts(demo);
if (!product) throw new Error("the demo shop has no products");
const PAGES = ["/", `/product/${product.slug}/${product.uuid}`, "/category/tea/101", "/en/category/tea/101"];

interface FontState {
  shift: number;
  loadedAtStart: boolean;
}

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript((family) => {
    const state: FontState = { shift: 0, loadedAtStart: true };
    Object.assign(window, { __fontState: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.shift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("DOMContentLoaded", () => {
      state.loadedAtStart = document.fonts.check(`16px "${family}"`, "ชา");
    });
  }, FAMILY);
});

/** Opens the page and waits for the web font (Thai and Latin) to be in use; answers the bytes of font files fetched. */
async function openWithFont(page: Page, path: string): Promise<{ state: FontState; fontBytes: number[] }> {
  const fontBytes = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.url().endsWith(".woff2")) fontBytes.set(response.url(), (await response.body()).length);
  });
  await page.goto(path);
  await expect
    .poll(() => page.evaluate((family) => document.fonts.check(`16px "${family}"`, "ชา A"), FAMILY))
    .toBe(true);
  await expect.poll(() => fontBytes.size).toBe(2);
  await page.waitForTimeout(500); // a shift after the swap is reported by now
  const state = await page.evaluate(() => (window as unknown as { __fontState: FontState }).__fontState);
  return { state, fontBytes: [...fontBytes.values()] };
}

for (const path of PAGES) {
  test(`${path}: the web font is preloaded, used by the text, and moves nothing once there`, async ({ page }) => {
    const { state, fontBytes } = await openWithFont(page, path);
    expect(state.shift).toBeLessThanOrEqual(state.loadedAtStart ? 0 : SWAP_SHIFT_LIMIT);
    for (const selector of ["body", "main :is(h1, h2)"]) {
      const family = await page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).fontFamily);
      expect(family, selector).toMatch(/^"Noto Sans Thai", "Noto Sans Thai Tahoma", "Noto Sans Thai Loma"/);
    }
    const preloads = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((link) => [link.getAttribute("href"), link.getAttribute("crossorigin")]));
    expect(preloads.map(([href]) => href?.match(/noto-sans-thai-(\w+)-wght/)?.[1]).sort()).toEqual(["latin", "thai"]);
    expect(preloads.every(([, crossorigin]) => crossorigin !== null)).toBe(true);
    // Only the two subset files, once each (the preloads are the files the page uses).
    const total = fontBytes.reduce((sum, bytes) => sum + bytes, 0);
    test.info().annotations.push({ type: "font bytes", description: `${path}: ${total}` });
    expect(total).toBeLessThan(60_000);
  });

  test(`${path}: a late web font swaps in without moving the cards`, async ({ page }) => {
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
      await route.continue();
    });
    const { state } = await openWithFont(page, path);
    expect(state.loadedAtStart, "the page painted before the font arrived").toBe(false);
    test.info().annotations.push({ type: "layout shift after the swap", description: `${path}: ${state.shift}` });
    expect(state.shift).toBeLessThan(SWAP_SHIFT_LIMIT);
  });
}
