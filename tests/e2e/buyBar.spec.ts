import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { baht, demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// The product page's buy bar (issue 25, item 11): on phones, once the main add-to-cart button has scrolled out of
// view, a bar with the price and add-to-cart at the bottom; above the cookie banner and under the bottom toasts;
// no layout shift; by keyboard; none on desktops.
const thaiTea = demoProducts(demoShop("demo")).find((product) => product.slug === "baan-chaa-thai-tea");
if (!thaiTea) throw new Error("the demo shop has no Thai tea");
const PATHS = {
  th: `/product/${thaiTea.slug}/${thaiTea.uuid}`,
  en: `/en/product/${thaiTea.slug}/${thaiTea.uuid}`,
} as const;
const TEXTS = {
  th: { region: `ซื้อ ${thaiTea.texts.th.name}`, add: `เพิ่มลงตะกร้า: ${thaiTea.texts.th.name}`, price: baht(160) },
  en: {
    region: `Buy ${thaiTea.texts.en.name}`,
    add: `Add to cart: ${thaiTea.texts.en.name}`,
    price: baht(160, "en-US"),
  },
};

/** Records the layout shifts from the page's start (PerformanceObserver) that CLS counts: none right after input. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; hadRecentInput: boolean };
        if (!shift.hadRecentInput) shifts.push(shift.value);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The layout shift recorded since the last call (after two frames, so the observer has reported all of it). */
const layoutShift = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const shifts = (window as unknown as { layoutShifts: number[] }).layoutShifts;
    return shifts.splice(0).reduce((sum, value) => sum + value, 0);
  });

/** The page loaded and hydrated, its fonts in: what the bar does is measured from here. */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  await layoutShift(page);
}

/** The bar where it comes to rest, once it has slid in. */
async function restingBox(bar: Locator) {
  await bar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  return bar.boundingBox();
}

/** Scrolls the main add-to-cart button up out of view, as a thumb does. */
async function scrollPastMainButton(page: Page): Promise<void> {
  const main = page.getByTestId("add-to-cart");
  const box = await main.boundingBox();
  if (!box) throw new Error("no main add-to-cart button");
  await page.mouse.wheel(0, box.y + box.height + 40);
  await expect(main).not.toBeInViewport();
}

for (const [lang, width] of [
  ["th", 375],
  ["en", 320],
] as const) {
  test.describe(`on a ${width} px phone (${lang})`, () => {
    test.use({ viewport: { width, height: 700 } });

    test("the bar appears once the main button has scrolled away, adds to the cart, and shifts nothing", async ({
      page,
    }) => {
      await recordLayoutShifts(page);
      await page.goto(PATHS[lang]);
      await settled(page);
      const bar = page.getByRole("region", { name: TEXTS[lang].region });
      await expect(bar).toHaveCount(0);

      await scrollPastMainButton(page);
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(TEXTS[lang].price);
      const barBox = await restingBox(bar);
      expect(barBox && Math.round(barBox.y + barBox.height)).toBe(700); // at the bottom of the screen
      expect(barBox?.width).toBe(width);
      expect(await layoutShift(page)).toBe(0); // the bar coming shifted nothing
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // the bottom toasts stand above it
      const toasts = await page.locator(".toaster--bottom-right").boundingBox();
      expect(toasts && barBox && toasts.y + toasts.height).toBeLessThanOrEqual(barBox?.y ?? 0);
      const { violations } = await new AxeBuilder({ page }).include('[data-testid="buy-bar"]').analyze();
      expect(violations.map((violation) => violation.id)).toEqual([]);

      await bar.getByRole("button", { name: TEXTS[lang].add }).click();
      const drawer = page.getByTestId("cart-drawer");
      await expect(drawer.getByTestId("cart-line-quantity")).toHaveText("1");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      const add = bar.getByRole("button", { name: TEXTS[lang].add });
      await expect(add).toBeFocused(); // focus comes back to the bar's button
      await layoutShift(page); // the drawer's own opening and closing are not the bar's to measure

      // scrolled back up to the main button, the bar stays while it holds focus, and goes when focus leaves it
      await page.getByTestId("add-to-cart").scrollIntoViewIfNeeded();
      await expect(add).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(bar).toHaveCount(0);
      expect(await layoutShift(page)).toBe(0);
    });
  });
}

test.describe("with the cookie banner showing", () => {
  test.use({ viewport: { width: 375, height: 700 }, consentDecided: false });

  test("the bar sits above the banner, and a keyboard reaches it", async ({ page }) => {
    await recordLayoutShifts(page);
    await page.goto(PATHS.en);
    await settled(page);
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await scrollPastMainButton(page);
    const bar = page.getByRole("region", { name: TEXTS.en.region });
    await expect(bar).toBeVisible();
    const [barBox, bannerBox] = [await restingBox(bar), await banner.boundingBox()];
    expect(barBox && bannerBox && Math.round(barBox.y + barBox.height)).toBe(Math.round(bannerBox?.y ?? 0));
    expect(await layoutShift(page)).toBe(0);

    // from the link after the product's purchase panel, Shift+Tab reaches the bar's button, and Enter adds
    await page.locator(".w-product-detail__category-list a").first().focus();
    await page.keyboard.press("Shift+Tab");
    const add = bar.getByRole("button", { name: TEXTS.en.add });
    await expect(add).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cart-drawer").getByTestId("cart-line-quantity")).toHaveText("1");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("there is no buy bar, however far the page scrolls", async ({ page }) => {
    await page.goto(PATHS.en);
    await hydrated(page);
    await page.mouse.wheel(0, 5000);
    await expect(page.getByTestId("add-to-cart")).not.toBeInViewport();
    await expect(page.getByTestId("buy-bar")).toHaveCount(0);
  });
});
