import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_LIMITS } from "~/renderer/documentLimits";
import type { DatabaseHandle } from "../../server/db";
import { withShop } from "../../server/db/shopScope";
import { importShopDocument, ShopDocumentError } from "../../server/shops/importShop";
import { dbKinds, getJson, openTestDatabase, readFixture, type RunningApi, shopRowCount, startApi } from "./harness";
import { deepNodes, paragraph, widePage } from "../fixtures/hostileNodes";

const SHOP_ID = 901; // shop-a.json

/** shop-a.json with its home page's Thai tree replaced, or changed by `edit`. */
async function shopWith(edit: (home: { pageComponent: { children: unknown[] } }) => void) {
  const document = (await readFixture("shop-a.json")) as {
    pages: { th: { pageComponent: { children: unknown[] } } }[];
  };
  const home = document.pages[0];
  if (!home) throw new Error("shop-a.json has no pages");
  edit(home.th);
  return document;
}

async function rejection(promise: Promise<unknown>): Promise<{ error: ShopDocumentError; ms: number }> {
  const start = performance.now();
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ShopDocumentError);
  return { error: error as ShopDocumentError, ms: performance.now() - start };
}

describe.each(dbKinds)("shop document limits at import on %s", (kind) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  it("refuses a 10 MB string, naming its pointer and the limit, and writes nothing", async () => {
    const document = await shopWith((home) => {
      home.pageComponent.children = [paragraph("big", "x".repeat(10 * 1024 * 1024))];
    });
    const { error } = await rejection(importShopDocument(database.db, document));
    expect(error.problems).toEqual([
      {
        pointer: "/pages/0/th/pageComponent/children/0/setting/blocks/0/html",
        message:
          "/pages/0/th/pageComponent/children/0/setting/blocks/0/html: string of 10,485,760 bytes exceeds 300,000",
      },
    ]);
    expect(await shopRowCount(database.db, "pages", SHOP_ID)).toBe(0);
  });

  it("counts a string's bytes, not its characters: Thai is 3 bytes a character", async () => {
    const document = await shopWith((home) => {
      home.pageComponent.children = [{ ...paragraph("thai", "<p>ok</p>"), ukey: "ก".repeat(40_000) }];
    });
    const { error } = await rejection(importShopDocument(database.db, document));
    expect(error.message).toContain(
      "/pages/0/th/pageComponent/children/0/ukey: string of 120,000 bytes exceeds 100,000",
    );
  });

  it("refuses a page of 100,000 widgets, naming the first node over the limit", async () => {
    const document = await shopWith((home) => {
      home.pageComponent.children = widePage(100_000);
    });
    const { error } = await rejection(importShopDocument(database.db, document));
    const pointer = `/pages/0/th/pageComponent/children/0/children/0/children/0/children/${DOCUMENT_LIMITS.nodesPerTree - 3}`;
    expect(error.problems.map((problem) => problem.pointer)).toEqual([pointer]);
    expect(error.message).toContain("a page or zone holds at most 2,000 nodes");
    expect(await shopRowCount(database.db, "pages", SHOP_ID)).toBe(0);
  });

  it("refuses 3,000 levels of nesting cleanly, without overflowing the stack", async () => {
    const document = await shopWith((home) => {
      home.pageComponent.children = deepNodes(3000);
    });
    const { error } = await rejection(importShopDocument(database.db, document));
    expect(error.problems).toHaveLength(1);
    expect(error.message).toMatch(
      /\/pages\/0\/th\/pageComponent\/children\/0(\/children\/0)+: nested deeper than \d+ levels/,
    );
    expect(error.message).not.toMatch(/call stack/i);
  });

  it("still imports a page at the limits: 2,000 nodes, 32 levels, a 300,000-byte rich text", async () => {
    const document = await shopWith((home) => {
      const { nodeDepth, nodesPerTree } = DOCUMENT_LIMITS;
      home.pageComponent.children = [
        ...deepNodes(nodeDepth),
        ...widePage(nodesPerTree - nodeDepth - 4),
        paragraph("rich", `<p>${"ก".repeat(99_990)}</p>`),
      ]; // 2,000 nodes in all
    });
    await expect(importShopDocument(database.db, document)).resolves.toMatchObject({ shopId: SHOP_ID });
  });
});

describe.each(dbKinds)("pages stored over the limits behind the import's back, on %s", (kind) => {
  let database: DatabaseHandle;
  let api: RunningApi;

  /** Writes the home page's tree of `children` as a new page at `path`, in SQL as any writer could. */
  async function storePage(path: string, children: unknown[]) {
    await withShop(database.db, SHOP_ID, (db) =>
      sql`INSERT INTO pages (shop_id, path, lang, page_component, page_head)
          SELECT shop_id, ${path}, lang, ${JSON.stringify({ children })}::jsonb, page_head
          FROM pages WHERE shop_id = ${SHOP_ID} AND path = '/'`.execute(db),
    );
  }

  const getPage = (path: string) => getJson(`${api.url}/api/page?path=${path}&lang=th`, { "X-Nuxt-Host": "a.test" });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(database.db, await readFixture("shop-a.json"));
    await storePage("/wide", widePage(100_000));
    await storePage("/deep-and-small", deepNodes(500));
    api = await startApi(database.db);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it("answers a page of 100,000 nodes 422 PAGE_OVER_LIMITS, from the size the database keeps", async () => {
    const answer = await getPage("/wide");
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ success: false, key: "PAGE_OVER_LIMITS" });
    expect((answer.body as { message: string }).message).toMatch(/^Page \/wide \(th\) is stored as [\d,]+ bytes/);
  });

  it("still reads a page within the size, however deep: the render cuts its tree", async () => {
    const answer = await getPage("/deep-and-small");
    expect(answer.status).toBe(200);
  });

  it("refuses at import a page the render would not read, naming it: 5 MB of meta tags, each string within", async () => {
    const document = (await readFixture("shop-a.json")) as { pages: { th: { pageHead: object } }[] };
    const home = document.pages[0];
    if (!home) throw new Error("shop-a.json has no pages");
    const content = "x".repeat(DOCUMENT_LIMITS.stringBytes - 1000);
    home.th.pageHead = {
      title: "big",
      meta_manual: Array.from({ length: 50 }, (_, index) => ({ name: `m${index}`, content })),
    };
    const { error } = await rejection(importShopDocument(database.db, document));
    expect(error.problems).toEqual([
      {
        pointer: "/pages/0/th",
        message: expect.stringMatching(/^\/pages\/0\/th: the page is [\d,]+ bytes of JSON as stored, over 4,194,304$/),
      },
    ]);
  });
});
