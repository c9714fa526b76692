// npm run bench:vitals: the Core Web Vitals of a shopper's first visit on a phone, as Lighthouse's mobile run
// measures them with DevTools throttling (Lighthouse itself is not installable here): Chromium at 375 × 812, touch,
// 4× CPU slowdown, 562.5 ms round trips, 1.47 Mbit/s down and 675 kbit/s up. Each page type (home, category,
// product, search) is opened BENCH_RUNS times (3) in a fresh context (nothing cached in the browser; the server's
// page cache is warmed by one visit first, as a shop's pages are in use), and prints per page the median and range
// of FCP, LCP, TBT (long tasks' time past 50 ms, from FCP until the page has been quiet for 2 s), CLS and the
// JavaScript fetched (gzip or brotli bytes on the wire), and the element most runs painted last as LCP. Run `npm run build` first. BENCH_PORT (3396).
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { startServer } from "./bench/startServer.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3396);
const PAGES = {
  home: "/",
  category: "/category/tea/101",
  product: "/product/soft-stem-oolong-doi-mae-salong/2ae2c321-fad2-4709-bbde-ca8cd9c3b1c7",
  search: `/search?q=${encodeURIComponent("ชา")}`,
};
/** Lighthouse's mobile DevTools throttling (its "applied" Slow 4G and 4× CPU). */
const NETWORK = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const QUIET_MS = 2_000;

/** Runs in the page before its scripts: records paints, LCP candidates, layout shifts and long tasks. */
function recordVitals() {
  const vitals = { fcp: null, lcp: null, lcpElement: null, shifts: [], longTasks: [] };
  window.__vitals = vitals;
  const observe = (type, onEntry) =>
    new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
  observe("paint", (entry) => {
    if (entry.name === "first-contentful-paint") vitals.fcp = entry.startTime;
  });
  observe("largest-contentful-paint", (entry) => {
    vitals.lcp = entry.startTime;
    const element = entry.element;
    vitals.lcpElement = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}` : null;
  });
  observe("layout-shift", (entry) => {
    if (!entry.hadRecentInput) vitals.shifts.push({ at: entry.startTime, value: entry.value });
  });
  observe("longtask", (entry) => vitals.longTasks.push({ at: entry.startTime, ms: entry.duration }));
}

/** CLS: the largest session window of shifts (gaps under 1 s, windows at most 5 s), as web-vitals computes it. */
function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  for (const { at, value } of shifts) {
    if (session > 0 && at - last < 1_000 && at - first < 5_000) session += value;
    else [session, first] = [value, at];
    last = at;
    largest = Math.max(largest, session);
  }
  return largest;
}

async function visit(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: "th-TH",
  });
  await context.addInitScript(recordVitals);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", NETWORK);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let scriptBytes = 0;
  const scripts = new Set();
  cdp.on("Network.responseReceived", ({ requestId, type }) => type === "Script" && scripts.add(requestId));
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scriptBytes += encodedDataLength;
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForFunction(
    ([quietMs]) => {
      const { longTasks } = window.__vitals;
      const loaded = performance.getEntriesByType("navigation")[0]?.loadEventEnd ?? 0;
      const lastBusy = Math.max(loaded, ...longTasks.map((task) => task.at + task.ms));
      return performance.now() - lastBusy > quietMs;
    },
    [QUIET_MS],
    { timeout: 60_000, polling: 250 },
  );
  const vitals = await page.evaluate(() => window.__vitals);
  await context.close();
  const tbt = vitals.longTasks
    .filter((task) => task.at + task.ms > (vitals.fcp ?? 0))
    .reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
  return {
    lcpElement: vitals.lcpElement,
    fcp: vitals.fcp,
    lcp: vitals.lcp,
    tbt,
    cls: cumulativeLayoutShift(vitals.shifts),
    js: scriptBytes / 1000,
  };
}

/** The value most runs had (the LCP element: which one the page's largest paint was). */
const mostCommon = (values) =>
  [...new Set(values)].sort((a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length)[0];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values, digits) => {
  const fixed = (value) => value.toFixed(digits);
  return `${fixed(median(values))} (${fixed(Math.min(...values))}-${fixed(Math.max(...values))})`;
};

const dataDir = mkdtempSync(join(tmpdir(), "bench-vitals-"));
const server = await startServer({
  name: "storefront",
  args: ["server/index.js"],
  port: PORT,
  env: { DATA_DIR: dataDir, PUBLIC_URL_SCHEME: "http", PUBLIC_PORT: String(PORT), LOG_LEVEL: "warn" },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  console.log(
    `phone (375 px, ${CPU_SLOWDOWN}× CPU, ${NETWORK.latency} ms RTT, 1.47 Mbit/s), ${RUNS} runs each, median (min-max); load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(" ")}`,
  );
  const columns = [
    ["FCP ms", "fcp", 0],
    ["LCP ms", "lcp", 0],
    ["TBT ms", "tbt", 0],
    ["CLS", "cls", 3],
    ["JS kB", "js", 1],
  ];
  console.log(["page".padEnd(10), ...columns.map(([title]) => title.padEnd(22)), "LCP element"].join(""));
  for (const [name, path] of Object.entries(PAGES)) {
    const url = `${server.origin}${path}`;
    await fetch(url); // the server's page cache holds the page, as it does for a shop's pages in use
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await visit(browser, url));
    const cells = columns.map(([, key, digits]) =>
      spread(
        runs.map((run) => run[key] ?? Number.NaN),
        digits,
      ),
    );
    console.log(
      [name.padEnd(10), ...cells.map((cell) => cell.padEnd(22)), mostCommon(runs.map((run) => run.lcpElement))].join(
        "",
      ),
    );
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
