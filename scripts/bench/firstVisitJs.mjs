// What a shopper downloads on a first visit, in Chromium: compressed bytes (CDP encodedDataLength) of the page's
// Script resources and of everything, until the page is hydrated and the network is idle.
import { chromium } from "playwright-core";
import { CHROME_UA } from "./loadRound.mjs";

/** @returns {Promise<Map<string, { js: number, total: number }>>} bytes per path */
export async function firstVisitBytes(origin, paths) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const bytes = new Map();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ userAgent: CHROME_UA }); // empty cache: a first visit
      const page = await context.newPage();
      const client = await context.newCDPSession(page);
      await client.send("Network.enable");
      const types = new Map();
      const sizes = { js: 0, total: 0 };
      client.on("Network.responseReceived", (event) => types.set(event.requestId, event.type));
      client.on("Network.loadingFinished", (event) => {
        sizes.total += event.encodedDataLength;
        if (types.get(event.requestId) === "Script") sizes.js += event.encodedDataLength;
      });
      await page.goto(`${origin}${path}`);
      // chunks a page imports once hydrated may come later than networkidle's 500 ms on a busy machine
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      bytes.set(path, sizes);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return bytes;
}
