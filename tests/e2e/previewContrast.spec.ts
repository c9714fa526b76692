import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { openEditor, pointerOf, send } from "./previewEditor";

// Protocol version 2's contrast warnings (docs/preview.md): after each render the frame checks its text
// against its background, once idle, and tells the editor what is below WCAG AA.

const PORT = Number(process.env.E2E_PORT ?? 3210);

interface ContrastMessage {
  type: "contrast";
  problems: { pointer: string; ukey?: string; kind?: string; message: string; severity?: string }[];
}

/** Sends `message` as the editor and resolves with the contrast warnings the frame posts after it. */
function contrastAfter(page: Page, message: object): Promise<ContrastMessage> {
  return send(page, { version: 2, ...message }, ["contrast"]) as unknown as Promise<ContrastMessage>;
}

test("a pale brand colour makes a brand section's text hard to read: a warning at its tone, with both colours", async ({
  page,
}) => {
  const { pageJson } = await openEditor(page);
  expect((await contrastAfter(page, { type: "hello" })).problems).toEqual([]);
  // the shop's stylesheet as an owner might write it: a pale brand colour, under the brand tone's white text
  const pale = await contrastAfter(page, { type: "replace-base", slotCss: ":root { --color-brand: #e0f2f1 }" });
  const gifts = pale.problems.find((problem) => problem.ukey === "home-gifts");
  expect(gifts).toEqual({
    tree: "page",
    pointer: `${pointerOf(pageJson, "home-gifts")}/setting/tone`,
    ukey: "home-gifts",
    kind: "section",
    message: expect.stringMatching(
      /^อ่านยาก: ".+" ตัวอักษรสี #ffffff บนพื้นสี #e0f2f1 ความต่างของสี 1\.\d:1 แต่ลูกค้าต้องการอย่างน้อย (4\.5|3):1 ลองเลือกสีพื้นหลังอื่น$/,
    ),
    messages: [],
    severity: "warning",
  });
  // the theme's own brand colour again: nothing to warn of
  expect((await contrastAfter(page, { type: "replace-base", slotCss: "" })).problems).toEqual([]);
});

/** The demo shops' pages as shoppers see them, each with the themes it may show. */
const PAGES = [
  ...["/", "/about", "/contact", "/shipping", "/coupons", "/faq", "/member", "/all-products"].map((path) => ({
    shop: `http://localhost:${PORT}`,
    path,
    // the preview shows the demo shop's staging theme (jade); shoppers see its live one (celadon)
    themes: ["celadon"],
  })),
  ...["/", "/about"].map((path) => ({ shop: `http://offline.localhost:${PORT}`, path, themes: [] })),
];

test("the demo shops' pages have no text below WCAG AA, in the preview's theme and the live one", async ({ page }) => {
  test.setTimeout(120_000);
  for (const { shop, path, themes } of PAGES) {
    await page.goto(`http://editor.localhost:${PORT}/__preview-demo?shop=${encodeURIComponent(shop)}&path=${path}`);
    await expect(page.locator("body")).toHaveAttribute("data-frame-ready", "true", { timeout: 15_000 });
    expect((await contrastAfter(page, { type: "hello" })).problems, `${shop}${path}`).toEqual([]);
    for (const themeKey of themes) {
      const checked = await contrastAfter(page, { type: "replace-base", themeKey });
      expect(checked.problems, `${shop}${path} in ${themeKey}`).toEqual([]);
    }
  }
});
