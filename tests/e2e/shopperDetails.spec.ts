import { clippingAncestors } from "./clipping";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";
import { MISSING_PAGE } from "./pageTypes";

// Issue 25 defect 8's smaller items a shopper meets: the stepper's focus ring shows whole, page 2 of a category says
// so, the missing page names a Thai path readably and offers the search it suggests, and no blank band sits between
// the header and the hero.

const product = demoProducts(demoShop("demo")).find((candidate) => !candidate.variants && candidate.stock !== 0);
if (!product) throw new Error("the demo shop has no simple product");

test.describe("375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of ["/", "/en/"]) {
    test(`${path}: the hero starts right under the header`, async ({ page }) => {
      await page.goto(path);
      const header = await page.locator("header.zone-header").boundingBox();
      const hero = await page.locator("main .w-slider").first().boundingBox();
      expect(hero?.y).toBeCloseTo((header?.y ?? 0) + (header?.height ?? 0), 0);
    });
  }

  test("the quantity stepper's focus ring is not cut off", async ({ page }) => {
    await page.goto(`/product/${product.slug}/${product.uuid}`);
    await hydrated(page);
    const input = page.getByTestId("quantity-input");
    await input.click();
    await page.keyboard.press("Tab");
    const increase = page.getByRole("button", { name: "เพิ่มจำนวน" });
    await expect(increase).toBeFocused();
    expect(await clippingAncestors(increase, { outline: true })).toEqual([]);
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    const decrease = page.getByRole("button", { name: "ลดจำนวน" });
    await expect(decrease).toBeFocused();
    expect(await clippingAncestors(decrease, { outline: true })).toEqual([]);
  });
});

for (const [path, suffix] of [
  ["/category/tea/101", "หน้า 2"],
  ["/en/category/tea/101", "Page 2"],
] as const) {
  test(`${path}: page 2 is titled as page 2, page 1 is not`, async ({ page }) => {
    await page.goto(`${path}?p_page=2`);
    await expect(page).toHaveTitle(new RegExp(`– ${suffix}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveAccessibleName(new RegExp(`– ${suffix}$`));
    await page.goto(path);
    await expect(page).not.toHaveTitle(new RegExp(suffix));
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveAccessibleName(new RegExp(suffix));
  });
}

for (const [prefix, word] of [
  ["", "ชา"],
  ["/en", "tea"],
] as const) {
  test(`${prefix || "/"}: the missing page shows its Thai path decoded and a search box that searches`, async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(MISSING_PAGE);
    await page.goto(`${prefix}/ไม่มีหน้านี้`);
    const main = page.locator("main");
    await expect(main).toContainText("/ไม่มีหน้านี้");
    await expect(main).not.toContainText("%E0");
    const search = main.getByRole("searchbox");
    await search.fill(word);
    await search.press("Enter");
    await expect(page).toHaveURL(`${prefix}/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(word);
    // the page left by a client navigation keeps the shop's stylesheet
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/^"?Times/);
  });
}
