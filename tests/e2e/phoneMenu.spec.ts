import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// #10 item 2: the phone menu is a modal drawer (Radix dialog): a tap on its backdrop closes it and reaches nothing
// under it, the page does not scroll behind it, Tab stays in it, Escape closes it from anywhere, and the focus goes
// back to the menu button. On a desktop the inline menu and its mega menu are as they were.

const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));

test.describe("on a 375 px touch phone", () => {
  test.use({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });

  test("the menu is a named modal dialog: backdrop, scroll lock, focus trap, Escape, focus return", async ({
    page,
  }) => {
    await page.goto("/en/");
    await hydrated(page);
    const toggle = page.locator("header .w-nav__toggle"); // hidden from screen readers while the dialog is open
    await expect(toggle).toHaveAccessibleName("Open menu");
    const dialog = page.getByRole("dialog", { name: "Main menu" });

    // a link of the page lying where the backdrop will be (the drawer leaves the left 14% of the screen dimmed)
    const under = await page.evaluate(() => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>("main a[href]")) {
        const box = link.getBoundingClientRect();
        if (box.left < 30 && box.right > 40 && box.top > 80 && box.bottom < innerHeight) {
          return { x: 35, y: box.top + box.height / 2, href: link.href };
        }
      }
      return null;
    });
    expect(under, "a link under the backdrop").not.toBeNull();
    if (!under) return;
    const url = page.url();

    await toggle.tap();
    await expect(dialog).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(dialog.getByRole("link", { name: "Our story" })).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);

    // the page does not scroll behind it: neither a wheel nor a touch swipe on the backdrop
    await page.mouse.move(under.x, 400);
    await page.mouse.wheel(0, 600);
    const session = await page.context().newCDPSession(page);
    await session.send("Input.synthesizeScrollGesture", {
      x: under.x,
      y: 500,
      yDistance: -400,
      gestureSourceType: "touch",
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => scrollY)).toBe(0);

    // Tab and Shift+Tab go round inside the dialog
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog(page)).toBe(true);
    }

    // Escape from deep inside closes it; the focus is back on the menu button
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // a tap on the backdrop over a link closes the menu and does not follow the link
    await toggle.tap();
    await expect(dialog).toBeVisible();
    await page.touchscreen.tap(under.x, under.y);
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url);
    await expect(toggle).toBeFocused();

    // the page scrolls again once it is closed
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
  });

  test("a dropdown opens as an accordion in the drawer, and a link in it navigates and closes the drawer", async ({
    page,
  }) => {
    await page.goto("/en/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const dialog = page.getByRole("dialog", { name: "Main menu" });
    await dialog.getByRole("button", { name: "Products" }).tap();
    await dialog.getByRole("link", { name: "Oolong" }).tap();
    await expect(page).toHaveURL(/\/en\/category\/oolong-tea\/111$/);
    await expect(dialog).toBeHidden();
    await expect(page.locator("main h1")).toBeFocused(); // the new page's heading, not the menu button
  });
});

test.describe("on a 1280 px desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the menu is the inline bar with its mega menu; no menu button, no dialog", async ({ page }) => {
    await page.goto("/en/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("button", { name: "Open menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Our story" })).toBeVisible();
    await nav.getByRole("button", { name: "Products" }).click();
    await expect(nav.getByText("Crafts & gifts")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Oolong" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Oolong" })).toBeHidden();
  });
});
