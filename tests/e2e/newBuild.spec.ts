import type { Page } from "@playwright/test";
import { RELOAD_GUARD_MS } from "../../src/lib/constants";
import { routerNavigate } from "./appRouter";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// §4, §7: an open tab notices a new build from the latest-build file the build writes (build/client/build-id.json),
// and a widget or route chunk that fails to load reloads the page once.

/** The product listing widget's own chunk (its kind's code): what a category page cannot show without. */
const LISTING_CHUNK = /\/assets\/ProductListing-[\w-]+\.js$/;

/** The documents the page loads from now on (its first load and every reload or full page load; not its frames'). */
function documentLoads(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document" && request.frame() === page.mainFrame())
      urls.push(new URL(request.url()).pathname + new URL(request.url()).search);
  });
  return urls;
}

/** The listing's chunk fails to load (as when the network drops) until `recovered()` says otherwise. */
async function failUntil(page: Page, recovered: () => boolean) {
  await page.route(LISTING_CHUNK, async (route) => {
    if (recovered()) await route.continue();
    else await route.abort("failed");
  });
}

/** Counts, in the page, the latest-build answers its code has read (the count goes up before the code goes on). */
async function countBuildChecks(page: Page) {
  await page.addInitScript(() => {
    const json = Response.prototype.json;
    Response.prototype.json = async function (this: Response) {
      const body: unknown = await json.call(this);
      const counted = window as unknown as { buildChecksRead?: number };
      if (new URL(this.url).pathname === "/build-id.json") counted.buildChecksRead = (counted.buildChecksRead ?? 0) + 1;
      return body;
    };
  });
}

/** The tab comes back into view: it checks the latest-build file (answered, and read by the page, before this returns). */
async function returnToTab(page: Page) {
  const readBefore = await page.evaluate(() => (window as { buildChecksRead?: number }).buildChecksRead ?? 0);
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname === "/build-id.json");
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const response = await checked;
  await page.waitForFunction(
    (before) => ((window as { buildChecksRead?: number }).buildChecksRead ?? 0) > before,
    readBefore,
  );
  return response;
}

test("a new build makes the next navigation a full page load, at most once per path within 10 s", async ({ page }) => {
  // the page's Date stands still (its timers run): "within 10 s" is the page's time, whatever the machine's load
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await countBuildChecks(page);
  await page.goto("/faq");
  await hydrated(page);
  const running = await page.evaluate(
    () => (window as unknown as { __reactRouterManifest: { version: string } }).__reactRouterManifest.version,
  );
  const latest = await returnToTab(page);
  expect(latest.headers()["cache-control"]).toBe("no-cache");
  expect(new URL(latest.url()).searchParams.get("t")).toMatch(/^\d{13}$/); // a timestamp query (§7)
  expect(await latest.json()).toEqual({ buildId: running });

  // the same build: navigations stay client-side
  const documents = documentLoads(page);
  await routerNavigate(page, "/contact");
  await expect(page).toHaveURL(/\/contact$/);
  expect(documents).toEqual([]);

  // a new build is deployed: the server answers its id (here for this page alone, so that the specs running beside
  // this one on the shared server keep theirs)
  await page.route(/\/build-id\.json\?/, (route) => route.fulfill({ json: { buildId: `${running}-next` } }));
  expect((await (await returnToTab(page)).json()).buildId).toBe(`${running}-next`);
  await routerNavigate(page, "/faq?from=menu#shipping");
  await expect(page).toHaveURL(/\/faq\?from=menu#shipping$/);
  await hydrated(page);
  expect(documents).toEqual(["/faq?from=menu"]);

  // the new page still runs the old build here (only the answer changed): another path loads as a document again
  await returnToTab(page);
  await routerNavigate(page, "/contact");
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page);
  expect(documents).toEqual(["/faq?from=menu", "/contact"]);

  // but /faq loaded as a document less than 10 s ago: it is not loaded again (no loop), the navigation goes on
  await returnToTab(page);
  await routerNavigate(page, "/faq");
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { name: "ชาและกาแฟ", exact: true })).toBeVisible();
  expect(documents).toEqual(["/faq?from=menu", "/contact"]);

  // 10 s later (the tab still knows its build is old) a path may load as a document again
  await page.clock.setFixedTime(start + RELOAD_GUARD_MS);
  await routerNavigate(page, "/contact");
  await expect(page).toHaveURL(/\/contact$/);
  await hydrated(page);
  expect(documents).toEqual(["/faq?from=menu", "/contact", "/contact"]);
});

test("a widget chunk that fails once reloads the page once, keeping path, query and hash", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED/);
  const documents = documentLoads(page);
  await failUntil(page, () => documents.length >= 2); // the first load's tries fail, the reload's succeed
  await page.goto("/category/tea/101?p_page=2#products");
  await expect.poll(() => documents.length).toBe(2);
  await hydrated(page);
  await expect(page).toHaveURL(/\/category\/tea\/101\?p_page=2#products$/);
  expect(documents).toEqual(["/category/tea/101?p_page=2", "/category/tea/101?p_page=2"]);
  // the reloaded page works: its pager navigates client-side
  await page.locator('.pager a[rel="prev"]').first().click();
  await expect(page).toHaveURL(/\/category\/tea\/101$/);
  expect(documents).toHaveLength(2);
});

test("a widget chunk that keeps failing reloads once, never in a loop, and its server HTML stays", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED/);
  consoleGuard.allow(/the code of widget product-listing did not load/);
  await page.route(LISTING_CHUNK, (route) => route.abort("failed"));
  const documents = documentLoads(page);
  await page.goto("/category/tea/101?p_page=2#products");
  await expect.poll(() => documents.length).toBe(2);
  await hydrated(page);
  await page.waitForTimeout(3000);
  expect(documents).toHaveLength(2);
  await expect(page).toHaveURL(/\/category\/tea\/101\?p_page=2#products$/);
  await expect(page.locator(".w-product-listing h1")).toBeVisible(); // not removed
  await expect(page.locator(".product-card").first()).toBeVisible();
});

test("a client navigation whose widget chunk fails loads its target as a document, not the error page", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED/);
  await page.goto("/faq");
  await hydrated(page);
  const documents = documentLoads(page);
  await failUntil(page, () => documents.length >= 1); // the navigation's tries fail, the document load's succeed
  await page.mouse.move(20, 20); // a shopper who navigates has moved: lazy mode is over (§4)
  await routerNavigate(page, "/category/tea/101?p_page=2#products");
  await expect.poll(() => documents).toEqual(["/category/tea/101?p_page=2"]);
  await hydrated(page);
  await expect(page).toHaveURL(/\/category\/tea\/101\?p_page=2#products$/);
  await expect(page.locator(".w-product-listing h1")).toBeVisible();
});

test("a route chunk that fails to load reloads the page once, keeping path, query and hash", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/net::ERR_FAILED|Error loading route module|Failed to fetch dynamically imported module/);
  await page.goto("/faq?from=menu#shipping");
  await hydrated(page);
  await page.route(/\/assets\/hand-off-[\w-]+\.js$/, (route) => route.abort("failed")); // the /cart route's code
  const documents = documentLoads(page);
  await routerNavigate(page, "/cart");
  await expect.poll(() => documents).toEqual(["/faq?from=menu"]);
  await hydrated(page);
  await page.waitForTimeout(2000);
  expect(documents).toHaveLength(1); // once: the page shown loads, no loop
  await expect(page).toHaveURL(/\/faq\?from=menu#shipping$/);
});
