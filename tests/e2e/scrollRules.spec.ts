import type { Page } from "@playwright/test";
import { routerNavigate } from "./appRouter";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// Frame-timed scroll measurements: under a loaded CI machine a sample can land on the wrong side of a bound (seen
// once in this session's last full run, at load 5-7). One retry, reported as flaky, until #19 makes them race-free.
test.describe.configure({ retries: 1 });

// §2 scroll rules, decided by the router (src/app/components/ScrollManager.tsx) whatever made the navigation, and
// #10 item 3: a listing's next page keeps the position relative to the listing, never landing in the footer.

/** Records [ms since start, scrollY] every animation frame from now on (kept across client navigations). */
async function recordScroll(page: Page) {
  await page.evaluate(() => {
    const samples: [number, number][] = [];
    const start = performance.now();
    (window as unknown as { __scrollSamples: typeof samples }).__scrollSamples = samples;
    const tick = () => {
      samples.push([performance.now() - start, window.scrollY]);
      if (samples.length < 400) requestAnimationFrame(tick);
    };
    tick();
  });
}

async function scrollSamples(page: Page): Promise<[number, number][]> {
  return page.evaluate(() => (window as unknown as { __scrollSamples: [number, number][] }).__scrollSamples);
}

/** The hash target's final scroll position: its top at the header's bottom edge (scroll-margin-top), as measured. */
async function settledY(page: Page) {
  await expect.poll(async () => page.evaluate(() => window.scrollY), { timeout: 3000 }).toBeGreaterThan(100);
  let last = -1;
  await expect
    .poll(async () => {
      const y = await page.evaluate(() => window.scrollY);
      const settled = y === last;
      last = y;
      return settled;
    })
    .toBe(true);
  return last;
}

/** Scroll positions, in time order, seen in the samples between `from` and `to` ms. */
function between(samples: [number, number][], from: number, to: number): number[] {
  return samples.filter(([ms]) => ms >= from && ms <= to).map(([, y]) => y);
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
  await page.goto("/");
  await hydrated(page);
  await recordScroll(page);
  await routerNavigate(page, "/contact#wholesale");
  await expect(page).toHaveURL(/\/contact#wholesale$/);
  const target = await settledY(page);
  const samples = await scrollSamples(page);
  const changedAt = samples.find(([, y]) => y !== 0)?.[0] ?? Infinity;
  expect(changedAt).toBeGreaterThanOrEqual(250); // 300 ms after the navigation (its data takes a few ms more)
  expect(between(samples, 0, 250).every((y) => y === 0)).toBe(true);
  const arrivedAt = samples.find(([, y]) => Math.abs(y - target) <= 1)?.[0] ?? Infinity;
  expect(arrivedAt - changedAt).toBeLessThan(1250); // the smooth scroll itself, however late the page's data came
  // smooth: positions between the start and the target on the way
  const onTheWay = between(samples, changedAt, arrivedAt).filter((y) => y > 0 && y < target - 1);
  expect(onTheWay.length).toBeGreaterThanOrEqual(3);
});

test("on the first load a hash target scrolls smoothly 500 ms after the app mounts, not at once", async ({ page }) => {
  await page.addInitScript(() => {
    const samples: [number, number, boolean][] = [];
    (window as unknown as { __firstLoad: typeof samples }).__firstLoad = samples;
    const tick = () => {
      samples.push([performance.now(), window.scrollY, document.documentElement.dataset.hydrated === "true"]);
      if (samples.length < 600) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.goto("/contact#wholesale");
  const target = await settledY(page);
  const samples = await page.evaluate(
    () => (window as unknown as { __firstLoad: [number, number, boolean][] }).__firstLoad,
  );
  const mountedAt = samples.find(([, , mounted]) => mounted)?.[0];
  if (mountedAt === undefined) throw new Error("never saw the app mount");
  // not at once: still at the top a good while after the mount was seen (a loaded machine sees the hydrated mark a
  // few frames late, so the bound leaves room below the 500 ms)
  expect(samples.filter(([ms]) => ms < mountedAt + 250).every(([, y]) => y === 0)).toBe(true);
  const arrivedAt = samples.find(([, y]) => Math.abs(y - target) <= 1)?.[0] ?? Infinity;
  expect(arrivedAt - mountedAt).toBeLessThan(2000);
  const onTheWay = samples.filter(([ms, y]) => ms < arrivedAt && y > 0 && y < target - 1);
  expect(onTheWay.length).toBeGreaterThanOrEqual(3);
});
