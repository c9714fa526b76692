import type { BrowserContext } from "@playwright/test";

/** Every host the demo shop's tags (shops/demo.json) load from or send to, and their vendors' other hosts. */
export const TAG_HOST =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|googleadservices\.com|doubleclick\.net|google\.com|googlesyndication\.com|facebook\.net|facebook\.com|tiktok\.com|line-scdn\.net|line\.me|baan-chaa\.example)$/;

/**
 * Answers every tag host with `script` (by default an empty one) and returns the list of what was asked, in order.
 * A test that grants consent on the demo shop needs it: offline the tags fail to load, and a failed script load is a
 * console error (fixtures.ts fails the test on those).
 */
export async function answerTagHosts(context: BrowserContext, script = ""): Promise<string[]> {
  const requests: string[] = [];
  await context.route(
    (url) => TAG_HOST.test(url.hostname),
    (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: script });
    },
  );
  return requests;
}
