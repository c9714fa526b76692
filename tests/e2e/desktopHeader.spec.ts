import type { Page } from "@playwright/test";
import { clippingAncestors } from "./clipping";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// Issue 25 defect 1: from 1024 px up the header is one row in both languages and both demo shops, its first and last
// controls on the page content's edges, the search field (where it shows) wide enough for its placeholder, and the
// cart's count whole on screen.

const SHOPS = { demo: "localhost", offline: "offline.localhost" } as const;

interface Part {
  name: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The header's visible controls (links, buttons, fields), left to right. */
async function headerParts(page: Page): Promise<Part[]> {
  return page.locator("header.zone-header").evaluate((header) =>
    Array.from(header.querySelectorAll<HTMLElement>("a[href], button, input"))
      .map((part) => ({ name: part.outerHTML.slice(0, 70), box: part.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ name, box }) => ({ name, left: box.left, right: box.right, top: box.top, bottom: box.bottom }))
      .sort((a, b) => a.left - b.left),
  );
}

/** The left and right edges of the page's content (its first contained section). */
async function contentEdges(page: Page): Promise<{ left: number; right: number }> {
  return page
    .locator("main .container")
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
}

/** How much wider the search field's placeholder is than the room the field gives its text (≤ 0: it fits). */
async function placeholderOverflow(page: Page): Promise<number> {
  return page.locator("header.zone-header input[type=search]").evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width - room;
  });
}

for (const width of [1024, 1280, 1366, 1440]) {
  test.describe(`${width} px desktop`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [shop, host] of Object.entries(SHOPS)) {
      for (const path of ["/", "/en/"]) {
        test(`${shop} shop ${path}: one row on the content's edges`, async ({ page, baseURL }) => {
          const { port } = new URL(baseURL ?? "");
          await page.goto(`http://${host}:${port}${path}`);
          await hydrated(page);
          const parts = await headerParts(page);
          expect(parts.length).toBeGreaterThanOrEqual(6); // logo, menu links, language, cart
          // one row: every control spans a common line, and none overlaps the next
          const line = Math.min(...parts.map((part) => part.bottom));
          for (const part of parts) expect(part.top, part.name).toBeLessThan(line);
          parts.reduce((before, part) => {
            expect(part.left, `${part.name} after ${before.name}`).toBeGreaterThanOrEqual(before.right - 0.5);
            return part;
          });
          const edges = await contentEdges(page);
          expect(Math.min(...parts.map((part) => part.left))).toBeCloseTo(edges.left, 0);
          expect(Math.max(...parts.map((part) => part.right))).toBeCloseTo(edges.right, 0);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const field = page.locator("header.zone-header input[type=search]");
          if (await field.isVisible()) expect(await placeholderOverflow(page)).toBeLessThanOrEqual(0);
        });
      }
    }
  });
}

test.describe("1024 px desktop", () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test("the search button opens a field as wide as the content, its placeholder whole", async ({ page }) => {
    await page.goto("/en/");
    await hydrated(page);
    const header = page.locator("header.zone-header");
    await header.getByRole("button", { name: "Search products and articles" }).click();
    const field = header.getByRole("combobox", { name: "Search products and articles" });
    await expect(field).toBeFocused();
    const box = await field.boundingBox();
    const edges = await contentEdges(page);
    expect(box?.x).toBeGreaterThanOrEqual(edges.left - 0.5);
    expect(box?.width).toBeGreaterThan((edges.right - edges.left) / 2);
    expect(await placeholderOverflow(page)).toBeLessThanOrEqual(0);
  });
});

for (const width of [1024, 1440]) {
  test.describe(`${width} px desktop, a product in the cart`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [shop, host] of Object.entries(SHOPS)) {
      test(`${shop} shop: the cart's count shows whole`, async ({ page, baseURL }) => {
        const product = demoProducts(demoShop(shop as keyof typeof SHOPS)).find(
          (candidate) => !candidate.variants && candidate.stock !== 0,
        );
        if (!product) throw new Error(`the ${shop} shop has no simple product`);
        const { port } = new URL(baseURL ?? "");
        await page.goto(`http://${host}:${port}/product/${product.slug}/${product.uuid}`);
        await hydrated(page);
        await page.getByTestId("add-to-cart").click();
        await expect(page.getByTestId("cart-drawer")).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(page.getByTestId("cart-drawer")).toBeHidden();
        const count = page.locator("header.zone-header").getByTestId("cart-count");
        await expect(count).toBeVisible();
        const box = await count.boundingBox();
        if (!box) throw new Error("no count");
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.y).toBeGreaterThanOrEqual(0);
        // no box around it cuts it off
        expect(await clippingAncestors(count)).toEqual([]);
      });
    }
  });
}
