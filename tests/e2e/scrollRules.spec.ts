import type { Page } from "@playwright/test";
import { routerNavigate } from "./appRouter";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// §2 scroll rules, decided by the router (src/app/components/ScrollManager.tsx) whatever made the navigation, and
// #10 item 3: a listing's next page keeps the position relative to the listing, never landing in the footer. The
// hash scrolls' delays are checked on the page's clock (Playwright's, paused), never against the machine's.

/** In the page: notes its scroll position at each scroll event (the browser's own, whatever the page's clock). */
function noteScrolls() {
  const seen: number[] = [];
  (window as unknown as { __scrolls: number[] }).__scrolls = seen;
  addEventListener("scroll", () => seen.push(window.scrollY));
}

const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);

/**
 * Waits until `selector` is in the page and the effects of that render have run: React runs them in a task it posts
 * on a MessageChannel (which the paused clock leaves alone), before one posted after it.
 */
async function rendered(page: Page, selector: string) {
  await expect(page.locator(selector)).toBeAttached();
  await page.evaluate(() => {
    const channel = new MessageChannel();
    return new Promise((resolve) => {
      channel.port1.onmessage = resolve;
      channel.port2.postMessage(null);
    });
  });
}

/**
 * With the page's clock paused where the target appeared: not a pixel moved `delay` - 1 ms later; at `delay` ms a
 * smooth scroll starts (positions on the way, seen by scroll events) and ends with the target in view.
 */
async function expectScrollAt(page: Page, delay: number) {
  await page.clock.runFor(delay - 1);
  // a smooth scroll shows from the browser's next frames on, not within runFor: give one started too early the time
  // to show (real time, which the check only waits out: a slower machine can miss an early start, never fail)
  await page.waitForTimeout(500);
  expect((await scrolls(page)).filter((y) => y !== 0)).toEqual([]); // no instant jump, not even for a moment
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(1);
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y > 0 && y === last;
      last = y;
      return settled;
    })
    .toBe(true);
  const onTheWay = (await scrolls(page)).filter((y) => y > 0 && y < last - 1);
  expect(onTheWay.length).toBeGreaterThanOrEqual(3);
  await expect(page.locator("#wholesale")).toBeInViewport();
}

/** How far the product listing's top is below the sticky header's bottom edge, CSS pixels (NaN without them). */
async function listingTopBelowHeader(page: Page): Promise<number> {
  return page.evaluate(() => {
    const listingTop = document.querySelector(".w-product-listing")?.getBoundingClientRect().top ?? NaN;
    return listingTop - (document.querySelector(".zone-header")?.getBoundingClientRect().height ?? NaN);
  });
}

test.describe("375 px phone (touch)", () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test("page 2 of a category brings the listing's top into view instead of the footer (#10 item 3)", async ({
    page,
  }) => {
    await page.goto("/category/tea/101");
    await hydrated(page);
    const next = page.locator('.pager a[rel="next"]').first();
    await next.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    await next.tap();
    await expect(page).toHaveURL(/p_page=2/);
    await expect(page.locator('.pager [aria-current="page"]').first()).toHaveText("2");
    // the first product of page 2 shows, and the listing starts right under the sticky header
    await expect(page.locator(".product-card").first()).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before);
    expect(Math.abs(await listingTopBelowHeader(page))).toBeLessThanOrEqual(2);
  });

  test("page 2 asked for before the footer's code came keeps the footer on screen and brings the listing's top into view", async ({
    page,
  }) => {
    await page.goto("/category/tea/101");
    await hydrated(page);
    // from now on code comes late: the footer, held back by lazy mode, is still its server HTML when page 2 is asked for
    await page.route(/\/assets\/[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.evaluate(() => {
      const footer = document.querySelector(".zone-footer");
      if (!footer) throw new Error("the page has no footer");
      const seen = window as unknown as { footerEmptied?: boolean };
      new MutationObserver(() => {
        if (footer.childElementCount === 0) seen.footerEmptied = true;
      }).observe(footer, { childList: true });
    });
    const next = page.locator('.pager a[rel="next"]').first();
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await expect(page.locator('.pager [aria-current="page"]').first()).toHaveText("2");
    await expect(page.locator(".product-card").first()).toBeInViewport();
    expect(Math.abs(await listingTopBelowHeader(page))).toBeLessThanOrEqual(2);
    const footerEmptied = await page.evaluate(() => (window as unknown as { footerEmptied?: boolean }).footerEmptied);
    expect(footerEmptied ?? false).toBe(false);
  });
});

