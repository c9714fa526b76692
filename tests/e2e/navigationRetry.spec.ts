import type { Page } from "@playwright/test";
import { routerNavigate } from "./appRouter";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// #10 item 17: a client navigation whose data cannot be fetched (the network dropped) keeps the page shown and asks
// to retry in a toast, instead of the error page; retrying runs the navigation again.

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

const isPageData = (url: URL) => url.pathname.endsWith(".data");

/** Opens the home page and answers its first category link and that category's name. */
async function homeWithCategoryLink(page: Page) {
  await page.goto("/");
  await hydrated(page);
  const link = page.locator(".w-category-list__link").first();
  return { link, name: ((await link.textContent()) ?? "").trim() };
}

test("a dropped page data request shows a retry toast, not the error page; retrying opens the page", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED/);
  const { link, name } = await homeWithCategoryLink(page);
  await page.route(isPageData, (route) => route.abort("failed"));
  await link.tap();

  const toast = page.getByRole("alert").filter({ hasText: "เกิดข้อผิดพลาดบางอย่าง" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("ตรวจสอบการเชื่อมต่ออินเทอร์เน็ต");
  await expect(page).toHaveURL(/\/$/); // still the home page, as it was
  await expect(page.locator(".w-category-list__link").first()).toBeVisible();
  await expect(page.getByText("Internal Server Error")).toHaveCount(0);
  await expect(page.locator(".loading-bar")).toHaveAttribute("data-visible", "false"); // not loading meanwhile

  await page.unroute(isPageData);
  await toast.getByRole("button", { name: "ลองอีกครั้ง" }).tap();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+\/\d+$/);
  await expect(page.locator("h1")).toHaveText(name);
  await expect(toast).toHaveCount(0);
});

test("offline, a navigation waits for a retry; back online, retrying opens the page", async ({
  page,
  context,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_INTERNET_DISCONNECTED/);
  const { link, name } = await homeWithCategoryLink(page);
  await context.setOffline(true);
  await link.tap();
  const retry = page.getByRole("alert").getByRole("button", { name: "ลองอีกครั้ง" });
  await expect(retry).toBeVisible();
  // retrying while still offline asks again
  await retry.tap();
  await expect(retry).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await context.setOffline(false);
  await retry.tap();
  await expect(page).toHaveURL(/\/category\/[a-z0-9-]+\/\d+$/);
  await expect(page.locator("h1")).toHaveText(name);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("another navigation while the toast asks closes it and goes on", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/net::ERR_FAILED/);
  const { link } = await homeWithCategoryLink(page);
  let failed = false;
  await page.route(isPageData, async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort("failed");
  });
  await link.tap();
  const toast = page.getByRole("alert").filter({ hasText: "เกิดข้อผิดพลาดบางอย่าง" });
  await expect(toast).toBeVisible();
  await routerNavigate(page, "/faq");
  await expect(page).toHaveURL(/\/faq$/);
  await expect(toast).toHaveCount(0);
});
