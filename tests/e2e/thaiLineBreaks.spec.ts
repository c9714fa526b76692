import type { Page } from "@playwright/test";
import { thaiWords } from "~/lib/thaiWords";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";
import { hydrated } from "./hydrated";
import { MISSING_PAGE, PAGE_TYPES } from "./pageTypes";

// #10 item 9, #17 item 2: Thai text breaks lines only between words, on the shop's pages and the hosted cart's. Chromium breaks Thai with ICU's dictionary,
// which splits words it does not know ("จิ|นเซวียน", "อู่|หลง", "ดอยแม่สล|อง"); every text of the shop (names, rich
// text, cards, breadcrumbs, headings, the cart drawer) must never break inside these words, and elsewhere only where
// thaiWords (Intl.Segmenter, the same dictionary, with the words it splits and the shop's own words kept whole) puts a
// word boundary. Names are laid out at every width from 40 px to their own, so the test does not depend on where one
// width happens to fall; whole pages at phone widths.
const demo = demoShop("demo");
const shopWords = demo.base.th.web.thaiWords ?? [];
/** Words that must come out whole whatever the code's lists say: the shop's place names and the trade's loanwords. */
const WHOLE_WORDS = [
  ...["แม่สลอง", "แม่กำปอง", "ไก๋หว่าน"],
  ...["อู่หลง", "จินเซวียน", "เซลาดอน", "คราฟต์", "อัสสัม", "ออร์แกนิก", "เอสเปรสโซ", "เซรามิก"],
];
const jinXuan = demoProducts(demo).find((product) => product.texts.th.name.includes("จินเซวียน"));
const maeSalong = demoProducts(demo).find((product) => product.texts.th.name.includes("แม่สลอง"));
if (!jinXuan || !maeSalong) throw new Error("the demo shop has no จินเซวียน or no product from แม่สลอง");
const NAMES = [
  { path: "/category/tea/101", names: ".product-card__name, h1" },
  { path: "/category/oolong-tea/111", names: ".product-card__name, h1" },
  { path: "/category/crafts-and-gifts/103", names: ".product-card__name, h1" },
  { path: `/product/${jinXuan.slug}/${jinXuan.uuid}`, names: "h1" },
];

interface Layout {
  text: string;
  /** Offsets in `text` where a new line starts. */
  breaks: number[];
}

/** For each name on the page: its text and the offsets where its lines break, at each width tried. */
async function lineBreaks(page: Page, selector: string): Promise<Layout[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const found: Layout[] = [];
    const range = document.createRange();
    for (const element of elements as HTMLElement[]) {
      const natural = element.getBoundingClientRect().width;
      for (let width = 40; width <= natural; width += 3) {
        element.style.width = `${width}px`;
        let text = "";
        let top = Number.NaN;
        const breaks: number[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let index = 0; index < node.length; index++) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            // Thai marks above and below have no box of their own: they never start a line.
            const box = [...range.getClientRects()].find((rect) => rect.width > 0);
            if (box) {
              if (box.top > top + 2) breaks.push(text.length);
              top = box.top;
            }
            text += node.data[index];
          }
        }
        found.push({ text, breaks: breaks.slice(1) });
      }
      element.style.width = "";
    }
    return found;
  });
}

/**
 * Every block of visible text on the page that has Thai in it (a block: the text nodes under one element that is
 * not inline, each flex or grid item on its own), with the offsets where its lines break. A <br> counts as a line
 * feed in the text (a line may start after it).
 */
