// npm run bench:preview: the live preview's time from the editor's postMessage to the painted update, in Chromium,
// through the demo editor (/__preview-demo at http://editor.localhost:<port>) framing the built server's demo shop.
// Each run changes one paragraph's text and sends the whole page (replace-page); the time is the editor's, from
// posting to receiving the frame's report, which the frame posts once the update has been painted (a frame after
// React's commit). On the demo home and on a generated page of 1,000 nodes; prints p50/p95/max per page. Then, in
// version 2, the contrast check after each update of the 1,000-node page: its work in the frame (the sum of its
// idle slices, and the longest slice, from their User Timing measures) and the time from the report to its answer.
// Run `npm run build` first. BENCH_RUNS (30), BENCH_PORT (3395).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { generatedPreviewPage } from "./bench/generatedPreviewPage.mjs";
import { CHROME_UA } from "./bench/loadRound.mjs";
import { latencySummary } from "./bench/latencySummary.mjs";
import { startServer } from "./bench/startServer.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PORT = Number(process.env.BENCH_PORT ?? 3395);
const WARMUP = 5;
const EDITOR = `http://editor.localhost:${PORT}`;

const dataDir = mkdtempSync(join(tmpdir(), "bench-preview-"));
const server = await startServer({
  name: "storefront",
  args: ["server/index.js"],
  port: PORT,
  env: {
    DATA_DIR: dataDir,
    PREVIEW_DEMO: "1",
    PREVIEW_SECRET: "bench-preview-secret",
    EDITOR_ORIGINS: EDITOR,
    PUBLIC_URL_SCHEME: "http",
    PUBLIC_PORT: String(PORT),
    LOG_LEVEL: "warn",
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});

/** Sends `page` with the paragraph at `path` (indexes into children) saying `text`; resolves with ms to the report. */
async function timeReplace(editor, page, path, text) {
  const copy = structuredClone(page);
  let node = { children: copy.pageComponent.children };
  for (const index of path) node = node.children[index];
  node.setting = { blocks: [{ type: "text", html: `<p>${text}</p>` }] };
  return editor.evaluate(async (pageComponent) => {
    const { previewEditor } = window;
    const report = previewEditor.next((message) => message.type === "report" || message.type === "error");
    const start = performance.now();
    previewEditor.send({ type: "replace-page", pageComponent });
    const answer = await report;
    if (answer.type !== "report" || answer.problems.length > 0) throw new Error(JSON.stringify(answer));
    return performance.now() - start;
  }, copy.pageComponent);
}

/** Version 2 on the 1,000-node page: what each update's contrast check costs the frame, and when it answers. */
async function timeContrast(editor, page) {
  await editor.evaluate(() => window.previewEditor.send({ version: 2, type: "hello" }));
  const frame = editor.frames().find((candidate) => candidate.url().includes("preview_token="));
  const busy = [];
  const longest = [];
  const answered = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const copy = structuredClone(page);
    copy.pageComponent.children[run % 100].children[0].children[0].children[0].setting.blocks[0].html = `<p>${run}</p>`;
    const ms = await editor.evaluate(async (pageComponent) => {
      const { previewEditor } = window;
      const report = previewEditor.next((message) => message.type === "report");
      const contrast = previewEditor.next((message) => message.type === "contrast");
      previewEditor.send({ version: 2, type: "replace-page", pageComponent });
      await report;
      const reported = performance.now();
      const answer = await contrast;
      if (answer.problems.length > 0) throw new Error(JSON.stringify(answer.problems[0]));
      return performance.now() - reported;
    }, copy.pageComponent);
    const slices = await frame.evaluate(() =>
      performance.getEntriesByName("preview:contrast-slice").map((entry) => entry.duration),
    );
    if (run < WARMUP) continue;
    answered.push(ms);
    busy.push(slices.reduce((sum, slice) => sum + slice, 0));
    longest.push(Math.max(...slices));
  }
  latencySummary("contrast check, 1,000 nodes: work", busy, 1000);
  latencySummary("contrast check, 1,000 nodes: longest slice", longest, 1000);
  latencySummary("contrast check, 1,000 nodes: report → contrast (200 ms settle included)", answered, 1000);
}

try {
  const context = await browser.newContext({ userAgent: CHROME_UA, viewport: { width: 1280, height: 800 } });
  const editor = await context.newPage();
  await editor.goto(`${EDITOR}/__preview-demo`);
  await editor.locator("body[data-frame-ready=true]").waitFor({ state: "attached" });
  const home = JSON.parse(await editor.locator("#page-json").inputValue());
  const homePath = [4, 0, 1, 0]; // home-story-text (shops/demo.json)

  const homeTimes = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const ms = await timeReplace(editor, home, homePath, `run ${run}`);
    if (run >= WARMUP) homeTimes.push(ms);
  }
  latencySummary("demo home", homeTimes, 54);

  const big = generatedPreviewPage(100);
  const firstSend = await timeReplace(editor, big, [0, 0, 0, 0], "first");
  const bigTimes = [];
  for (let run = 0; run < WARMUP + RUNS; run++) {
    const ms = await timeReplace(editor, big, [run % 100, 0, 0, run % 7], `run ${run}`);
    if (run >= WARMUP) bigTimes.push(ms);
  }
  latencySummary("1,000 nodes", bigTimes, 1000);
  console.log(`(the 1,000-node page's first send, every node new: ${firstSend.toFixed(1)} ms)`);
  await timeContrast(editor, big);
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
