import type { Page } from "@playwright/test";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// a page of its own: b_page is a parameter the page cache keys on (any value); an unknown one would be dropped
const unique = () => `b_page=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const product = demoProducts(demoShop("demo"))[0];

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
