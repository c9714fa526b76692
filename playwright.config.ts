import { defineConfig, type PlaywrightTestConfig } from "@playwright/test";
import { E2E_PREVIEW_SECRET } from "./tests/e2e/previewSecret";

const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * Specs that start servers of their own, on fixed ports (E2E_PORT + 1 to 9) some of them share. They start them with
 * tests/e2e/pageCacheHttp.ts's startBuiltServer (stopped at the worker's teardown whatever happened) in a beforeAll
 * that sets its own limit (test.setTimeout in the hook: a hook gets the 30 s below, whatever its describe sets).
 */
const OWN_SERVER_SPECS = [
  "contentSecurityPolicy.spec.ts",
  "coupons.spec.ts",
  "cspReports.spec.ts",
  "databaseRestart.spec.ts",
  "delivery.spec.ts",
  "demoOwner.spec.ts",
  "demoSection.spec.ts",
  "documentLimits.spec.ts",
  "editor.spec.ts",
  "editorDelivery.spec.ts",
  "editorMoves.spec.ts",
  "editorSettings.spec.ts",
  "mediaServing.spec.ts",
  "membership.spec.ts",
  "ownerPublish.spec.ts",
  "pageCache.spec.ts",
  "postgresDeployment.spec.ts",
  "previewFraming.spec.ts",
  "renderBound.spec.ts",
  "shopSettings.spec.ts",
  "upstreamFaults.spec.ts",
];

/**
 * The build the web servers run: made first, unless E2E_BUILT=1 says the build is of this tree already (`npm test`
 * sets it for its second Playwright run, right after the first one built).
 */
export const BUILD_FIRST = process.env.E2E_BUILT === "1" ? "" : "npm run build && ";

/** Debian's Chromium, headless, as a desktop browser. */
export const chromium: PlaywrightTestConfig["use"] = {
  browserName: "chromium",
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  },
};

export default defineConfig({
  testDir: "./tests/e2e",
  globalSetup: "./tests/e2e/demoDataDir.ts",
  // Two at a time: a test mostly waits on the browser or the server, so two workers use a 2-core machine better.
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    screenshot: "only-on-failure",
    // Headless Chromium says "HeadlessChrome", which bot detection rightly flags: browse as a shopper's Chrome.
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
  },
  projects: [
    // Specs starting servers of their own run one at a time, queued first so that each runs beside specs that use
    // the shared server only, which run two at a time.
    { name: "own-servers", use: chromium, testMatch: OWN_SERVER_SPECS, workers: 1 },
    { name: "debian-chromium", use: chromium, testIgnore: OWN_SERVER_SPECS },
  ],
  webServer: {
    // The built server on a fresh embedded database: demo shops are imported at first start. Its pages name their
    // plain-http origin; the editors of tests/e2e/previewFraming.spec.ts and of the demo editor page (preview.spec.ts)
    // may frame them with a preview token the tests mint; loopback is a trusted proxy. Its log shows warnings and
    // errors only (a line per request would drown the test report).
    command:
      `${BUILD_FIRST}rm -rf data/e2e && NODE_ENV=production DATA_DIR=data/e2e PORT=${PORT} ` +
      `PUBLIC_URL_SCHEME=http PUBLIC_PORT=${PORT} PREVIEW_SECRET=${E2E_PREVIEW_SECRET} PREVIEW_DEMO=1 ACCOUNT_MAILBOX=1 ` +
      `EDITOR_ORIGINS=http://localhost:${PORT + 5},http://editor.localhost:${PORT} ` +
      `TRUSTED_PROXIES=127.0.0.1,::1 LOG_LEVEL=warn node server/index.js`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
  },
});
