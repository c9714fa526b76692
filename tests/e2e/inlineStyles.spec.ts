import { createHash } from "node:crypto";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";

// Issue 22 item 4: the storefront's stylesheet is written into the page, so a phone paints when the document arrives
// rather than a round trip later. It must be the whole stylesheet, allowed by the CSP's hash (no other inline style
// is), and still apply after hydration and client navigations (React keeps the server's text).
test.use({ viewport: { width: 375, height: 740 } });

const STYLE = /<style id="sf-styles">([\s\S]*?)<\/style>/;

test("a page carries the storefront's stylesheet inline, allowed by its hash, and links none of ours", async ({
  request,
}) => {
  const answer = await request.get("/category/tea/101");
  const html = await answer.text();
  const css = STYLE.exec(html)?.[1] ?? "";
  expect(css).toContain(".product-card__name");
  expect(css).toContain("@font-face");
  const hash = `'sha256-${createHash("sha256").update(css).digest("base64")}'`;
  const policy = answer.headers()["content-security-policy"] ?? "";
  expect(/style-src-elem ([^;]*)/.exec(policy)?.[1]?.split(" ")).toEqual(["'self'", hash]);
  expect(html).not.toMatch(/<link rel="stylesheet" href="\/assets\//);
});

test("the page is styled before any stylesheet arrives, and stays styled after hydration and navigation", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => request.resourceType() === "stylesheet" && stylesheets.push(request.url()));
  await page.goto("/category/tea/101");
  const grid = page.locator(".product-list").first();
  await expect(grid).toHaveCSS("display", "grid");
  await expect(page.locator("body")).toHaveCSS("font-family", /^"Noto Sans Thai"/);
  expect(stylesheets).toEqual([]);
  await hydrated(page);
  await page.locator(".product-card__link").first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.locator("body")).toHaveCSS("font-family", /^"Noto Sans Thai"/);
  await page.goBack();
  await expect(grid).toHaveCSS("display", "grid");
  expect(await page.locator("#sf-styles").evaluate((style) => style.textContent?.length ?? 0)).toBeGreaterThan(10_000);
});
