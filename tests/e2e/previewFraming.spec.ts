import { createServer, type Server } from "node:http";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { withPreviewToken } from "./previewSecret";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SHOP = `http://localhost:${PORT}`;
const DEMO_SHOP_ID = 1001; // shops/demo.json
const OFFLINE_SHOP_ID = 10047; // shops/offline.json: another shop
const FRAMER_PORT = PORT + 5;
/**
 * An editor origin of EDITOR_ORIGINS (playwright.config.ts), on the shop's site: a cross-site frame gets no storage
 * in Chromium, and React Router's scroll restoration script then throws, preview or not.
 */
const EDITOR = `http://localhost:${FRAMER_PORT}`;
/** The other editor origin of EDITOR_ORIGINS (the demo editor page's). */
const OTHER_EDITOR = `http://editor.localhost:${PORT}`;
/** Another origin and site (the same framing server, another host name): any site on the web. */
const FOREIGN = `http://127.0.0.1:${FRAMER_PORT}`;
// a page of its own: b_page is a parameter the page cache keys on (any value); an unknown one would be dropped
const unique = () => `b_page=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

let framer: Server;

test.beforeAll(async () => {
  // a page that frames whatever ?src= names, its load event noted in the title; it sends no framing protection
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

/** Opens `framerOrigin`'s page framing `src`; resolves once the frame has loaded (what it shows is then final). */
async function frame(page: Page, framerOrigin: string, src: string) {
  await page.goto(`${framerOrigin}/?src=${encodeURIComponent(src)}`);
  await expect(page).toHaveTitle("framed");
  return page.frames().find((candidate) => candidate !== page.mainFrame());
}

/** The browser refused to show the shop in the frame: no shop document, nothing of it hydrated. */
async function expectRefused(page: Page, src: string) {
  const shown = page.frames().find((candidate) => candidate !== page.mainFrame());
  expect(shown?.url(), src).not.toContain(SHOP);
  expect(await shown?.evaluate(() => document.documentElement.dataset.hydrated ?? null).catch(() => null)).toBe(null);
  await expect(page.frameLocator("iframe").locator("body")).not.toContainText("บ้านชา");
}

test("the browser refuses to frame the shop without a valid preview token for the framing origin", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/violates the following Content Security Policy directive: "frame-ancestors /);
  const attempts = [
    { framer: FOREIGN, src: `${SHOP}/?${unique()}` }, // any site, no token
    { framer: EDITOR, src: `${SHOP}/?${unique()}` }, // an allowed editor, but no token
    { framer: EDITOR, src: withPreviewToken(`${SHOP}/?${unique()}`, DEMO_SHOP_ID, OTHER_EDITOR) }, // another's token
    { framer: FOREIGN, src: withPreviewToken(`${SHOP}/?${unique()}`, DEMO_SHOP_ID, FOREIGN) }, // not on the list
    { framer: EDITOR, src: withPreviewToken(`${SHOP}/?${unique()}`, OFFLINE_SHOP_ID, EDITOR) }, // another shop's
  ];
  for (const { framer: framerOrigin, src } of attempts) {
    await frame(page, framerOrigin, src);
    await expectRefused(page, src);
  }
});

test("the editor of a valid token frames the shop's live preview: hydrated, noindex, never stored", async ({
  page,
}) => {
  const src = withPreviewToken(`${SHOP}/?${unique()}`, DEMO_SHOP_ID, EDITOR);
  const answers: Response[] = [];
  page.on("response", (answer) => {
    if (answer.url() === src) answers.push(answer);
  });
  await frame(page, EDITOR, src);
  const preview = page.frameLocator("iframe");
  await expect(preview.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(preview.locator("body")).toContainText("บ้านชา");
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // §4 previewData.themeKey: the shop's staging theme (shops/demo.json stagingThemeKey) with its stylesheet
  await expect(preview.locator("html")).toHaveAttribute("data-theme", "jade");
  const brand = () => getComputedStyle(document.documentElement).getPropertyValue("--color-brand").trim();
  await expect.poll(() => preview.locator("html").evaluate(brand)).toBe("#1f6f5c");

  // the same preview again: rendered anew (never from the page cache), and nothing may keep it
  await frame(page, EDITOR, src);
  await expect(preview.locator("html[data-hydrated]")).toHaveCount(1);
  expect(answers).toHaveLength(2);
  for (const answer of answers) {
    const headers = await answer.allHeaders();
    expect(headers).toMatchObject({
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
      "x-page-cache": "bypass",
    });
    expect(headers["content-security-policy"]).toContain(`frame-ancestors ${EDITOR};`);
    expect(headers["x-frame-options"]).toBeUndefined();
  }
});

test("shoppers never see the staging theme, nor a preview's headers", async ({ page }) => {
  const answer = await page.goto(`/?${unique()}`);
  await expect(page.locator("html")).toHaveAttribute("data-theme", "celadon"); // base data's themeKey
  await expect(page.locator('link[href^="/preview/"], meta[name="robots"]')).toHaveCount(0);
  const headers = await answer?.allHeaders();
  expect(headers?.["content-security-policy"]).toContain("frame-ancestors 'none';");
  expect(headers?.["content-security-policy"]).not.toContain("'unsafe-eval'");
  expect(headers?.["x-robots-tag"]).toBeUndefined();
});
