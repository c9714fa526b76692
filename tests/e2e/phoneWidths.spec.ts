import { isDemoSection } from "~/lib/demoSection";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";

// Phones first: no page of the storefront (nor of the account stand-in) is wider than a 320 or 375 px screen,
// whatever it shows, so nothing scrolls sideways. Every page type is walked to its end, so widgets that render
// once lazy mode ends are measured too.
const demo = demoShop("demo");
const withVariants = demoProducts(demo).find((product) => (product.variants ?? []).length > 0);
if (!withVariants) throw new Error("the demo shop has no product with variants");

const PAGES = [
  "/",
  "/en/",
  "/category/tea/101",
  "/category/tea/101?p_page=2",
  `/product/${withVariants.slug}/${withVariants.uuid}`,
  "/en/all-products",
  "/search?q=ชา",
  "/search?q=no-such-thing-at-all",
  "/blog/1",
  "/journal/how-to-brew-oolong",
  "/faq",
  "/contact",
  "/coupons",
  "/en/member",
  "/no-such-page",
  "/account/login?lang=th",
  "/account/register?lang=en",
  // §2's demo section: /demo and each of its children
  ...demo.pages.map((page) => page.path).filter(isDemoSection),
];

for (const width of [320, 375]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 } });

    test("no page scrolls sideways", async ({ page, consoleGuard }) => {
      test.setTimeout(180_000);
      consoleGuard.allow(/status of 404/); // the page that does not exist
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
