import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { freshDemoDataDir } from "./demoDataDir";
import { removeFolder } from "./leftovers";
import { expect, test } from "./fixtures";
import { messagesOf } from "./messages";
import { type RunningServer, startBuiltServer } from "./pageCacheHttp";

// The shop's own settings (§3). The demo shop (shared server) shows its theme and the payment-methods widget; a
// test shop on a server of this test's own carries an https stylesheet, hostile slotCss and the cosmetic settings.
const PORT = Number(process.env.E2E_PORT ?? 3210);
const SETTINGS_PORT = PORT + 7;
const SETTINGS_ORIGIN = `http://settings.localhost:${SETTINGS_PORT}`; // *.localhost is the loopback in Chromium
const STYLES_ORIGIN = "https://styles.settings.example";

const th = messagesOf("th");
const en = messagesOf("en");

/**
 * Records every CSP violation the page sees, every context menu event with whether it was suppressed, and the id of
 * every element animated by script.
 */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const seen = {
      violations: [] as string[],
      menus: [] as { tag: string; suppressed: boolean }[],
      animated: [] as string[],
    };
    Object.assign(window, { seen });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
      seen.animated.push(this.id);
      return animate.apply(this, args);
    };
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
    // on window, after the page's own listener on document
    window.addEventListener("contextmenu", (event) =>
      seen.menus.push({ tag: (event.target as Element).tagName, suppressed: event.defaultPrevented }),
    );
  });
}

const seen = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          seen: { violations: string[]; menus: { tag: string; suppressed: boolean }[]; animated: string[] };
        }
      ).seen,
  );

test.describe("the demo shop", () => {
  test.use({ viewport: { width: 320, height: 720 } });

  for (const [lang, path, texts] of [
    ["th", "/", th],
    ["en", "/en", en],
  ] as const) {
    test(`shows its theme and its payment methods in ${lang} on a 320 px phone`, async ({ page }) => {
      await page.goto(path);
      const html = page.locator("html");
      await expect(html).toHaveAttribute("data-theme", "celadon");
      const tokens = await html.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.getPropertyValue("--color-brand"), style.getPropertyValue("--radius-md")];
      });
      expect(tokens).toEqual(["#2f6b4f", "12px"]);

      const list = page.getByRole("list", { name: texts["paymentMethods.label"] });
      await list.scrollIntoViewIfNeeded();
      const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as {
        base: { th: { paymentMethods: string[] } };
      };
      const names = demo.base.th.paymentMethods.map((method) => texts[`payment.method.${method}`] ?? method);
      await expect(list.locator(".w-payment-methods__name")).toHaveText(names);
      await expect(list).toContainText("Visa, MasterCard, JCB");
      await expect(list).toContainText(lang === "th" ? "ผ่อนได้ 3-10 เดือน" : "3 to 10 months");
      await expect(list.locator("svg[aria-hidden='true']")).toHaveCount(names.length);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBe(0);
    });
  }
});

test.describe("a shop with its own stylesheet, slotCss and cosmetic settings", () => {
  let server: RunningServer | undefined;
  let dataDir = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = freshDemoDataDir("sf-e2e-settings-");
    const document = JSON.parse(readFileSync("tests/fixtures/shop-a.json", "utf8")) as {
      shop: { hosts: string[] };
      base: Record<"th" | "en", Record<string, unknown>>;
    };
    document.shop.hosts = ["settings.localhost"];
    for (const lang of ["th", "en"] as const) {
      document.base[lang] = {
        ...document.base[lang],
        bundledCssUrl: `${STYLES_ORIGIN}/theme.css`,
        slotCss:
          "@import url(https://evil.example/x.css);" +
          "main p{color:rgb(1, 2, 3)}" +
          "</style><script>window.pwned=1</script><style>" +
          "body{background-image:url(javascript:alert(1))}" +
          "main{--marker:url(jav\\61script:alert(1))}",
        settings: { disableRightClick: true, disableTextSelection: true },
        transitionName: "fade",
        headerZone: {
          children: [
            { ukey: "s-search", type: "widget", kind: "search-form", setting: {} },
            {
              ukey: "s-links",
              type: "widget",
              kind: "paragraph",
              setting: { blocks: [{ type: "text", html: '<p><a href="/">Home</a> <a href="/about">About</a></p>' }] },
            },
          ],
        },
      };
    }
    const file = join(dataDir, "settings-shop.json");
    writeFileSync(file, JSON.stringify(document));
    await promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "server/cli/import-shop.ts", file], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    server = await startBuiltServer(SETTINGS_PORT, {
      DATA_DIR: dataDir,
      PUBLIC_URL_SCHEME: "http",
      PUBLIC_PORT: String(SETTINGS_PORT),
      LOG_LEVEL: "error",
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) removeFolder(dataDir);
  });

  test.beforeEach(async ({ page }) => {
    await watchPage(page);
    await page.route(`${STYLES_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: "text/css", body: "main p{text-decoration-line:underline}" }),
    );
  });

  test("its stylesheets apply after ours, allowed by the CSP, and its hostile CSS stays CSS", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(`${SETTINGS_ORIGIN}/`);
    const paragraph = page.locator("main p").first();
    await expect(paragraph).toHaveCSS("text-decoration-line", "underline"); // the bundled stylesheet
    await expect(paragraph).toHaveCSS("color", "rgb(1, 2, 3)"); // the slotCss
    // in the page as served, after the storefront's own stylesheet (inline) and links (lazily loaded chunks may add more later)
    const html = await page.evaluate(async () => (await fetch(location.href)).text());
    const links = [...html.matchAll(/<link rel="stylesheet" href="([^"]*)"/g)].map((match) => match[1]);
    expect(links.slice(-2)).toEqual([
      `${STYLES_ORIGIN}/theme.css`,
      expect.stringMatching(/^\/shop\.css\?lang=th&amp;v=/),
    ]);
    expect(html.indexOf('<style id="sf-styles">')).toBeLessThan(html.indexOf(`href="${STYLES_ORIGIN}/theme.css"`));

    expect(await page.evaluate(() => "pwned" in window)).toBe(false);
    await expect(page.locator("body")).toHaveCSS("background-image", "none");
    expect(requests.filter((url) => url.includes("evil.example"))).toEqual([]);
    expect((await seen(page)).violations).toEqual([]);
  });

  test("the page's text cannot be selected nor its menu opened, while the search field works", async ({ page }) => {
    await page.goto(`${SETTINGS_ORIGIN}/`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const paragraph = page.locator("main p").first();
    await paragraph.dblclick();
    expect(await page.evaluate(() => getSelection()?.toString())).toBe("");
    await paragraph.click({ button: "right" });

    const field = page.getByRole("combobox").first();
    await field.click({ button: "right" });
    await field.fill("oolong tea");
    await field.press("ControlOrMeta+a");
    expect(await field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
      0, 10,
    ]);
    await field.press("Shift+Tab"); // the keyboard still moves focus
    await expect(field).not.toBeFocused();
    expect((await seen(page)).menus).toEqual([
      { tag: "P", suppressed: true },
      { tag: "INPUT", suppressed: false },
    ]);
  });

  test("a client navigation fades the page in, unless the shopper prefers reduced motion", async ({ page }) => {
    await page.goto(`${SETTINGS_ORIGIN}/`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect((await seen(page)).animated).toEqual([]); // not on the first load
    await page.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(async () => (await seen(page)).animated).toEqual(["main"]);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(`${SETTINGS_ORIGIN}/`);
    await expect(page.locator("main p").first()).toHaveText("Shop A page / in th");
    expect((await seen(page)).animated).toEqual(["main"]);
  });
});
