import { expect, test } from "./fixtures";

// Issue 22 item 4: the home page's LCP element is the slider's first image. React's server renderer preloads an eager
// high-priority img from the head (SizedImage's `priority`), so the browser requests it before the scripts; the img
// itself stays eager and high priority once hydrated.
test.use({ viewport: { width: 375, height: 740 } });

const HERO = ".w-slider__slide:first-child img";

test.describe("the server's HTML", () => {
  test.use({ javaScriptEnabled: false });

  // A category's and search's largest paint is a card image of the first row: a phone's two load first, the rest lazily.
  for (const path of ["/category/tea/101", `/search?q=${encodeURIComponent("ชา")}`]) {
    test(`${path} preloads its first row's card images at high priority, and only those`, async ({ page }) => {
      await page.goto(path);
      const images = page.locator(".product-list__item .product-card__img");
      expect(await images.count()).toBeGreaterThan(2);
      const priorities = await images.evaluateAll((imgs) =>
        imgs.map((img) => `${img.getAttribute("loading")} ${img.getAttribute("fetchpriority")}`),
      );
      expect(priorities.slice(0, 3)).toEqual(["eager high", "eager high", "lazy null"]);
      const preloaded = await page
        .locator("head link[rel=preload][as=image][fetchpriority=high]")
        .evaluateAll((links) => links.map((link) => link.getAttribute("imagesrcset")));
      const firstRow = await images.evaluateAll((imgs) => imgs.slice(0, 2).map((img) => img.getAttribute("srcset")));
      expect(preloaded).toEqual(firstRow);
    });
  }

  test("preloads the hero image at high priority before any script", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator(HERO);
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
    const src = await hero.getAttribute("src");
    const preload = page.locator(`head link[rel=preload][as=image][fetchpriority=high][href="${src}"]`);
    await expect(preload).toHaveCount(1);
    const beforeScripts = await preload.evaluate((link) =>
      [...document.querySelectorAll("script[src], link[rel=modulepreload]")].every(
        (script) => link.compareDocumentPosition(script) & Node.DOCUMENT_POSITION_FOLLOWING,
      ),
    );
    expect(beforeScripts).toBe(true);
  });
});

test("the browser fetches the hero image by its preload, and the hydrated img keeps its priority", async ({ page }) => {
  await page.goto("/");
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  const hero = page.locator(HERO);
  await expect(hero).toHaveAttribute("fetchpriority", "high");
  await expect(hero).not.toHaveAttribute("loading", "lazy");
  const initiator = await hero.evaluate((img: HTMLImageElement) => {
    const [entry] = performance.getEntriesByName(img.currentSrc) as PerformanceResourceTiming[];
    return entry?.initiatorType;
  });
  expect(initiator).toBe("link");
});
