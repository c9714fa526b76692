import type { BrowserContext } from "@playwright/test";
import { decideConsent, expect, test } from "./fixtures";
import { demoPage, demoShop } from "./demoShops";
import { hydrated } from "./hydrated";

const demo = demoShop("demo");
const offline = demoShop("offline");
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test("the Thai home page is server-rendered with header zone, sections and footer zone", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  const home = demoPage(demo, "/", "th");
  expect(html).toContain(home.pageHead.title); // in the server HTML, not only after hydration
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await expect(page).toHaveTitle(new RegExp(home.pageHead.title));
  await expect(page.locator("header.zone-header nav").first()).toBeVisible();
  await expect(page.locator("main section").first()).toBeVisible();
  await expect(page.locator("footer.zone-footer")).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/en$/);
});

test("/en/ shows the same page in English", async ({ page }) => {
  const response = await page.goto("/en/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page).toHaveTitle(new RegExp(demoPage(demo, "/", "en").pageHead.title));
  const menuLinks = await page
    .locator("header.zone-header nav a[href^='/']:not([hreflang])")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(menuLinks.length).toBeGreaterThan(0);
  for (const href of menuLinks) expect(href).toMatch(/^\/en(\/|$|#|\?)/);
});

test("/cn/ is recognised and served in English", async ({ page }) => {
  const response = await page.goto("/cn/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(demoPage(demo, "/", "en").pageHead.title));
});

/** The language cookie the browser holds, once the page has written it. */
async function langCookie(context: BrowserContext) {
  return (await context.cookies()).find((candidate) => candidate.name === "i18n_lang");
}

test("the page remembers the language in a cookie for 365 days; the HTML sets no cookie", async ({ page, context }) => {
  const response = await page.goto("/en/");
  expect(response?.headers()["set-cookie"]).toBeUndefined(); // so the page can be cached
  await expect.poll(() => langCookie(context)).toBeDefined();
  const cookie = await langCookie(context);
  expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", httpOnly: false, secure: false });
  expect(JSON.parse(atob(decodeURIComponent(cookie?.value ?? "")))).toBe("en");
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  await page.goto("/about");
  await expect.poll(async () => (await langCookie(context))?.value).not.toBe(cookie?.value); // now Thai
});

test("an unknown path answers 404 with the Page Not Found page, in both languages", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/status of 404/); // the browser reports the document's own 404
  const thai = await page.goto("/no-such-page");
  expect(thai?.status()).toBe(404);
  await expect(page.locator(".error-page h1")).toHaveText("ไม่พบหน้าที่คุณต้องการ");
  await expect(page.locator(".error-page")).toContainText("404");
  await expect(page.locator(".error-page")).toContainText("/no-such-page");

  const english = await page.goto("/en/no-such-page");
  expect(english?.status()).toBe(404);
  await expect(page.locator(".error-page h1")).toHaveText("Page Not Found");
});

test("a bot on a missing page gets the 404 status but no error page markup", async ({ browser }) => {
  const context = await browser.newContext({ userAgent: GOOGLEBOT });
  const response = await context.request.get("/no-such-page");
  expect(response.status()).toBe(404);
  // the markup, not the storefront's inline stylesheet (which styles an error page for shoppers)
  const markup = (await response.text()).replace(/<style\b[\s\S]*?<\/style>/g, "");
  expect(markup).not.toContain("error-page");
  expect(markup).not.toMatch(/<main|<h1/);
  await context.close();
});

test("navigating between content pages happens client-side, without a full reload", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  const about = demoPage(demo, "/about", "th");
  await page.locator('header.zone-header a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(new RegExp(about.pageHead.title));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test("JSON-LD of the page is in the document and parses", async ({ page }) => {
  await page.goto("/");
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(() => JSON.parse(script)).not.toThrow();
});

test("the offline-mode shop is served at offline.localhost with its own content", async ({ page, baseURL }) => {
  const port = new URL(baseURL ?? "").port;
  const response = await page.goto(`http://offline.localhost:${port}/`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(demoPage(offline, "/", "th").pageHead.title));
  await expect(page).not.toHaveTitle(new RegExp(demoPage(demo, "/", "th").pageHead.title));
});

test("a link to a section of another page scrolls to it smoothly once the page is shown (§2)", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.locator('footer a[href="/about#team"]').first().click();
  await expect(page).toHaveURL(/\/about#team$/);
  const team = page.locator("#team");
  await expect(team).toBeAttached();
  await expect
    .poll(async () => team.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 3000 })
    .toBeLessThan(120); // brought to the top of the window, under the sticky header
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("a first visit from abroad goes to English; a chosen language is kept (§2 geography step)", async ({
  browser,
}) => {
  const userAgent = test.info().project.use.userAgent;
  const abroad = await browser.newContext({ userAgent, extraHTTPHeaders: { "CF-IPCountry": "JP" } });
  await decideConsent(abroad, test.info().project.use.baseURL);
  const page = await abroad.newPage();
  await page.goto("/about?ref=mail");
  await expect(page).toHaveURL(/\/en\/about\?ref=mail$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect.poll(() => langCookie(abroad)).toBeDefined(); // the page remembers English

  const english = (await langCookie(abroad))?.value;
  // the visitor picks Thai: the page's links carry only the parameters pages use (the tags read ref on landing)
  await page.locator('header a[hreflang="th"]').first().click();
  await expect(page).toHaveURL(/:\d+\/about$/);
  await expect.poll(async () => (await langCookie(abroad))?.value).not.toBe(english); // and now Thai
  await page.goto("/");
  await expect(page).toHaveURL(/:\d+\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  await abroad.close();

  const inThailand = await browser.newContext({ userAgent, extraHTTPHeaders: { "CF-IPCountry": "TH" } });
  await decideConsent(inThailand, test.info().project.use.baseURL);
  const thaiPage = await inThailand.newPage();
  await thaiPage.goto("/");
  await expect(thaiPage).toHaveURL(/:\d+\/$/);
  await inThailand.close();

  const crawler = await browser.newContext({ extraHTTPHeaders: { "CF-IPCountry": "US" }, userAgent: GOOGLEBOT });
  const crawled = await crawler.request.get("/about", { maxRedirects: 0 });
  expect(crawled.status()).toBe(200);
  await crawler.close();
});
