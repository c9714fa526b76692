import { expect, test } from "./fixtures";
import { englishPath, MISSING_PAGE, PAGE_TYPES } from "./pageTypes";

// Phones first: no page of the storefront (nor of the account stand-in) is wider than a 320 or 375 px screen,
// whatever it shows, so nothing scrolls sideways. Every page type is walked to its end, so widgets that render
// once lazy mode ends are measured too.
// Each width walks every page type, alternating the language, the other width the other way round: so every page
// type is walked in both languages.
for (const [width, parity] of [
  [320, 0],
  [375, 1],
] as const) {
  const PAGES = PAGE_TYPES.map((path, index) => (index % 2 === parity ? path : englishPath(path)));
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("no page scrolls sideways", async ({ page, consoleGuard }) => {
      test.setTimeout(90_000);
      consoleGuard.allow(MISSING_PAGE);
      for (const path of PAGES) {
        await page.goto(path);
        await page.mouse.wheel(0, 20_000); // ends lazy mode: every widget renders
        await page.waitForTimeout(300);
        const widest = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(widest, path).toBeLessThanOrEqual(width);
      }
    });
  });
}
