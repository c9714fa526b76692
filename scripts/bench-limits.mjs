// npm run bench:limits: what a page stored over the document limits costs now. The built server on a fresh embedded
// database gets the demo shop's home page copied to /wide with 100,000 paragraph widgets (13 MB of JSON), written in
// SQL behind the import's back; the page answers the 500 error page, decided from pages.json_bytes before its JSON is
// read. Timed in-process and over API_ORIGIN (a second server whose data comes from the first), beside the home page.
// Prints p50/p95/max per page. Run `npm run build` first. BENCH_RUNS (20), BENCH_PORT (3800; the API_ORIGIN
// storefront on BENCH_PORT + 1).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { CHROME_UA } from "./bench/loadRound.mjs";
import { startServer } from "./bench/startServer.mjs";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3800);
const DEMO_SHOP_ID = 1001;

const paragraph = (index) => ({
  ukey: `p${index}`,
  type: "widget",
  kind: "paragraph",
  setting: { blocks: [{ type: "text", html: `<p>widget ${index}</p>` }] },
});
const column = { ukey: "column", type: "section", kind: "column", setting: { span: 12 }, children: [] };
for (let index = 0; index < 100_000; index++) column.children.push(paragraph(index));
const WIDE = {
  children: [
    {
      ukey: "s",
      type: "section",
      kind: "section",
      setting: {},
      children: [{ ukey: "r", type: "section", kind: "row", setting: {}, children: [column] }],
    },
  ],
};

const dataDir = mkdtempSync(join(tmpdir(), "bench-limits-"));
const env = { DATA_DIR: dataDir, LOG_LEVEL: "error", PAGE_CACHE: "off" };
await (await startServer({ name: "first start", args: ["server/index.js"], port: PORT, env })).stop();
const database = await PGlite.create({ dataDir, extensions: { pg_trgm } });
await database.query(
  `INSERT INTO pages (shop_id, path, lang, page_setting, page_component, page_head, other_data)
   SELECT shop_id, '/wide', lang, page_setting, $2::jsonb, page_head, other_data FROM pages WHERE shop_id = $1 AND path = '/'`,
  [DEMO_SHOP_ID, JSON.stringify(WIDE)],
);
const [{ json_bytes: bytes }] = (await database.query("SELECT json_bytes FROM pages WHERE path = '/wide' LIMIT 1"))
  .rows;
await database.close();

const api = await startServer({ name: "storefront", args: ["server/index.js"], port: PORT, env });
const overApi = await startServer({
  name: "storefront over API_ORIGIN",
  args: ["server/index.js"],
  port: PORT + 1,
  env: { LOG_LEVEL: "error", PAGE_CACHE: "off", API_ORIGIN: `http://127.0.0.1:${PORT}` },
});

async function timed(origin, path) {
  const times = [];
  let status = 0;
  for (let run = 0; run < RUNS + 3; run++) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}?run=${run}`, { headers: { "User-Agent": CHROME_UA } });
    await response.arrayBuffer();
    if (run >= 3) times.push(performance.now() - started);
    status = response.status;
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `status ${status}, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
}

try {
  console.log(`/wide: 100,000 widgets, ${bytes.toLocaleString("en-US")} bytes of JSON as stored; ${RUNS} runs each`);
  for (const [name, server] of [
    ["in-process", api],
    ["over API_ORIGIN", overApi],
  ]) {
    for (const path of ["/", "/wide"])
      console.log(`${name.padEnd(16)} ${path.padEnd(6)} ${await timed(server.origin, path)}`);
  }
} finally {
  await overApi.stop();
  await api.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