test("at 1280 px, page 2 keeps the position while the listing still shows there (#10 item 3)", async ({ page }) => {
  // a 1280 × 1024 screen: page 2's last scroll position still shows the end of the listing under the header
  await page.setViewportSize({ width: 1280, height: 1024 });
  await page.goto("/category/tea/101");
  await hydrated(page);
  const next = page.locator('.pager a[rel="next"]').first();
  await next.scrollIntoViewIfNeeded();
  await next.click();
  await expect(page.locator('.pager [aria-current="page"]').first()).toHaveText("2");
  // the shorter page 2 ends the scroll range earlier: its end is kept in place, with the pager just used on screen
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(300);
  expect(y).toBe(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight));
  await expect(page.locator(".pager").first()).toBeInViewport();
});

test("a pager link, navigate() and a GET form change p_page without scrolling to top, however made", async ({
  page,
}) => {
  await page.goto("/category/tea/101");
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

  // navigate() without preventScrollReset
  await routerNavigate(page, "/category/tea/101?p_page=2");
  await expect(page.locator('.pager [aria-current="page"]').first()).toHaveText("2");
  expect(await page.evaluate(() => window.scrollY)).toBe(400);

  // a GET form submission, as <Form method="get"> makes it (useSubmit: navigate with formMethod and formData)
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string, o: object): unknown } })
      .__reactRouterDataRouter;
    const formData = new FormData();
    formData.set("p_page", "1");
    void router.navigate("/category/tea/101", { formMethod: "get", formData });
  });
  await expect(page.locator('.pager [aria-current="page"]').first()).toHaveText("1");
  expect(await page.evaluate(() => window.scrollY)).toBe(400);

  // another query parameter does scroll to top
  await routerNavigate(page, "/category/tea/101?p_page=2&sort=x");
  await expect(page).toHaveURL(/sort=x/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("history state noAutoScroll or subProductChange keeps the position without preventScrollReset", async ({
  page,
}) => {
  await page.goto("/faq");
  await hydrated(page);
  for (const state of [{ noAutoScroll: true }, { subProductChange: true }]) {
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    const target = state.noAutoScroll ? "/faq?kept=1" : "/faq?kept=2";
    await routerNavigate(page, target, { state });
    await expect(page).toHaveURL(new RegExp(target.replace("?", "\\?")));
    await page.waitForTimeout(100);
    expect(await page.evaluate(() => window.scrollY), JSON.stringify(state)).toBe(300);
  }
  // without the marks the same navigation scrolls to top
  await routerNavigate(page, "/faq?kept=3", { state: { other: true } });
  await expect(page).toHaveURL(/kept=3/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a hash link scrolls smoothly to its target after 300 ms, with no instant jump first", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  await page.clock.pauseAt(Date.now() + 60_000); // from here the page's timers wait for runFor
  await page.evaluate(noteScrolls);
  await routerNavigate(page, "/contact#wholesale");
  await rendered(page, "#wholesale");
  await expectScrollAt(page, 300);
});

test("on the first load a hash target scrolls smoothly 500 ms after the app mounts, not at once", async ({ page }) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 60_000); // the page's timers wait for runFor from its first script on
  await page.addInitScript(noteScrolls);
  await page.goto("/contact#wholesale");
  await hydrated(page);
  await rendered(page, "#wholesale");
  await expectScrollAt(page, 500);
});
