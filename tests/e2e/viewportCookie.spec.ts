import type { BrowserContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// #10 item 15 (§4, §9): the browser keeps its viewport breakpoint in a cookie (365 days, SameSite=Strict, Path=/),
// updated after a resize; the server lays the page out for it (a phone page's header has the menu button and no
// inline menu list) and caches phone and wide pages apart.

const viewportCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === "viewport");

for (const [width, breakpoint] of [
  [375, "mobileMedium"],
  [1280, "desktopMedium"],
] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test(`the page names ${breakpoint} in a 365-day strict cookie, and sets none itself`, async ({ page, context }) => {
      const response = await page.goto("/en/");
      expect(response?.headers()["set-cookie"]).toBeUndefined(); // the page stays cacheable
      await expect.poll(async () => (await viewportCookie(context))?.value).toBe(breakpoint);
      const cookie = await viewportCookie(context);
      expect(cookie).toMatchObject({ path: "/", sameSite: "Strict", httpOnly: false, secure: false }); // http here
      const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);
    });
  });
}

test("a resize names the new breakpoint", async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto("/en/");
  await expect.poll(async () => (await viewportCookie(context))?.value).toBe("desktopMedium");
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(async () => (await viewportCookie(context))?.value).toBe("mobile");
  await page.setViewportSize({ width: 800, height: 700 });
  await expect.poll(async () => (await viewportCookie(context))?.value).toBe("tablet");
});

test("the server renders the phone header for a phone's cookie, and caches phone and wide pages apart", async ({
  request,
}) => {
  const html = async (cookie?: string) => {
    const response = await request.get("/en/about", { headers: cookie ? { cookie } : {} });
    expect(response.status()).toBe(200);
    const text = await response.text();
    const header = text.slice(text.indexOf("<header"), text.indexOf("</header>"));
    return { header, cache: response.headers()["x-page-cache"] };
  };
  for (let round = 0; round < 2; round += 1) {
    for (const cookie of [undefined, "viewport=desktopMedium", "viewport=tablet"]) {
      const wide = await html(cookie);
      expect(wide.header, `${cookie}`).toContain('class="w-nav__list"');
      expect(wide.header).toContain('href="/en/contact"');
    }
    for (const cookie of ["viewport=mobile", "i18n_lang=x; viewport=mobileMedium", "viewport=mobileWide"]) {
      const phone = await html(cookie);
      expect(phone.header, cookie).not.toContain("w-nav__list");
      expect(phone.header).not.toContain('href="/en/contact"');
      expect(phone.header).toContain('aria-haspopup="dialog"');
      if (round === 1) expect(phone.cache).toBe("hit");
    }
  }
});

test.describe("a page laid out for one layout, shown in the other", () => {
  test("a phone page hydrates at 375 px and its menu opens", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "viewport", value: "mobileMedium", url: baseURL ?? "" }]);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/en/");
    await hydrated(page);
    await page.locator("header .w-nav__toggle").click();
    await expect(page.getByRole("dialog", { name: "Main menu" })).toBeVisible();
  });

  test("a phone page shown at 1280 px gets its inline menu once hydrated", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "viewport", value: "mobileMedium", url: baseURL ?? "" }]);
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto("/en/");
    await hydrated(page);
    await expect(page.locator("header").getByRole("link", { name: "Our story" })).toBeVisible();
  });
});
