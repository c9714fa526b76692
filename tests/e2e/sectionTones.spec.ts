import type { Frame, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type Node, type PageJson, send } from "./previewEditor";

// Widget text reads its section's tone (docs/design-tokens.md): with every section of a demo page dark, then brand,
// every text keeps WCAG AA, product cards' names and prices among them (they were white on their white cards). The
// frame's own contrast check measures each text as rendered, against what is painted under it (docs/preview.md).

const PORT = Number(process.env.E2E_PORT ?? 3210);
const PATHS = ["/", "/about", "/contact", "/coupons", "/faq", "/all-products"];

interface ContrastMessage {
  type: "contrast";
  problems: { pointer: string; ukey?: string; kind?: string; message: string }[];
}

/** The demo editor framing the demo shop's page at `path`, its first contrast check done; the page's JSON. */
async function openPage(page: Page, path: string): Promise<{ frame: Frame; pageJson: PageJson }> {
  const shop = encodeURIComponent(`http://localhost:${PORT}`);
  await page.goto(`http://editor.localhost:${PORT}/__preview-demo?shop=${shop}&path=${path}`);
  await expect(page.locator("body")).toHaveAttribute("data-frame-ready", "true", { timeout: 15_000 });
  await send(page, { version: 2, type: "hello" }, ["contrast"]);
  const frame = page.frames().find((candidate) => candidate.url().includes("preview_token="));
  if (!frame) throw new Error("the preview frame is missing");
  return { frame, pageJson: JSON.parse(await page.locator("#page-json").inputValue()) as PageJson };
}

/** Every section of the tree, nested ones too. */
function sectionsOf(nodes: readonly Node[]): Node[] {
  return nodes.flatMap((node) => [...(node.kind === "section" ? [node] : []), ...sectionsOf(node.children ?? [])]);
}

for (const tone of ["dark", "brand"]) {
  test(`every section ${tone}: product cards and every other text keep 4.5:1 (3:1 when large)`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of PATHS) {
      const { frame, pageJson } = await openPage(page, path);
      const sections = sectionsOf(pageJson.pageComponent.children);
      for (const section of sections) section.setting = { ...(section.setting as object), tone };
      const message = { version: 2, type: "replace-page", pageComponent: pageJson.pageComponent };
      const { problems } = (await send(page, message, ["contrast"])) as unknown as ContrastMessage;
      // the page's sections, and a zone's already of that tone
      await expect.poll(() => frame.locator(`.w-section--${tone}`).count()).toBeGreaterThanOrEqual(sections.length);
      if (path === "/") await expect(frame.locator(`.w-section--${tone} .product-card__name`).first()).toBeVisible();
      expect(problems.map(({ ukey, message }) => `${path} ${ukey}: ${message}`)).toEqual([]);
    }
  });
}
