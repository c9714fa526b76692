import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { demoProducts, demoShop } from "./demoShops";
import { hydrated } from "./hydrated";

const demo = demoShop("demo");
const thaiTeas = demoProducts(demo).filter((product) => product.texts.th.name.includes("ชาไทย"));
const topCategories = (demo.catalogue?.categories ?? []).filter((category) => category.parentId === 0);

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

/** Searches from the header's search form, as a shopper on a phone opens it, types and submits it. */
async function searchFromHeader(page: Page, query: string) {
  const header = page.locator("header");
  await header.getByRole("button", { name: "ค้นหาสินค้าและบทความ" }).tap();
  const box = header.getByRole("combobox", { name: "ค้นหาสินค้าและบทความ" });
  await box.fill(query);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
}

const productNames = (page: Page) => page.locator(".w-search-results .product-card__name");

test("at 375 px, words in any spacing find products, switching language keeps the query and its results", async ({
  page,
}) => {
  expect(thaiTeas.length).toBeGreaterThan(1);
  await page.goto("/");
  await hydrated(page);
  await searchFromHeader(page, "ชา ไทย");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ผลการค้นหา “ชา ไทย”");
  await expect(productNames(page).first()).toBeVisible();
  const thaiNames = await productNames(page).allTextContents();
  expect(thaiNames).toEqual(expect.arrayContaining(thaiTeas.map((product) => product.texts.th.name)));

  await page.locator('a[hreflang="en"]').first().click();
  await expect(page).toHaveURL(/\/en\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “ชา ไทย”");
  await expect(productNames(page).first()).toBeVisible();
  expect(await productNames(page).allTextContents()).toEqual(
    expect.arrayContaining(thaiTeas.map((product) => product.texts.en.name)),
  );
});

test("at 375 px, a query that finds nothing suggests the categories and popular products", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await searchFromHeader(page, "xyzzy qwerty");
  await expect(page.locator(".w-search-results__empty")).toContainText("xyzzy qwerty");
  const categories = page.getByRole("navigation", { name: "เลือกดูตามหมวดหมู่" });
  await expect(categories.getByRole("link")).toHaveText(topCategories.map((category) => category.texts.th.name));
  const popular = page.getByRole("region", { name: "สินค้ายอดนิยม" });
  await expect(popular.locator(".product-card").first()).toBeVisible();

  const first = topCategories[0];
  if (!first) throw new Error("the demo shop has no category");
  await categories.getByRole("link", { name: first.texts.th.name }).tap();
  await expect(page).toHaveURL(new RegExp(`/category/${first.slug}/${first.id}$`));
});
