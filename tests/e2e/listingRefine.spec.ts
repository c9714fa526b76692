import type { Page } from "@playwright/test";
import { blockingViolations } from "./axeBlocking";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";
import { tabTo } from "./tabTo";

const TEA = "/category/tea/101";

const WORDS = {
  th: {
    prefix: "",
    open: "กรองและเรียง",
    sheet: "กรองและเรียง",
    to: "ถึง",
    from: "ตั้งแต่",
    inStock: /เฉพาะที่มีของ/,
    apply: "แสดงผล",
    sort: "เรียงตาม",
    removeMax: "นำตัวกรองออก: ไม่เกิน ฿200.00",
  },
  en: {
    prefix: "/en",
    open: "Filter and sort",
    sheet: "Filter and sort",
    to: "To",
    from: "From",
    inStock: /In stock only/,
    apply: "Show results",
    sort: "Sort by",
    removeMax: "Remove filter: Up to ฿200.00",
  },
} as const;

/** The prices of the listed products, in baht, as their cards show them (the first amount of each). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator(".product-card .price__amount")
    .evaluateAll((amounts) =>
      [...new Set(amounts.map((amount) => amount.closest(".product-card")))].map(
        (card) => card?.querySelector(".price__amount")?.textContent ?? "",
      ),
    );
  return texts.map((text) => Number(text.replace(/[^0-9.]/g, "")));
}

for (const lang of ["th", "en"] as const) {
  const words = WORDS[lang];

  test.describe(`at 375 px by touch (${lang})`, () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    test("the filter sheet opens, axe clean, applies price and stock; a chip removes its filter", async ({ page }) => {
      await page.goto(`${words.prefix}${TEA}`);
      await hydrated(page);
      await page.getByRole("button", { name: words.open }).tap();
      const sheet = page.getByRole("dialog", { name: words.sheet });
      await expect(sheet).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await sheet.getByLabel(words.sort).selectOption("price_asc");
      await sheet.getByLabel(words.to, { exact: true }).fill("200");
      await sheet.getByLabel(words.inStock).check();
      await sheet.getByRole("button", { name: words.apply }).tap();
      await expect(page).toHaveURL(/[?&]price_max=200(&|$)/);
      await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
      await expect(sheet).toBeHidden();
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(prices.every((price) => price <= 200)).toBe(true);

      await page.getByRole("link", { name: words.removeMax }).tap();
      await expect(page).not.toHaveURL(/price_max/);
      await expect(page).toHaveURL(/[?&]in_stock=1(&|$)/);
      await expect(page.getByRole("link", { name: words.removeMax })).toHaveCount(0);
      expect(Math.max(...(await cardPrices(page)))).toBeGreaterThan(200);
    });
  });

  test.describe(`at 1280 px by keyboard (${lang})`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("the form above the list filters by keyboard; a chip removes its filter by keyboard", async ({ page }) => {
      await page.goto(`${words.prefix}/search?q=${encodeURIComponent("ชา")}`);
      await hydrated(page);
      await expect(page.getByRole("button", { name: words.open })).toBeHidden();
      await page.getByLabel(words.from, { exact: true }).filter({ visible: true }).focus();
      await page.keyboard.type("100");
      await page.keyboard.press("Tab");
      await page.keyboard.type("200");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      // past the attributes' checkboxes (attributeFilters.spec.ts) to the form's button
      await tabTo(page, page.getByRole("button", { name: words.apply }).filter({ visible: true }));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/[?&]q=%E0%B8%8A%E0%B8%B2&.*price_min=100&price_max=200&in_stock=1/);
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(0);
      expect(prices.every((price) => price >= 100 && price <= 200)).toBe(true);
      expect(await blockingViolations(page)).toEqual([]);

      const chip = page.getByRole("link", { name: words.removeMax });
      await chip.focus();
      await page.keyboard.press("Enter");
      await expect(page).not.toHaveURL(/price_max/);
      await expect(page).toHaveURL(/price_min=100/);
      await expect(chip).toHaveCount(0);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test("the form is a plain GET form and its chips plain links", async ({ page }) => {
    await page.goto(`/en${TEA}`);
    await page.getByLabel("Sort by").filter({ visible: true }).selectOption("price_desc");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/sort=price_desc/);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    await page.getByLabel("From", { exact: true }).filter({ visible: true }).fill("300");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/price_min=300/);
    expect((await cardPrices(page)).every((price) => price >= 300)).toBe(true);
    await page.getByRole("link", { name: "Remove filter: From ฿300.00" }).click();
    await expect(page).not.toHaveURL(/price_min/);
    await expect(page).toHaveURL(/sort=price_desc/);
  });
});
