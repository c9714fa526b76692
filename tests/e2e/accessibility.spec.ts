import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { englishPath, MISSING_PAGE, PAGE_TYPES } from "./pageTypes";
import { hydrated } from "./hydrated";

// axe-core's rules (WCAG 2.x A and AA, and its best practices: one main heading, heading order, landmarks) on
// every page type in both languages on a phone, and on a desktop every page type once, the languages alternating
// (the desktop's own parts, its header and menu, are the same in both). A critical, serious or moderate violation
// fails; minor ones are reported only.
const BLOCKING = new Set(["critical", "serious", "moderate"]);
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

const WALKS = [
  { name: "a phone, in Thai", viewport: PHONE, paths: PAGE_TYPES },
  { name: "a phone, in English", viewport: PHONE, paths: PAGE_TYPES.map(englishPath) },
  {
    name: "a desktop, in either language",
    viewport: DESKTOP,
    paths: PAGE_TYPES.map((path, index) => (index % 2 === 0 ? path : englishPath(path))),
  },
];

for (const { name, viewport, paths } of WALKS) {
  test.describe(`axe on ${name}`, () => {
    test.use({ viewport });

    test("every page type has no serious or moderate violation", async ({ page, consoleGuard }) => {
      // a tour of every page type with axe: 1.1 to 1.5 min beside a full run at load 10 to 16, past 2 at load 20
      test.setTimeout(240_000);
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
  });
}

test.describe("axe on a phone's overlays", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the open menu and the open cart drawer have no serious or moderate violation", async ({ page }) => {
    const blocking = async () => {
      const { violations } = await new AxeBuilder({ page }).analyze();
      return violations
        .filter(({ impact }) => BLOCKING.has(impact ?? ""))
        .map(({ id, nodes }) => `${id} ${nodes[0]?.target}`);
    };
    await page.goto(PAGE_TYPES[3] ?? "/"); // a product page
    await hydrated(page);

    await page.getByRole("button", { name: "เปิดเมนู" }).tap();
    await expect(page.getByRole("button", { name: "ปิดเมนู" }).first()).toBeVisible();
    expect(await blocking(), "menu open").toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByTestId("add-to-cart").tap();
    await expect(page.getByTestId("cart-drawer")).toBeVisible();
    expect(await blocking(), "cart drawer open").toEqual([]);
  });
});

test.describe("axe on a phone's consent banner and settings", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true, consentDecided: false });

  for (const { lang, path, banner, settings } of [
    { lang: "Thai", path: "/", banner: "การยินยอมให้ใช้คุกกี้", settings: "ตั้งค่า" },
    { lang: "English", path: "/en", banner: "Cookie consent", settings: "Settings" },
  ]) {
    test(`in ${lang}: the banner and the open dialog have no serious or moderate violation`, async ({ page }) => {
      const blocking = async () => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        return violations
          .filter(({ impact }) => BLOCKING.has(impact ?? ""))
          .map(({ id, nodes }) => `${id} ${nodes[0]?.target}`);
      };
      await page.goto(path);
      const region = page.getByRole("region", { name: banner });
      await expect(region).toBeVisible();
      expect(await blocking(), "banner").toEqual([]);

      await region.getByRole("button", { name: settings }).tap();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await blocking(), "settings dialog").toEqual([]);
    });
  }
});
