import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { paragraph, widePage } from "../fixtures/hostileNodes";
import { freshDemoDataDir } from "./demoDataDir";
import { removeFolder } from "./leftovers";
import { expect, test } from "./fixtures";
import { rawGet, type RunningServer, startBuiltServer } from "./pageCacheHttp";

const PORT = Number(process.env.E2E_PORT ?? 3210) + 3;
const DEMO_SHOP_ID = 1001;

const component = (children: unknown[]) => JSON.stringify({ children });
const DEEP_SECTION = '{"ukey":"s","type":"section","kind":"section","setting":{},"children":[';

/** Page trees over the document limits (as JSON), written straight into the database as if stored before them. */
const HOSTILE_PAGES: Record<string, string> = {
  "/deep": `{"children":[${DEEP_SECTION.repeat(3000)}${"]}".repeat(3000)}]}`, // JSON.stringify would overflow
  "/wide": component(widePage(100_000)),
  "/big-string": component([
    paragraph("x".repeat(10 * 1024 * 1024), "<p>a 10 MB ukey</p>"),
    paragraph("after", "<p>after</p>"),
  ]),
  "/long-string": component([
    paragraph("x".repeat(200_000), "<p>a 200 KB ukey</p>"),
    paragraph("after", "<p>after</p>"),
  ]),
};

/** A page head whose JSON-LD is a string, as no import lets through. */
const STRING_LD_JSON = JSON.stringify({ title: "LD", ld_json: '{"@type":"Thing","name":"string-ld"}' });

async function storeHostilePages(dataDir: string) {
  const database = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    for (const [path, pageComponent] of Object.entries(HOSTILE_PAGES)) {
      await database.query(
        `INSERT INTO pages (shop_id, path, lang, http_status_code, redirect_url, page_setting, page_component,
                            page_head, other_data)
         SELECT shop_id, $2, lang, http_status_code, redirect_url, page_setting, $3::jsonb, page_head, other_data
         FROM pages WHERE shop_id = $1 AND path = '/'`,
        [DEMO_SHOP_ID, path, pageComponent],
      );
      const head = path === "/long-string" ? STRING_LD_JSON : null;
      await database.query(
        "UPDATE pages SET page_head = coalesce($3::jsonb, page_head) WHERE shop_id = $1 AND path = $2",
        [DEMO_SHOP_ID, path, head],
      );
      const stored = await database.query("SELECT 1 FROM pages WHERE shop_id = $1 AND path = $2", [DEMO_SHOP_ID, path]);
      if (stored.rows.length !== 2) throw new Error(`${path} was not stored`);
    }
  } finally {
    await database.close();
  }
}

// a page of its own: b_page is a parameter the page cache keys on (any value); an unknown one would be dropped
const unique = () => `b_page=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

async function getPage(path: string) {
  const answer = await rawGet(PORT, `${path}?${unique()}`, { host: `localhost:${PORT}` });
  return { status: answer.status, html: answer.body.toString("utf8") };
}

test.describe("shop documents over the limits, stored before them", () => {
  test.setTimeout(120_000);
  let dataDir = "";
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000); // 21 MB of JSON written (and measured by the database)
    dataDir = freshDemoDataDir("sf-e2e-limits-"); // the demo shops, whose pages are written behind the import's back
    await storeHostilePages(dataDir);
    server = await startBuiltServer(PORT, { DATA_DIR: dataDir });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) removeFolder(dataDir);
  });

  /** The storefront's own error page, with the status the loader gave it. */
  function expectErrorPage(page: { status: number; html: string }) {
    expect(page.status).toBe(500);
    expect(page.html).toContain("เกิดข้อผิดพลาดภายในระบบ");
    expect(page.html).toContain("บ้านชา"); // the shop's header zone
  }

  test("100,000 widgets (13 MB as stored): the error page, decided from the size the database keeps", async () => {
    const page = await getPage("/wide");
    expectErrorPage(page);
    expect(page.html).not.toContain(">widget 0<");
  });

  test("a 10 MB string: the error page", async () => {
    const page = await getPage("/big-string");
    expectErrorPage(page);
    expect(page.html).not.toContain("a 10 MB ukey");
  });

  test("3,000 levels of nesting: 32 levels render, the page answers 200", async () => {
    const page = await getPage("/deep");
    expect(page.status).toBe(200);
    expect(page.html).toContain("บ้านชา");
    expect(page.html.length).toBeLessThan(1024 * 1024);
  });

  test("a 200 KB string: its node is skipped, its sibling renders; a JSON-LD string is dropped (src/lib/ldJsonItems.ts names it in a warning)", async () => {
    const page = await getPage("/long-string");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<p>after</p>");
    expect(page.html).not.toContain("a 200 KB ukey");
    expect(page.html).not.toContain("string-ld");
  });
});
