import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless"] });
const page = await browser.newPage({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
await page.goto("http://localhost:4450/search?q=" + encodeURIComponent("xyzzy qwerty"));
await page.locator(".w-search-results").scrollIntoViewIfNeeded();
await page.screenshot({ path: "/tmp/h10s/empty.png", fullPage: true });
await page.goto("http://localhost:4450/en/search?q=" + encodeURIComponent("ชา ไทย"));
await page.screenshot({ path: "/tmp/h10s/found.png" });
await browser.close();