function textBlocks(page: Page, within = "body"): Promise<Layout[]> {
  return page.locator(within).evaluate((root) => {
    const groups = new Map<Node, (Text | Element)[]>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT, (node) =>
      node.nodeType === Node.TEXT_NODE || node.nodeName === "BR" ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    );
    for (let node = walker.nextNode() as Text | Element | null; node; node = walker.nextNode() as Text | null) {
      let block = node.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline") && block !== root)
        block = block.parentElement;
      if (!block || ["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"].includes(block.tagName)) continue;
      const display = getComputedStyle(block).display;
      const key = node.parentElement === block && /flex|grid/.test(display) ? node : block;
      groups.set(key, [...(groups.get(key) ?? []), node]);
    }
    const range = document.createRange();
    const blocks: Layout[] = [];
    for (const [key, nodes] of groups) {
      const texts = nodes.filter((node): node is Text => node instanceof Text);
      const box = (key instanceof Element ? key : key.parentElement)?.getBoundingClientRect();
      if (!box || box.width <= 2 || !/[\u0E00-\u0E7F]/.test(texts.map((node) => node.data).join(""))) continue; // hidden
      let text = "";
      let top = Number.NaN;
      const breaks: number[] = [];
      for (const node of nodes) {
        if (!(node instanceof Text)) {
          text += "\n";
          continue;
        }
        for (let index = 0; index < node.length; index++) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = [...range.getClientRects()].find((candidate) => candidate.width > 0); // marks have no box
          if (rect) {
            if (rect.top > top + 2 && text.length > 0) breaks.push(text.length);
            top = rect.top;
          }
          text += node.data[index];
        }
      }
      if (breaks.length > 0) blocks.push({ text, breaks });
    }
    return blocks;
  });
}

const THAI = /[\u0E00-\u0E7F]/;

/** The breaks next to Thai that thaiWords does not allow, or that cut one of WHOLE_WORDS, shown as "before|after". */
function wrongBreaks({ text, breaks }: Layout): string[] {
  const allowed = new Set<number>();
  let offset = 0;
  for (const word of thaiWords(text, shopWords)) allowed.add((offset += word.length) - word.length);
  for (const word of WHOLE_WORDS) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      for (let inside = at + 1; inside < at + word.length; inside++) allowed.delete(inside);
    }
  }
  return breaks
    .filter((at) => (THAI.test(text[at - 1] ?? "") || THAI.test(text[at] ?? "")) && !allowed.has(at))
    .map((at) => `${text.slice(Math.max(0, at - 20), at)}|${text.slice(at, at + 20)}`);
}

for (const width of [320, 375]) {
  test(`Thai names break only between words at ${width} px, at every width of their own`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 740 });
    let measured = 0;
    for (const { path, names } of NAMES) {
      await page.goto(path);
      await page.mouse.wheel(0, 20_000); // ends lazy mode: every card renders
      await page.waitForTimeout(300);
      const layouts = await lineBreaks(page, names);
      expect(layouts.length, path).toBeGreaterThan(0);
      for (const layout of layouts) {
        expect(wrongBreaks(layout), path).toEqual([]);
        measured += layout.breaks.length;
      }
    }
    expect(measured).toBeGreaterThan(100); // the names did wrap, many times
  });
}

for (const width of [320, 375]) {
  test(`every Thai text of every page type breaks between words at ${width} px`, async ({ page, consoleGuard }) => {
    test.setTimeout(120_000);
    consoleGuard.allow(MISSING_PAGE);
    await page.setViewportSize({ width, height: 740 });
    let measured = 0;
    for (const path of PAGE_TYPES) {
      await page.goto(path);
      await page.mouse.wheel(0, 20_000); // ends lazy mode: every card renders
      await page.waitForTimeout(300);
      for (const block of await textBlocks(page)) {
        expect(wrongBreaks(block), path).toEqual([]);
        measured += block.breaks.length;
      }
    }
    expect(measured).toBeGreaterThan(200); // the texts did wrap, many times
  });
}

test("the cart drawer's lines break between Thai words, at every width of their own", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(`/product/${maeSalong.slug}/${maeSalong.uuid}`);
  await hydrated(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-drawer").getByTestId("cart-line")).toHaveCount(1);
  const layouts = await lineBreaks(page, '[data-testid="cart-drawer"] .cart-line__name');
  expect(layouts.some((layout) => layout.breaks.length > 0)).toBe(true);
  for (const layout of layouts) expect(wrongBreaks(layout)).toEqual([]);
});

test("the hosted cart's lines break between Thai words, at every width of their own", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(`/product/${maeSalong.slug}/${maeSalong.uuid}`);
  await hydrated(page);
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-drawer").getByTestId("cart-line")).toHaveCount(1);
  await page.goto("/cart"); // handed off to the hosted cart
  await expect(page.locator("p.name")).toContainText("แม่สลอง");
  const layouts = await lineBreaks(page, "p.name");
  expect(layouts.some((layout) => layout.breaks.length > 0)).toBe(true);
  for (const layout of layouts) expect(wrongBreaks(layout)).toEqual([]);
});
