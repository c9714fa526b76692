import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { englishPath, MISSING_PAGE, PAGE_TYPES } from "./pageTypes";

// axe-core's rules (WCAG 2.x A and AA, and its best practices: one main heading, heading order, landmarks) on
// every page type in both languages, on a phone and on a desktop. A critical, serious or moderate violation fails;
// minor ones are reported only.
const BLOCKING = new Set(["critical", "serious", "moderate"]);

for (const [label, viewport] of [
  ["phone", { width: 375, height: 740 }],
  ["desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`axe on a ${label}`, () => {
    test.use({ viewport });

    for (const [language, paths] of [
      ["Thai", PAGE_TYPES],
      ["English", PAGE_TYPES.map(englishPath)],
    ] as const) {
      test(`every page type in ${language} has no serious or moderate violation`, async ({ page, consoleGuard }) => {
        test.setTimeout(120_000);
        consoleGuard.allow(MISSING_PAGE);
        const found: string[] = [];
        for (const path of paths) {
          await page.goto(path);
          await page.mouse.wheel(0, 20_000); // ends lazy mode: every widget renders
          await page.waitForTimeout(300);
          const { violations } = await new AxeBuilder({ page }).analyze();
          for (const violation of violations.filter(({ impact }) => BLOCKING.has(impact ?? ""))) {
            const targets = violation.nodes.map((node) => node.target.join(" ")).slice(0, 3);
            found.push(`${path}: ${violation.id} (${violation.impact}) ${violation.help} at ${targets.join(", ")}`);
          }
        }
        expect(found).toEqual([]);
      });
    }
  });
}

test.describe("axe on a phone's overlays", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("the open menu and the open cart drawer have no serious or moderate violation", async ({ page }) => {
    const blocking = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations
        .filter(({ impact }) => BLOCKING.has(impact ?? ""))
        .map(({ id, nodes }) => `${id} ${nodes[0]?.target}`);
    };
    await page.goto(PAGE_TYPES[3] ?? "/"); // a product page
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

    await page.getByRole("button", { name: "เปิดเมนู" }).tap();
    await expect(page.getByRole("button", { name: "ปิดเมนู" }).first()).toBeVisible();
    expect(await blocking(), "menu open").toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByTestId("add-to-cart").tap();
    await expect(page.getByTestId("cart-drawer")).toBeVisible();
    expect(await blocking(), "cart drawer open").toEqual([]);
  });
});
