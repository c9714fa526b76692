import { expect, test } from "./fixtures";
import { describeScripts, firstVisitScripts } from "./firstVisitScripts";
import { englishPath, PAGE_TYPES } from "./pageTypes";

/**
 * The most JavaScript a first visit to any page type may fetch before any interaction, gzip bytes: today's largest
 * (182.34 kB, the product page, with the phone buy bar, the per-order limit notes, the Thai word breaks of rich text,
 * and the search box's lazy suggestions hook and its messages: "did you mean", recent searches, the count) and a
 * little room, so the first view cannot grow unnoticed. The goal is 130 kB (issue 22): react-dom, React Router
 * and react alone are about 106 kB, so the rest is the app's MobX stores and shell; the cart's error messages (about
 * 1.5 kB of the Thai messages) are the next to leave it.
 */
const FIRST_VISIT_JS_BUDGET = 182_400;

/** Home, a category, a product, search results, a blog post and a content page in Thai; the product in English too. */
const THAI_PAGES = PAGE_TYPES.filter(
  (path) =>
    ["/", "/category/tea/101", "/search?q=ชา", "/blog/1", "/about"].includes(path) || path.startsWith("/product/"),
);
const PAGES = [...THAI_PAGES, ...THAI_PAGES.filter((path) => path.startsWith("/product/")).map(englishPath)];

// A phone's first visit with an empty cache. The server sends its gzip copies (scripts/compress-assets.mjs, level 9)
// to a browser that accepts only gzip: the budget counts what a gzip-only client downloads, not brotli's smaller copy.
test.use({ viewport: { width: 375, height: 740 }, extraHTTPHeaders: { "Accept-Encoding": "gzip" } });

for (const path of PAGES) {
  test(`a first visit to ${path} fetches at most ${FIRST_VISIT_JS_BUDGET / 1000} kB of gzip JavaScript`, async ({
    page,
  }) => {
    const scripts = await firstVisitScripts(page, path);
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    expect(total, `${(total / 1000).toFixed(1)} kB in all:\n${describeScripts(scripts)}`).toBeLessThanOrEqual(
      FIRST_VISIT_JS_BUDGET,
    );
  });
}
