import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { editorMessages, nodeOf, openEditor, type PageJson, pointerOf, send } from "./previewEditor";

// Protocol version 2 (docs/preview.md): click to select, select.field, the report's catalogue problems; and what
// every preview does for its editor (no consent banner, product cards readable on every section tone).

/** The editor says it speaks version 2; the frame answers `ready` in version 2. */
async function speakVersion2(page: Page): Promise<void> {
  expect(await send(page, { version: 2, type: "hello" })).toMatchObject({ type: "ready", version: 2 });
}

/** The `selected` messages the frame posted, oldest first. */
async function selections(page: Page) {
  return (await editorMessages(page)).filter((message) => message.type === "selected");
}

/** WCAG contrast of an element's text colour on the background of its nearest ancestor that paints one. */
function contrastOf(text: Locator): Promise<number> {
  return text.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    let painted: Element | null = element;
    while (painted && channels(getComputedStyle(painted).backgroundColor)[3] === 0) painted = painted.parentElement;
    const background = luminance(channels(painted ? getComputedStyle(painted).backgroundColor : "rgb(255,255,255)"));
    const foreground = luminance(channels(getComputedStyle(element).color));
    return (Math.max(background, foreground) + 0.05) / (Math.min(background, foreground) + 0.05);
  });
}

test("version 2: a click or Enter selects the innermost node instead of following its link, hover outlines it", async ({
  page,
}) => {
  const { frame, pageJson } = await openEditor(page);
  await speakVersion2(page);
  const grid = frame.locator("[data-ukey=home-featured-grid]");
  const link = grid.locator(".product-card__link").first();
  await link.hover();
  await expect(grid).toHaveAttribute("data-preview-hover", "");
  await expect(frame.locator("[data-preview-hover]")).toHaveCount(1); // the innermost node only
  expect(await grid.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("dashed");

  await link.click();
  const pointer = pointerOf(pageJson, "home-featured-grid");
  await expect
    .poll(() => selections(page))
    .toEqual([{ source: "storefront-preview", version: 2, type: "selected", ukey: "home-featured-grid", pointer }]);
  await expect(grid).toHaveAttribute("data-preview-selected", "");
  expect(await grid.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid"); // not the hover's
  expect(new URL(frame.url()).pathname).toBe("/"); // the link was not followed

  const story = frame.locator("[data-ukey=home-story-text]");
  await story.scrollIntoViewIfNeeded();
  const storyLink = story.locator("a").first();
  await storyLink.focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await selections(page)).at(-1)).toMatchObject({ ukey: "home-story-text" });
  await expect(story).toHaveAttribute("data-preview-selected", "");
  await expect(grid).not.toHaveAttribute("data-preview-selected");
  expect(new URL(frame.url()).pathname).toBe("/");
});

test("version 1 (no hello of version 2): a click in the frame follows the link as before, nothing is selected", async ({
  page,
}) => {
  const { frame } = await openEditor(page);
  await frame.locator("[data-ukey=home-featured-grid] .product-card__link").first().click();
  await expect.poll(() => new URL(frame.url()).pathname).toMatch(/^\/product\//);
  expect(await selections(page)).toEqual([]);
});

test("version 2: select with a field of a slide shows that slide, held still; the node scrolls into view", async ({
  page,
}) => {
  const { frame } = await openEditor(page);
  await speakVersion2(page);
  const slider = frame.locator("[data-ukey=home-hero-slider]");
  await frame.locator("[data-ukey=home-gifts-text]").scrollIntoViewIfNeeded();
  await expect(slider).not.toBeInViewport();
  const selected = await send(page, {
    version: 2,
    type: "select",
    ukey: "home-hero-slider",
    field: "/sliders/2/title",
  });
  expect(selected).toMatchObject({ type: "selected", version: 2, ukey: "home-hero-slider" });
  await expect(slider).toBeInViewport();
  await expect(slider.locator(".w-slider__dot").nth(2)).toHaveAttribute("aria-current", "true");
  await expect(slider.locator(".w-slider__track")).toHaveAttribute("aria-live", "polite"); // paused
  await send(page, { version: 2, type: "select", ukey: "home-hero-slider", field: "/sliders/0/image/alt" });
  await expect(slider.locator(".w-slider__dot").nth(0)).toHaveAttribute("aria-current", "true");
});

test("version 2: the report names a product the shop does not have, at its field, in the page's language", async ({
  page,
}) => {
  const { pageJson } = await openEditor(page);
  const unknown = "00000000-0000-4000-8000-00000000beef";
  const grid = nodeOf(pageJson, "home-featured-grid").setting as { productUuids: string[] };
  grid.productUuids = [grid.productUuids[0] ?? "", unknown];
  const replace = { type: "replace-page", pageComponent: pageJson.pageComponent };
  expect(await send(page, replace)).toMatchObject({ type: "report", version: 1, problems: [] }); // version 1: as before
  await speakVersion2(page);
  expect(await send(page, { version: 2, ...replace })).toEqual({
    source: "storefront-preview",
    version: 2,
    type: "report",
    nodes: expect.any(Number),
    problems: [
      {
        tree: "page",
        pointer: `${pointerOf(pageJson, "home-featured-grid")}/setting/productUuids/1`,
        ukey: "home-featured-grid",
        kind: "product-grid",
        message: `ร้านนี้ไม่มีสินค้า ${unknown}`, // the demo home page is Thai
        messages: [],
        severity: "error",
      },
    ],
  });
});

test("product names stay readable on product cards in a dark or brand section", async ({ page }) => {
  const { frame, pageJson } = await openEditor(page);
  const name = frame.locator("[data-ukey=home-featured-grid] .product-card__name").first();
  for (const tone of ["dark", "brand"]) {
    (nodeOf(pageJson, "home-featured").setting as { tone: string }).tone = tone;
    await send(page, { type: "replace-page", pageComponent: pageJson.pageComponent });
    await expect(frame.locator(`[data-ukey=home-featured].w-section--${tone}`)).toBeVisible();
    expect(await contrastOf(name), tone).toBeGreaterThanOrEqual(4.5);
  }
});

test.describe("a shopper who has not chosen", () => {
  test.use({ consentDecided: false });

  test("a preview shows no consent banner over the page, and sets no consent cookie", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("consent-banner")).toBeVisible(); // the same page outside a preview asks
    await page.context().clearCookies();
    const { frame, pageJson } = await openEditor(page);
    // a round trip after hydration: the banner, had it been asked for, would be there by now
    await send(page, { type: "replace-page", pageComponent: (pageJson as PageJson).pageComponent });
    await expect(frame.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(frame.getByTestId("consent-banner")).toHaveCount(0);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith("sf_consent"))).toEqual([]);
  });
});
