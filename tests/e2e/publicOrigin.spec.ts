import { expect, test } from "./fixtures";
import { englishPath, PAGE_TYPES } from "./pageTypes";

// Issue 28 item 3 (#17 item 7): every absolute URL of the shop a page names (canonical, hreflang, og:url, og:image,
// JSON-LD, links) is on its public origin (PUBLIC_URL_SCHEME, PUBLIC_PORT: http and the test server's port here),
// whatever address a stored page was written at (the demo shop's pages were written at http://localhost:3000) and
// however the shop API writes its own (https://localhost).

const PORT = Number(process.env.E2E_PORT ?? 3210);
const ORIGIN = `http://localhost:${PORT}`;
/** An absolute URL naming the demo shop's host, at any scheme and port. */
const SHOP_URL = /https?:\/\/localhost(?::\d+)?(?![\w.-])/gi;

test("every absolute URL of the shop on every page type, in both languages, is on its public origin", async ({
  request,
}) => {
  const wrong: string[] = [];
  let seen = 0;
  for (const path of PAGE_TYPES.flatMap((each) => [each, englishPath(each)])) {
    const html = await (await request.get(path)).text();
    for (const [url] of html.matchAll(SHOP_URL)) {
      seen += 1;
      if (url !== ORIGIN) wrong.push(`${path}: ${url}`);
    }
  }
  expect([...new Set(wrong)]).toEqual([]);
  expect(seen).toBeGreaterThan(100); // canonical, hreflang and og:url on every page at least
});
