import type { Browser, Locator } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// #10 item 7: the hero text over a slider image keeps 4.5:1 whatever the image. The worst case is measured: every
// image is a pure white one, the text is made transparent, and the lightest pixel behind it is compared with its colour.

const WHITE = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#fff"/></svg>`;

/** An sRGB colour, 0-255 channels. */
type Rgb = [number, number, number];

/** WCAG relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The lightest pixel of a PNG, decoded by the browser in a blank page (no CSP there). */
async function lightestPixel(browser: Browser, png: Buffer): Promise<Rgb> {
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
      let best: Rgb = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        const pixel: Rgb = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
        if (pixel[0] + pixel[1] + pixel[2] > best[0] + best[1] + best[2]) best = pixel;
      }
      return best;
    }, png.toString("base64"));
  } finally {
    await page.close();
  }
}

/** The text colour of an element as 0-255 channels, its alpha blended over `under`. */
async function textColour(text: Locator, under: Rgb): Promise<Rgb> {
  const colour = await text.evaluate((element) => getComputedStyle(element).color);
  const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
  const blend = (channel: number, below: number) => channel * a + below * (1 - a);
  return [blend(r, under[0]), blend(g, under[1]), blend(b, under[2])];
}

async function worstContrast(browser: Browser, text: Locator): Promise<number> {
  // through the CSSOM: the pages' CSP refuses inline style elements and attributes
  const hide = (transparent: boolean) =>
    text.evaluate((element: HTMLElement, on) => {
      for (const [name, value] of Object.entries({ color: "transparent", "text-shadow": "none" })) {
        if (on) element.style.setProperty(name, value, "important");
        else element.style.removeProperty(name);
      }
    }, transparent);
  await hide(true);
  const background = await lightestPixel(browser, await text.screenshot());
  await hide(false);
  const foreground = await textColour(text, background);
  const [front, behind] = [luminance(foreground), luminance(background)];
  return (Math.max(front, behind) + 0.05) / (Math.min(front, behind) + 0.05);
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
    await hydrated(page);
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
