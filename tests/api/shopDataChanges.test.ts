import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageRequest } from "~/app/services";
import type { PageData, Product } from "~/generated/schemas";
import { createNodeValidator } from "~/renderer/nodeValidator";
import type { DatabaseHandle } from "../../server/db";
import type { StopListening } from "../../server/db/shopChanges";
import { importShopDocument } from "../../server/shops/importShop";
import { createInProcessShopData, type InProcessShopData } from "../../server/storefront/inProcessShopData";
import { dbKinds, fixtureShops, openTestDatabase, readFixture } from "./harness";

const HOME: PageRequest = { lang: "th", path: "/", query: {} };
const SENCHA = "a0000000-0000-4000-8000-000000000001";

type Fixture = {
  pages: { path: string; th: { pageHead: { title: string } } }[];
  catalogue: { products: { uuid: string; price: number; stock: number }[] };
};

/** Polls `read` (at most 5 s) until `done` holds for its answer, which it returns. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let waited = 0; ; waited += 20) {
    const value = await read();
    if (done(value) || waited >= 5_000) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The storefront keeps a shop's pages, products and blog posts between requests (server/storefront): a shop's
 * import announces its change (server/db/shopChanges), and the next page of that shop reads it again, with the
 * new page, prices and stock, while other shops keep what they had.
 */
describe.each(dbKinds)("kept shop data and change notices on %s", (kind) => {
  let database: DatabaseHandle;
  let data: InProcessShopData;
  let stop: StopListening;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(database.db, await readFixture("shop-a.json"));
    await importShopDocument(database.db, await readFixture("shop-b.json"));
    const validator = await createNodeValidator();
    data = createInProcessShopData({ db: database.db, shell: { validator, showProblems: false } });
    // as server/entry.ts wires them
    stop = await database.listenForShopChanges((shopId) =>
      shopId === null ? data.purgeAll() : data.purgeShop(shopId),
    );
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  const page = (host: string): Promise<PageData> => data.forRequest(host).page(HOME);
  const sencha = async (): Promise<Product | undefined> =>
    (await data.forRequest(fixtureShops.a.host).products("th", [SENCHA]))[0];

  it("answers a shop's page and products as kept until its import is announced, then the new ones", async () => {
    const [pageA, pageB, product] = [await page(fixtureShops.a.host), await page(fixtureShops.b.host), await sencha()];
    expect(pageA.pageHead.title).toBe("Shop A / th");
    expect(Object.isFrozen(pageA)).toBe(true); // shared by every request: nobody can change it
    expect(await page(fixtureShops.a.host)).toBe(pageA);
    expect(await sencha()).toBe(product);

    const changed = (await readFixture("shop-a.json")) as unknown as Fixture;
    const home = changed.pages.find((stored) => stored.path === "/");
    if (!home) throw new Error("shop-a.json has no home page");
    home.th.pageHead.title = "Shop A, restocked";
    const stored = changed.catalogue.products.find((candidate) => candidate.uuid === SENCHA);
    if (!stored) throw new Error("shop-a.json has no sencha");
    Object.assign(stored, { price: 135, stock: 3 });
    await importShopDocument(database.db, changed);

    const after = await eventually(
      () => page(fixtureShops.a.host),
      (answer) => answer.pageHead.title !== "Shop A / th",
    );
    expect(after.pageHead.title).toBe("Shop A, restocked");
    const restocked = await sencha();
    expect(restocked?.price).toBe(135);
    expect(restocked?.stock_remaining).toBe(3);
    expect(product?.price).toBe(120);
    expect(await page(fixtureShops.b.host)).toBe(pageB); // another shop's kept page is not read again
  });

  it("reads a page with a query (a preview token, a page number, utm_…) fresh each time", async () => {
    const request = { ...HOME, query: { utm_source: "mail" } };
    const first = await data.forRequest(fixtureShops.a.host).page(request);
    expect(await data.forRequest(fixtureShops.a.host).page(request)).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });
});
