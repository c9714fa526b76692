import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPage, type PageLoaderData } from "~/app/loaders/page.server";
import { prepareShell } from "~/app/loaders/zones.server";
import { servicesContext, type ShopData } from "~/app/services";
import type { ShopDocument } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { type DatabaseHandle, openDatabase } from "../../server/db";
import type { Database } from "../../server/db/schema";
import { importShopDocument } from "../../server/shops/importShop";
import { createInProcessShopData } from "../../server/storefront/inProcessShopData";

const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as ShopDocument;

type Call = { method: keyof ShopData; args: unknown[] };

/** The services server/entry.ts gives the loaders, with the shop's data in-process; every call is noted. */
function routerContext(db: Kysely<Database>, validator: NodeValidator, calls: Call[] = []) {
  const data = createInProcessShopData({
    db,
    prepareShell: (base, host) => prepareShell({ validator, showProblems: false, host }, base),
  }).forRequest("localhost");
  const noted = Object.fromEntries(
    Object.entries(data).map(([method, call]: [string, (...args: unknown[]) => unknown]) => [
      method,
      (...args: unknown[]) => {
        calls.push({ method: method as keyof ShopData, args });
        return call(...args);
      },
    ]),
  ) as unknown as ShopData;
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    data: noted,
    host: "localhost",
    siteOrigin: "https://localhost",
    country: null,
    validator,
    showProblems: false,
    browserApiBaseUrl: "http://localhost",
    hostedCheckoutUrl: "http://localhost/hosted",
  });
  return context;
}

/** The page loader of the storefront against the real shop API on a real (in-memory) database, calls counted. */
describe("page loader", () => {
  let database: DatabaseHandle;
  let validator: NodeValidator;
  const calls: Call[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await importShopDocument(database.db, demo);
    validator = await createNodeValidator();
  });
  afterAll(() => database?.close());

  async function load(path: string): Promise<PageLoaderData> {
    calls.length = 0;
    const context = routerContext(database.db, validator, calls);
    const result = await loadPage({ request: new Request(`http://localhost${path}`), context });
    return (result as unknown as { data: PageLoaderData }).data;
  }

  it("fetches the products of a page with 40 product cards in exactly one sorted batch", async () => {
    const page = await load("/all-products");
    const grid = page.nodes
      .flatMap(function all(node): typeof page.nodes {
        return [node, ...node.children.flatMap(all)];
      })
      .find((node) => node.kind === "product-grid");
    const uuids = (grid?.setting.productUuids as string[] | undefined) ?? [];
    expect(uuids).toHaveLength(40);

    const batches = calls.filter((call) => call.method === "products");
    expect(batches).toHaveLength(1);
    const asked = batches[0]?.args[1];
    expect(asked).toEqual([...uuids].sort());
    expect(Object.keys(page.catalogue.products).sort()).toEqual([...uuids].sort());
  });

  it("brings the widgets' categories and blog posts with the home page, one call each", async () => {
    const page = await load("/");
    const count = (method: keyof ShopData) => calls.filter((call) => call.method === method).length;
    expect(count("products")).toBe(1);
    expect(count("categories")).toBe(1);
    expect(count("blogs")).toBe(1);
    expect(page.catalogue.categories?.length).toBeGreaterThan(0);
    expect(page.catalogue.blogs?.length).toBeGreaterThan(0);
  });

  it("asks nothing of the catalogue for a page whose widgets need none", async () => {
    await load("/about");
    expect(calls.map((call) => call.method)).toEqual(["page"]);
  });
});

describe("page loader with URLs that name no page", () => {
  let database: DatabaseHandle;
  let validator: NodeValidator;

  beforeAll(async () => {
    database = await openDatabase({});
    await importShopDocument(database.db, demo);
    validator = await createNodeValidator();
  });
  afterAll(() => database?.close());

  it.each([
    { url: "/%00", what: "a NUL character in the path" },
    { url: "/search?q=%00", what: "a NUL character in the query" },
    { url: `/${"a".repeat(3000)}`, what: "a path longer than the API accepts" },
    { url: "/no-such-page", what: "an unknown path" },
  ])("$what is a 404, not a 500", async ({ url }) => {
    const context = routerContext(database.db, validator);
    const thrown = await loadPage({ request: new Request(`http://localhost${url}`), context }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
