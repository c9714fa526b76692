import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext } from "@playwright/test";
import { TRACKING_DOM_EVENT, type TrackingDomDetail } from "~/tracking/events";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// The store-contact widget (#11) of the demo shop: on the /contact page (with its map) and in the footer (without),
// on a 320 px phone in both languages; taps on its links and on a contact link in rich text are tracked.
const BLOCKING = new Set(["critical", "serious", "moderate"]);
const PAGE_WIDGET = '[data-ukey="contact-main-details"]';
const FOOTER_WIDGET = '[data-ukey="footer-contact-details"]';

/** The map service answers with a small page of its own (one axe finds nothing in): the test stays offline. */
async function standInMap(context: BrowserContext) {
  await context.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: '<!doctype html><html lang="en"><title>Map</title><main><h1>Map</h1><p>A map of Nimmanhaemin Soi 9</p></main>',
    }),
  );
}

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the widget names its links, dials the normalised number, frames the map and passes axe", async ({
    page,
    context,
  }) => {
    await standInMap(context);
    for (const { path, phone, mapTitle } of [
      { path: "/contact", phone: "โทร 081-234-5678", mapTitle: "แผนที่ร้านบ้านชา ซอยนิมมานเหมินท์ 9 เชียงใหม่" },
      { path: "/en/contact", phone: "Phone +66 81 234 5678", mapTitle: /^Map of Baan Chaa/ },
    ]) {
      await page.goto(path);
      const widget = page.locator(PAGE_WIDGET);
      await expect(widget.getByRole("link", { name: phone })).toHaveAttribute(
        "href",
        path === "/contact" ? "tel:0812345678" : "tel:+66812345678",
      );
      await expect(widget.getByRole("link", { name: "LINE @baanchaa" })).toHaveAttribute(
        "href",
        "https://line.me/R/ti/p/@baanchaa",
      );
      await expect(widget.getByRole("link", { name: "Shopee" })).toHaveAttribute(
        "href",
        "https://shopee.co.th/baanchaa.demo",
      );
      await expect(page.locator(FOOTER_WIDGET).getByRole("link", { name: phone })).toBeVisible();
      await expect(page.locator(FOOTER_WIDGET).locator("iframe")).toHaveCount(0);

      const map = widget.locator("iframe");
      await expect(map).toHaveAttribute("title", mapTitle);
      await expect(map).toHaveAttribute("loading", "lazy");
      await map.scrollIntoViewIfNeeded();
      await expect(map.contentFrame().getByText("A map of Nimmanhaemin Soi 9")).toBeVisible();

      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
      const { violations } = await new AxeBuilder({ page }).include(PAGE_WIDGET).include(FOOTER_WIDGET).analyze();
      const blocking = violations.filter(({ impact }) => BLOCKING.has(impact ?? ""));
      expect(blocking.map(({ id, nodes }) => `${path}: ${id} at ${nodes[0]?.target}`)).toEqual([]);
    }
  });
});

test("taps on LINE, phone, Shopee and a rich text email link dispatch the tracked events", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  await page.evaluate((eventName) => {
    const seen: unknown[] = [];
    Object.assign(window, { trackedInTest: seen });
    window.addEventListener(eventName, (event) => seen.push((event as CustomEvent).detail));
    // the taps stay on the page: their default (leaving for LINE, Shopee, the dialler) is prevented from the start,
    // since React stops a click on a part it has not hydrated yet (the footer, held back by lazy mode) from bubbling
    window.addEventListener("click", (event) => event.preventDefault(), { capture: true });
  }, TRACKING_DOM_EVENT);

  await page.locator(FOOTER_WIDGET).getByRole("link", { name: "LINE @baanchaa" }).click();
  await page.locator(PAGE_WIDGET).getByRole("link", { name: "โทร 081-234-5678" }).click();
  await page.locator(PAGE_WIDGET).getByRole("link", { name: "Shopee" }).click();
  await page
    .locator('[data-ukey="contact-wholesale-text"]')
    .getByRole("link", { name: "hello@baanchaa.example" })
    .click();
  await page.locator(PAGE_WIDGET).locator(".w-store-contact__address").click(); // beside the links: nothing

  const tracked = await page.evaluate(
    () => (window as unknown as { trackedInTest: TrackingDomDetail[] }).trackedInTest,
  );
  expect(tracked).toEqual([
    { name: "contact_click", payload: { method: "line", link_url: "https://line.me/R/ti/p/@baanchaa" } },
    { name: "contact_click", payload: { method: "phone", link_url: "tel:0812345678" } },
    { name: "marketplace_click", payload: { marketplace: "shopee", link_url: "https://shopee.co.th/baanchaa.demo" } },
    { name: "contact_click", payload: { method: "email", link_url: "mailto:hello@baanchaa.example" } },
  ]);
  expect(page.url()).toMatch(/\/contact$/);
});
