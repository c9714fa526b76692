import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answerTagHosts } from "./tagHosts";
import { hydrated } from "./hydrated";

// Cookie consent (§4, issue #11): the demo shop asks (every default denied), the offline shop asks nothing. These
// tests start without the consent cookie the other specs get (fixtures.ts).
test.use({ consentDecided: false });
// a choice that grants a flag loads the demo shop's tags: their hosts answer here (offline they would fail)
test.beforeEach(async ({ context }) => {
  await answerTagHosts(context);
});

const COOKIE = "sf_consent_baan-chaa-demo";
const DAY_S = 24 * 60 * 60;
const TH = { banner: "การยินยอมให้ใช้คุกกี้", accept: "ยอมรับทั้งหมด", settings: "ตั้งค่า" };
const EN = { banner: "Cookie consent", accept: "Accept all", reject: "Reject all", settings: "Settings" };

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/** Opens a page and waits until whatever it loads once hydrated has loaded: a banner that would show has shown. */
async function openSettled(page: Page, url: string): Promise<void> {
  await open(page, url);
  await page.waitForLoadState("networkidle");
}

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === COOKIE);

test("asks in Thai and English without taking the focus; Tab reaches Accept all; the choice is a host-only Lax cookie for 365 days", async ({
  page,
  context,
}) => {
  await open(page, "/en");
  await expect(page.getByRole("region", { name: EN.banner })).toBeVisible();
  await context.clearCookies();

  await open(page, "/");
  const banner = page.getByRole("region", { name: TH.banner });
  await expect(banner).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.keyboard.press("Tab");
  await expect(banner.getByRole("button", { name: TH.accept })).toBeFocused();
  const before = Date.now() / 1000;
  await page.keyboard.press("Enter");
  await expect(banner).toHaveCount(0);

  const cookie = await consentCookie(context);
  expect(cookie).toMatchObject({ value: "v1.111", domain: "localhost", path: "/", secure: false, sameSite: "Lax" });
  expect(cookie?.httpOnly).toBe(false);
  expect(Math.abs((cookie?.expires ?? 0) - (before + 365 * DAY_S))).toBeLessThan(60);

  await openSettled(page, "/");
  await expect(page.getByRole("region", { name: TH.banner })).toHaveCount(0);
});

test("a malformed consent cookie shows the banner again, with a warning and no error", async ({ page, context }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await context.addCookies([{ name: COOKIE, value: "garbage", url: test.info().project.use.baseURL ?? "" }]);
  await open(page, "/en");
  await expect(page.getByRole("region", { name: EN.banner })).toBeVisible();
  expect(warnings.join("\n")).toContain("[consent] the consent cookie did not decode garbage");
});

test("a banner whose code cannot load leaves the page as it is", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/Failed to load resource/);
  await page.route(/\/assets\/ConsentBanner-[\w-]+\.js$/, (route) => route.abort());
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await openSettled(page, "/en");
  await expect.poll(() => warnings.join("\n")).toContain("[consent] the code of the consent banner");
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  await expect(page.locator("main h1")).toBeVisible();
});

test("the settings dialog saves a mixed choice; the footer's Cookie settings reopens it and Escape gives the focus back", async ({
  page,
  context,
}) => {
  await open(page, "/en");
  await page.getByRole("region", { name: EN.banner }).getByRole("button", { name: EN.settings }).click();
  const dialog = page.getByRole("dialog", { name: "Cookie settings" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Strictly necessary");
  const analytics = dialog.getByRole("switch", { name: "Analytics" });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  await dialog.getByRole("button", { name: "Save choices" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("region", { name: EN.banner })).toHaveCount(0);
  expect((await consentCookie(context))?.value).toBe("v1.010");

  const link = page.locator("footer").getByRole("button", { name: "Cookie settings" });
  await link.click();
  await expect(dialog.getByRole("switch", { name: "Analytics" })).toBeChecked();
  await expect(dialog.getByRole("switch", { name: "Advertising" })).not.toBeChecked();
  await expect(dialog.locator(":focus")).toHaveCount(1); // the focus is in the dialog
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  expect((await consentCookie(context))?.value).toBe("v1.010");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test("the banner moves nothing (CLS 0), fits a 320 px phone with three equal 44 px choices, and hides no part of the page", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.total += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await open(page, "/");
    const banner = page.getByRole("region", { name: TH.banner });
    await expect(banner).toBeVisible();
    // a shift the banner caused is reported by the end of the next frame
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total)).toBe(0);

    await page.setViewportSize({ width: 320, height: 568 });
    const box = await banner.boundingBox();
    expect(box?.height ?? Infinity).toBeLessThan(568 * 0.4);
    const buttons = await banner.getByRole("button").evaluateAll((elements) =>
      elements.map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return { width: Math.round(width), height: Math.round(height), style: element.className };
      }),
    );
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.height).toBeGreaterThanOrEqual(44);
      expect(button).toEqual({ ...buttons[0], height: button.height });
    }

    // scrolled to its end, the page's last line shows above the banner
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerBottom = await page.locator("footer").evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBeLessThan(((await banner.boundingBox())?.y ?? 0) + 1); // scrolling stops at whole pixels
  });
});

test("the offline shop asks nothing, and the demo shop's consent cookie never reaches it", async ({
  page,
  baseURL,
}) => {
  await open(page, "/");
  await page.getByRole("region", { name: TH.banner }).getByRole("button", { name: TH.accept }).click();

  const port = new URL(baseURL ?? "").port;
  const cookieHeaders: string[] = [];
  page.on("request", async (request) => {
    if (new URL(request.url()).hostname === "offline.localhost") {
      cookieHeaders.push((await request.allHeaders()).cookie ?? "");
    }
  });
  await openSettled(page, `http://offline.localhost:${port}/`);
  await expect(page.getByTestId("consent-banner")).toHaveCount(0);
  expect(cookieHeaders.length).toBeGreaterThan(1);
  for (const header of cookieHeaders) expect(header).not.toContain(COOKIE);
});
