import { createServer, type Server } from "node:http";
import type { Page } from "@playwright/test";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SHOP = `http://localhost:${PORT}`;
const FRAMER_PORT = PORT + 5;
/**
 * EDITOR_ORIGINS of playwright.config.ts: the framing page on an origin the shop trusts (same site: a cross-site
 * frame gets no storage in Chromium, and React Router's scroll restoration script then throws, CSP or not).
 */
const EDITOR = `http://localhost:${FRAMER_PORT}`;
/** Another origin and site (same server, other host name): any site on the web. */
const FOREIGN = `http://127.0.0.1:${FRAMER_PORT}`;
const unique = () => `t=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const product = demoProducts(demoShop("demo"))[0];

async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === "true");
}

/** Collects the page's Content-Security-Policy violations (the init script runs before the page's own). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe("framing", () => {
  let framer: Server;

  test.beforeAll(async () => {
    // an editor-like page that frames whatever ?src= names, its load event noted in the title
    framer = createServer((request, response) => {
      const src = new URL(request.url ?? "/", "http://framer").searchParams.get("src") ?? "";
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="en"><title>framer</title>` +
          `<iframe title="preview" src="${encodeURI(src)}" width="800" height="600" onload="document.title='framed'"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => framer.listen(FRAMER_PORT, resolve));
  });

  test.afterAll(() => new Promise<void>((resolve) => framer.close(() => resolve())));

  test("a page on another origin cannot frame the shop", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/violates the following Content Security Policy directive: "frame-ancestors 'self' /);
    await page.goto(`${FOREIGN}/?src=${encodeURIComponent(`${SHOP}/?${unique()}`)}`);
    await expect(page).toHaveTitle("framed"); // the frame finished loading: what it shows is now final
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame?.url()).not.toContain(SHOP);
    expect(await frame?.evaluate(() => document.documentElement.dataset.hydrated ?? null).catch(() => null)).toBe(null);
    await expect(page.frameLocator("iframe").locator("body")).not.toContainText("บ้านชา");
  });

  test("the shop owner's editor frames the shop, which hydrates inside it", async ({ page }) => {
    await page.goto(`${EDITOR}/?src=${encodeURIComponent(`${SHOP}/?${unique()}`)}`);
    await expect(page).toHaveTitle("framed");
    const preview = page.frameLocator("iframe");
    await expect(preview.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(preview.locator("body")).toContainText("บ้านชา");
  });
});

test("an injected inline script without the nonce is blocked and reported", async ({ page, consoleGuard }) => {
  consoleGuard.allow(/inline script violates the following Content Security Policy directive/);
  await page.goto(`/?${unique()}`);
  await hydrated(page);
  const report = await page.evaluate(
    () =>
      new Promise<{ directive: string; blocked: string; disposition: string; ran: boolean }>((resolve) => {
        document.addEventListener(
          "securitypolicyviolation",
          (event) =>
            resolve({
              directive: event.effectiveDirective,
              blocked: event.blockedURI,
              disposition: event.disposition,
              ran: "injectedRan" in window,
            }),
          { once: true },
        );
        const script = document.createElement("script");
        script.textContent = "window.injectedRan = true";
        document.body.append(script);
      }),
  );
  expect(report).toEqual({ directive: "script-src-elem", blocked: "inline", disposition: "enforce", ran: false });
});

test("pages hydrate and work with no CSP violation, rendered and replayed from the page cache", async ({ page }) => {
  const violations = await recordViolations(page);
  const paths = ["/", "/en", "/category/tea/101", `/product/${product?.slug}/${product?.uuid}`, "/search?q=oolong"];
  for (const path of paths) {
    const url = `${path}${path.includes("?") ? "&" : "?"}${unique()}`;
    for (const expected of ["miss", "hit"]) {
      const answer = await page.goto(url);
      expect(answer?.headers()["x-page-cache"], `${url}`).toBe(expected);
      await hydrated(page);
      expect(await violations(), `${url} (${expected})`).toEqual([]);
    }
  }
  // the cart drawer (lazy code, toasts) on a replayed page
  await page.getByTestId("cart-button").first().click();
  await expect(page.getByTestId("cart-drawer")).toBeVisible();
  expect(await violations()).toEqual([]);
});
