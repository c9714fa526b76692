// npm run bench:editor: the shop editor's keystroke → frame painted time, in Chromium, on the built server. An owner
// (added with owner:add) types in a field of the inspector; the time runs from the keydown in the editor to the
// frame's report of that edit, which the frame posts once the update is painted. On the demo home (54 nodes) and on
// a generated page of 1,000 nodes; prints p50/p95/max per page. Also writes the editor's screenshot for
// docs/editor.md (BENCH_SCREENSHOT=path). Run `npm run build` first. BENCH_RUNS (30), BENCH_PORT (3396).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { chromium } from "playwright-core";
import { generatedPreviewPage } from "./bench/generatedPreviewPage.mjs";
import { latencySummary } from "./bench/latencySummary.mjs";
import { startServer } from "./bench/startServer.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3396);
const WARMUP = 5;
const EDITOR = `http://editor.localhost:${PORT}`;
const OWNER = { email: "bench@editor.test", password: "a bench owner's password" };

const dataDir = mkdtempSync(join(tmpdir(), "bench-editor-"));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" };
await promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "server/cli/migrate.ts", "--demo-shops"], {
  env,
});
const added = promisify(execFile)(
  process.execPath,
  ["node_modules/.bin/tsx", "server/cli/owner-add.ts", "--shop", "localhost", "--email", OWNER.email],
  { env },
);
added.child.stdin?.end(`${OWNER.password}\n`);
await added;
const server = await startServer({
  name: "storefront",
  args: ["server/index.js"],
  port: PORT,
  env: {
    DATA_DIR: dataDir,
    EDITOR_ORIGIN: EDITOR,
    PUBLIC_URL_SCHEME: "http",
    PUBLIC_PORT: String(PORT),
    LOG_LEVEL: "warn",
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});

/** The generated 1,000-node page, its first section titled so that the outline row to select is unique. */
function benchPage() {
  const page = generatedPreviewPage(100);
  page.pageComponent.children[0].setting.title = "Bench";
  return page;
}

/** Opens a page's editing screen and selects the node whose outline row matches `row`; resolves with its page. */
async function openAndSelect(context, documentId, row) {
  const page = await context.newPage();
  page.on("console", (message) => message.type() === "error" && console.error("[editor]", message.text()));
  await page.addInitScript(() => {
    window.benchReports = [];
    window.addEventListener("message", (event) => {
      if (event.data?.type === "report" && event.data.requestId?.startsWith("page-")) {
        window.benchReports.push(performance.now());
      }
    });
    window.addEventListener("keydown", () => (window.benchKeydown = performance.now()), true);
  });
  await page.goto(`${EDITOR}/shops/1001/edit/${documentId}`);
  await page.locator("#part-preview[data-frame-ready=true]").waitFor({ timeout: 60_000 });
  await page.getByRole("treeitem", { name: row }).first().click();
  return page;
}

/** Types one character into `field` and resolves with ms from its keydown to the frame's report of it. */
async function timeKeystroke(page, field, character) {
  const before = await page.evaluate(() => window.benchReports.length);
  await field.press(character);
  return page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const started = performance.now();
        const check = () => {
          if (window.benchReports.length > count) resolve(window.benchReports.at(-1) - window.benchKeydown);
          else if (performance.now() - started > 10_000)
            resolve(Number.NaN); // no report: counted, not waited for
          else setTimeout(check, 5);
        };
        check();
      }),
    before,
  );
}

async function measure(page, field, name, nodes) {
  const times = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const ms = await timeKeystroke(page, field, String.fromCharCode(97 + (run % 26)));
    if (run >= WARMUP) times.push(ms);
  }
  const reported = times.filter((ms) => !Number.isNaN(ms));
  const missed = times.length - reported.length;
  if (reported.length > 0) latencySummary(name, reported, nodes);
  if (missed > 0) console.log(`  (${missed} keystrokes got no report within 10 s)`);
}

try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const signIn = await context.newPage();
  await signIn.goto(`${EDITOR}/`);
  await signIn.getByLabel("อีเมล").fill(OWNER.email);
  await signIn.getByLabel("รหัสผ่าน").fill(OWNER.password);
  await signIn.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
  await signIn.getByRole("heading", { name: "บ้านชา · Baan Chaa" }).waitFor();
  const ids = await signIn.evaluate(async (content) => {
    const call = (path, init) => fetch(`/api/owner/shops/1001${path}`, init).then((answer) => answer.json());
    const json = (method, body, headers = {}) => ({
      method,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    const home = (await call("/documents")).find((document) => document.path === "/");
    const big = await call("/documents", json("POST", { type: "page", path: "/bench-1000" }));
    await call(`/documents/${big.id}`, json("PUT", { content: { th: content, en: content } }, { "If-Match": '"1"' }));
    return { home: home.id, big: big.id };
  }, benchPage());

  const home = await openAndSelect(context, ids.home, /^สไลด์แบนเนอร์/);
  const homeTitle = home.locator("#part-inspector").getByLabel("หัวข้อ", { exact: true }).first();
  if (process.env.BENCH_SCREENSHOT) await home.screenshot({ path: process.env.BENCH_SCREENSHOT });
  await homeTitle.click();
  await homeTitle.press("End");
  await measure(home, homeTitle, "demo home", 54);

  const big = await openAndSelect(context, ids.big, /^ส่วนของหน้า – Bench/);
  const sectionTitle = big.locator("#part-inspector").getByLabel("หัวข้อ", { exact: true }).first();
  await sectionTitle.click();
  await sectionTitle.press("End");
  await measure(big, sectionTitle, "1,000 nodes", 1000);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
