import AxeBuilder from "@axe-core/playwright";
import type { CDPSession, Page } from "@playwright/test";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// The product page's images full screen (issue 25, item 14): PhotoSwipe, loaded on the first open; swipe and
// pinch-zoom by touch on a phone, arrows and Escape by keyboard on a desktop, the page's gallery following.

const product = demoProducts(demoShop("demo")).find((candidate) => candidate.images.length >= 2);
if (!product) throw new Error("the demo shop has no product with two images");
const path = `/product/${product.slug}/${product.uuid}`;
/** The first image's alt text in a language (a shop document may give one text for both). */
const firstAlt = (lang: "th" | "en") => {
  const alt = product.images[0]?.alt ?? "";
  return typeof alt === "string" ? alt : alt[lang];
};
const BLOCKING = new Set(["critical", "serious", "moderate"]);

const counter = (page: Page) => page.locator(".pswp__counter");

/** One finger (or two) down, moved in steps and lifted, as the browser hears a hand on the screen. */
async function touchGesture(cdp: CDPSession, paths: { from: [number, number]; to: [number, number] }[]) {
  const at = (step: number) =>
    paths.map(({ from, to }, id) => ({
      id,
      x: from[0] + ((to[0] - from[0]) * step) / 10,
      y: from[1] + ((to[1] - from[1]) * step) / 10,
    }));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0) });
  for (let step = 1; step <= 10; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(step) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

test.describe("375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("a tap opens the images full screen; a swipe goes to the next, a pinch zooms, the close button closes", async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    await page.getByRole("button", { name: `ดูรูปเต็มจอ: ${firstAlt("th")}` }).tap();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(counter(page)).toHaveText(`1 / ${product.images.length}`);
    const { violations } = await new AxeBuilder({ page }).include(".pswp").analyze();
    expect(violations.filter(({ impact }) => BLOCKING.has(impact ?? "")).map(({ id }) => id)).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    await touchGesture(cdp, [{ from: [300, 400], to: [60, 400] }]);
    await expect(counter(page)).toHaveText(`2 / ${product.images.length}`);

    // the shown image's width on screen (PhotoSwipe scales, then redraws the zoomed image at its size)
    const zoom = () =>
      page
        .locator(".pswp__item[aria-hidden='false'] img.pswp__img")
        .evaluate((image) => image.getBoundingClientRect().width);
    const before = await zoom();
    await touchGesture(cdp, [
      { from: [170, 400], to: [80, 400] },
      { from: [205, 400], to: [295, 400] },
    ]);
    await expect.poll(zoom).toBeGreaterThan(before * 1.5);

    await page.getByRole("button", { name: "ปิด (Esc)" }).tap();
    await expect(dialog).toBeHidden();
    // the page's gallery shows the image last seen
    await expect(page.getByRole("button", { name: "ดูรูปที่ 2" })).toHaveAttribute("aria-pressed", "true");
  });
});

test("on a desktop, Enter opens, the arrow keys move, Escape closes and the focus returns to the image", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/en${path}`);
  await hydrated(page);
  const opener = page.getByRole("button", { name: `View full screen: ${firstAlt("en")}` });
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("dialog", { name: "Product images, full screen" })).toBeVisible();
  await expect(counter(page)).toHaveText(`1 / ${product.images.length}`);
  // the keys move once the opening animation is over, as a person sees it end
  const press = (key: string, shown: number) =>
    expect(async () => {
      await page.keyboard.press(key);
      await expect(counter(page)).toHaveText(`${shown} / ${product.images.length}`, { timeout: 500 });
    }).toPass();
  await press("ArrowRight", 2);
  await press("ArrowLeft", 1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(opener).toBeFocused();
});
