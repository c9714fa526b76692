import type { Page } from "@playwright/test";
import { demoProducts, demoShop } from "./demoShops";
import { expect, test } from "./fixtures";

// #10 item 9: Thai names break lines only between words. Chromium breaks Thai with ICU's dictionary, which splits
// words it does not know ("จิ|นเซวียน", "อู่|หลง"); the names must never break inside these words, and elsewhere
// only where Intl.Segmenter (the same dictionary) puts a word boundary. Each name is laid out at every width from
// 40 px to its own, so the test does not depend on where one width happens to fall.
const demo = demoShop("demo");
const jinXuan = demoProducts(demo).find((product) => product.texts.th.name.includes("จินเซวียน"));
if (!jinXuan) throw new Error("the demo shop has no จินเซวียน");

/** Words of the demo names that ICU's dictionary splits. */
const WHOLE_WORDS = ["อู่หลง", "จินเซวียน", "แม่สลอง", "เซลาดอน", "คราฟต์", "อัสสัม", "ออร์แกนิก", "เอสเปรสโซ"];
const PAGES = [
  { path: "/category/tea/101", names: ".product-card__name, h1" },
  { path: "/category/oolong-tea/111", names: ".product-card__name, h1" },
  { path: "/category/crafts-and-gifts/103", names: ".product-card__name, h1" },
  { path: `/product/${jinXuan.slug}/${jinXuan.uuid}`, names: "h1" },
];

/** For each name on the page: its text and the offsets where its lines break, at each width tried. */
async function lineBreaks(page: Page, selector: string): Promise<{ text: string; breaks: number[] }[]> {
  return page.locator(selector).evaluateAll((elements) => {
    const found: { text: string; breaks: number[] }[] = [];
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

/** Where a line may break: Intl.Segmenter's word boundaries, with the WHOLE_WORDS whole. */
function wordBoundaries(text: string): Set<number> {
  const allowed = new Set<number>();
  for (const segment of new Intl.Segmenter("th", { granularity: "word" }).segment(text)) allowed.add(segment.index);
  const inside = new Set<number>();
  for (const word of WHOLE_WORDS) {
    for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + 1)) {
      allowed.add(at).add(at + word.length);
      for (let offset = at + 1; offset < at + word.length; offset++) inside.add(offset);
    }
  }
  for (const offset of inside) allowed.delete(offset);
  return allowed;
}

for (const width of [320, 375]) {
  test(`Thai names break only between words at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 740 });
    let measured = 0;
    for (const { path, names } of PAGES) {
      await page.goto(path);
      await page.mouse.wheel(0, 20_000); // ends lazy mode: every card renders
      await page.waitForTimeout(300);
      const layouts = await lineBreaks(page, names);
      expect(layouts.length, path).toBeGreaterThan(0);
      for (const { text, breaks } of layouts) {
        const allowed = wordBoundaries(text);
        const wrong = breaks.filter((offset) => !allowed.has(offset));
        expect(
          wrong.map((offset) => `${text.slice(0, offset)}|${text.slice(offset)}`),
          path,
        ).toEqual([]);
        measured += breaks.length;
      }
    }
    expect(measured).toBeGreaterThan(100); // the names did wrap, many times
  });
}
