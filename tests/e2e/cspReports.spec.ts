import { freshDemoDataDir } from "./demoDataDir";
import { removeFolder } from "./leftovers";
import { expect, test } from "./fixtures";
import { type RunningServer, startBuiltServer } from "./pageCacheHttp";
import { hydrated } from "./hydrated";

// The built server on a port of its own, so the test reads its log: a violation in a real page must reach
// POST /csp-report, where the server logs "CSP violation" (it takes Reporting API batches too: cspReports.test.ts).
const PORT = Number(process.env.E2E_PORT ?? 3210) + 6;
const ORIGIN = `http://localhost:${PORT}`;

let dataDir = "";
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = freshDemoDataDir("sf-e2e-csp-");
  server = await startBuiltServer(PORT, { DATA_DIR: dataDir, PUBLIC_URL_SCHEME: "http", PUBLIC_PORT: String(PORT) });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) removeFolder(dataDir);
});

/** The violations the server logged, as its log lines hold them. */
function loggedViolations(): { document: string; directive: string; blocked: string }[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.includes('"CSP violation"'))
    .map(
      (line) => (JSON.parse(line) as { violation: { document: string; directive: string; blocked: string } }).violation,
    );
}

test("a script injected into a real page is blocked, and its report-uri report reaches the server's log", async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/violates the following Content Security Policy directive/);
  const reports: string[] = [];
  page.on("request", (request) => {
    if (request.url() === `${ORIGIN}/csp-report`) reports.push(request.headers()["content-type"] ?? "");
  });
  await page.goto(`${ORIGIN}/about?csp=1`);
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.src = "https://injected.example/steal.js";
    document.body.append(script);
  });
  // with report-to in the policy Chromium sent nothing in 80 s (the Reporting API batches, and report-uri is ignored)
  await expect
    .poll(() => loggedViolations().find((violation) => violation.blocked.startsWith("https://injected.example")), {
      timeout: 20_000,
    })
    .toMatchObject({ document: `${ORIGIN}/about?csp=1`, directive: "script-src-elem" });
  expect(reports).toEqual(["application/csp-report"]);
});
