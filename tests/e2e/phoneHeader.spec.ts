import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// #10 item 4: on a phone the sticky header is one compact row (at most 64 px) with side margins, the search field
// behind a search button (a disclosure: aria-expanded, focus into the field, Escape collapses); on a desktop the
// search field shows as before.

for (const width of [320, 375]) {
  test.describe(`${width} px phone`, () => {
    test.use({ viewport: { width, height: 700 }, hasTouch: true, isMobile: true });

    for (const path of ["/", "/en/"]) {
      test(`${path}: one row of at most 64 px, nothing closer than 8 px to the edges`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        const header = page.locator("header.zone-header");
        const box = await header.boundingBox();
        expect(box?.height).toBeLessThanOrEqual(64);
        const parts = await header.evaluate((element) =>
          Array.from(element.querySelectorAll<HTMLElement>("a[href], button, input, img"))
            .map((part) => ({ name: part.outerHTML.slice(0, 60), box: part.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.height > 0)
            .map(({ name, box }) => ({ name, left: box.left, right: box.right })),
        );
        expect(parts.length).toBeGreaterThanOrEqual(6); // menu, logo, search, language, account, cart
        for (const part of parts) {
          expect(part.left, part.name).toBeGreaterThanOrEqual(8);
          expect(part.right, part.name).toBeLessThanOrEqual(width - 8);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }

    test("the search button expands the field, focuses it, and Escape collapses it", async ({ page }) => {
      await page.goto("/en/");
      await hydrated(page);
      const toggle = page.getByRole("button", { name: "Search products and articles" });
      const field = page.getByRole("combobox", { name: "Search products and articles" });
      await expect(field).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await toggle.tap();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(field).toBeVisible();
      await expect(field).toBeFocused();
      const fieldBox = await field.boundingBox();
      expect(fieldBox?.x).toBeGreaterThanOrEqual(8);
      expect((fieldBox?.x ?? 0) + (fieldBox?.width ?? 0)).toBeLessThanOrEqual(width - 8);
      await page.keyboard.press("Escape");
      await expect(field).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");

      await toggle.tap();
      await field.fill("oolong");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/en\/search\?q=oolong$/);
      await expect(field).toBeHidden(); // a navigation collapses it
    });
  });
}

test.describe("1280 px desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the search field shows in the header, without a search button", async ({ page }) => {
    await page.goto("/en/");
    await hydrated(page);
    const header = page.locator("header.zone-header");
    await expect(header.getByRole("combobox", { name: "Search products and articles" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Search products and articles" })).toBeHidden();
    await expect(header.getByRole("link", { name: "Our story" })).toBeVisible();
    const logo = await header.getByRole("img", { name: "Baan Chaa home" }).boundingBox();
    expect(logo?.height).toBe(56);
  });
});
