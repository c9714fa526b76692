import { expect, test } from "./fixtures";
import { englishPath, MISSING_PAGE, PAGE_TYPES } from "./pageTypes";
import { smallTapTargets } from "./tapTargets";

// Issue 25 defect 8 (§9 phones): on a 320 or 375 px phone every tap target of every page type is at least 44 × 44
// CSS px, in Thai and in English: the header's buttons, breadcrumbs, category links, steppers, footer links, a link
// alone on its line. Links inside running text are exempt (WCAG 2.5.8). Each page is walked to its end, so widgets
// that render once lazy mode ends are measured too.
for (const width of [320, 375]) {
  for (const lang of ["th", "en"] as const) {
    test.describe(`${width} px phone, ${lang}`, () => {
      test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

      test("every tap target is at least 44 × 44", async ({ page, consoleGuard }) => {
        test.setTimeout(120_000);
        consoleGuard.allow(MISSING_PAGE);
        const small: string[] = [];
        for (const path of lang === "th" ? PAGE_TYPES : PAGE_TYPES.map(englishPath)) {
          await page.goto(path);
          await page.mouse.wheel(0, 20_000); // ends lazy mode: every widget renders
          await page.waitForTimeout(300);
          small.push(...(await smallTapTargets(page)).map((target) => `${path} ${target}`));
        }
        expect(small).toEqual([]);
      });
    });
  }
}
