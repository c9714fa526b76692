import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// SPEC §4 lazy mode on the demo home page (1280×800): the product grid ("home-featured") and the blog list
// ("home-journal") are below the fold, so their code waits for the shopper's first sign of life.
const BELOW_THE_FOLD_CHUNK = /\/assets\/(ProductGrid|ProductList|AddToCartButton|BlogList)-[\w-]+\.js$/;

/** Every script the page requests, by URL path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const belowTheFold = (scripts: string[]) => scripts.filter((path) => BELOW_THE_FOLD_CHUNK.test(path));

/** Holds the responses of matching scripts back for `ms`, so a test can act before that code runs. */
async function delayScripts(page: Page, pattern: RegExp, ms: number) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("below-the-fold widget code waits for the first mouse move; their server HTML stays as rendered", async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto("/");
  const grid = page.locator('[data-ukey="home-featured"]');
  const serverHtml = await grid.innerHTML();
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(belowTheFold(scripts)).toEqual([]);
  await expect(grid.getByTestId("card-add-to-cart").first()).toBeAttached();
  expect(await grid.innerHTML()).toBe(serverHtml);

  await page.mouse.move(200, 200);
  await expect.poll(() => belowTheFold(scripts).length).toBeGreaterThanOrEqual(3);
  await page.waitForLoadState("networkidle");
  expect(await grid.innerHTML()).toBe(serverHtml);
});

test("the first scroll loads the code of widgets below the fold", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  expect(belowTheFold(scripts)).toEqual([]);
  await page.evaluate(() => window.scrollBy(0, 300));
  await expect.poll(() => belowTheFold(scripts).length).toBeGreaterThanOrEqual(3);
});

test("a URL with a hash loads every widget's code at once", async ({ page }) => {
  const scripts = recordScripts(page);
  await page.goto("/#main");
  await hydrated(page);
  expect(belowTheFold(scripts).length).toBeGreaterThanOrEqual(3);
});

test("one tap on a product card's add-to-cart before hydration adds it, once", async ({ page }) => {
  await delayScripts(page, /\/assets\/.*\.js$/, 1500);
  await page.goto("/", { waitUntil: "commit" });
  const button = page.locator('[data-ukey="home-featured"]').getByTestId("card-add-to-cart").first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await hydrated(page);
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  await page.waitForTimeout(700); // a second replay would show by now
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
});

test("one tap on add-to-cart in a widget whose code is still on its way adds it, once", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await delayScripts(page, BELOW_THE_FOLD_CHUNK, 1500);
  const button = page.locator('[data-ukey="home-featured"]').getByTestId("card-add-to-cart").first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
  await page.waitForTimeout(700);
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("one tap on the menu button before hydration opens the menu", async ({ page }) => {
    await delayScripts(page, /\/assets\/.*\.js$/, 1500);
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.locator("header .w-nav__toggle").first();
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await hydrated(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});
