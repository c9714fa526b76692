import type { Page } from "@playwright/test";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";

// #10 item 8: one language per page, image alts included (they were "ชา / Tea" on both language versions).
const demo = demoShop("demo");
const [product] = demoProducts(demo);
if (!product) throw new Error("the demo shop has no products");
const category = demo.catalogue?.categories.find((candidate) => candidate.image);
if (!category) throw new Error("the demo shop has no category with an image");
const productAlt = product.images[0].alt;
if (typeof productAlt === "string") throw new Error("the demo product's alt is not per language");

const productPage = `/product/${product.slug}/${product.uuid}`;
const PATHS = ["/", productPage, `/category/${category.slug}/${category.id}`];
const THAI = /[\u0E00-\u0E7F]/;

async function altsOf(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.mouse.wheel(0, 20_000); // ends lazy mode: every widget renders
  await page.waitForTimeout(300);
  return page.locator("img[alt]").evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
}

test("English pages show English alts only", async ({ page }) => {
  for (const path of [...PATHS.map((path) => `/en${path === "/" ? "" : path}`), "/en/search?q=tea"]) {
    const alts = await altsOf(page, path);
    expect(alts.filter((alt) => alt !== "").length, path).toBeGreaterThan(0);
    expect(
      alts.filter((alt) => THAI.test(alt)),
      path,
    ).toEqual([]);
  }
  expect(await altsOf(page, `/en${productPage}`)).toContain(productAlt.en);
});

test("Thai pages show Thai alts, never bilingual pairs", async ({ page }) => {
  for (const path of [...PATHS, "/search?q=ชา"]) {
    const alts = await altsOf(page, path);
    expect(alts.filter((alt) => alt !== "").length, path).toBeGreaterThan(0);
    expect(
      alts.filter((alt) => alt.includes(" / ")),
      path,
    ).toEqual([]);
  }
  expect(await altsOf(page, productPage)).toContain(productAlt.th);
});
