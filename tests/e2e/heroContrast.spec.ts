import type { Browser, Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

// #10 item 7: the hero text over a slider image keeps 4.5:1 whatever the image. The worst case is measured: every
// image is a pure white one, the text is made transparent, and the lightest pixel behind it is compared with its colour.

const WHITE = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#fff"/></svg>`;

/** WCAG relative luminance of an sRGB colour (0-255 channels). */
function luminance([r, g, b]: number[]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r ?? 0) + 0.7152 * linear(g ?? 0) + 0.0722 * linear(b ?? 0);
}

/** The lightest pixel of a PNG, decoded by the browser in a blank page (no CSP there). */
async function lightestPixel(browser: Browser, png: Buffer): Promise<number[]> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(async (base64) => {
      const image = new Image();
      image.src = `data:image/png;base64,${base64}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d context");
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, image.width, image.height);
      let best = [0, 0, 0];
      let bestSum = -1;
      for (let i = 0; i < data.length; i += 4) {
        const sum = data[i] + data[i + 1] + data[i + 2];
        if (sum > bestSum) [bestSum, best] = [sum, [data[i], data[i + 1], data[i + 2]]];
      }
      return best;
    }, png.toString("base64"));
  } finally {
    await page.close();
  }
}

/** The text colour of an element as 0-255 channels, its alpha blended over `under`. */
async function textColour(text: Locator, under: number[]): Promise<number[]> {
  const colour = await text.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b].map((channel, index) => channel * a + (under[index] ?? 0) * (1 - a));
}

async function worstContrast(browser: Browser, text: Locator): Promise<number> {
  // through the CSSOM: the pages' CSP refuses inline style elements and attributes
  const hide = (transparent: boolean) =>
    text.evaluate((element: HTMLElement, on) => {
      for (const [name, value] of [
        ["color", "transparent"],
        ["text-shadow", "none"],
      ]) {
        if (on) element.style.setProperty(name, value, "important");
        else element.style.removeProperty(name);
      }
    }, transparent);
  await hide(true);
  const background = await lightestPixel(browser, await text.screenshot());
  await hide(false);
  const foreground = await textColour(text, background);
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

test.describe("1280 px, every slider image pure white", () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });

  test("every slide's title and subtitle keep at least 4.5:1 against what is behind them", async ({
    page,
    browser,
  }) => {
    await page.route(/\/demo\/images\/.*\.(svg|png|jpe?g|webp)(\?.*)?$/, (route) =>
      route.fulfill({ contentType: "image/svg+xml", body: WHITE }),
    );
    await page.goto("/en/");
    await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
    const slider = page.locator("main .w-slider").first();
    const dots = slider.locator(".w-slider__dot");
    const count = await dots.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await dots.nth(index).click();
      const slide = slider.locator(".w-slider__slide").nth(index);
      await page.waitForTimeout(400);
      for (const part of [".w-slider__title", ".w-slider__subtitle"]) {
        const text = slide.locator(part);
        if ((await text.count()) === 0) continue;
        expect(await worstContrast(browser, text), `slide ${index + 1} ${part}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
