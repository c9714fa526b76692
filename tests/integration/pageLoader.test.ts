import { readFileSync } from "node:fs";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiClient } from "~/api/client";
import { loadPage, type PageLoaderData } from "~/app/loaders/page.server";
import { servicesContext } from "~/app/services";
import type { ShopDocument } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { createShopApi } from "../../server/app";
import { type DatabaseHandle, openDatabase } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";

const demo = JSON.parse(readFileSync("shops/demo.json", "utf8")) as ShopDocument;

/** The services server/entry.ts gives the loaders, with the shop API in-process; every API call is noted. */
function routerContext(shopApi: ReturnType<typeof createShopApi>, validator: NodeValidator, calls: URL[] = []) {
  const context = new RouterContextProvider();
  context.set(servicesContext, {
    host: "localhost",
    country: null,
    validator,
    showProblems: false,
    browserApiBaseUrl: "http://localhost",
    hostedCheckoutUrl: "http://localhost/hosted",
    api: (lang) =>
      createApiClient({
        baseUrl: "http://localhost",
        host: "localhost",
        lang: () => lang,
        fetch: async (input, init) => {
          const request = new Request(input, init);
          calls.push(new URL(request.url));
          return shopApi.fetch(request);
        },
      }),
  });
  return context;
}

/** The page loader of the storefront against the real shop API on a real (in-memory) database, calls counted. */
describe("page loader", () => {
  let database: DatabaseHandle;
  let validator: NodeValidator;
  let shopApi: ReturnType<typeof createShopApi>;
  const calls: URL[] = [];

  beforeAll(async () => {
    database = await openDatabase({});
    await importShopDocument(database.db, demo);
    shopApi = createShopApi({ db: database.db });
    validator = await createNodeValidator();
  });
  afterAll(() => database?.close());

  async function load(path: string): Promise<PageLoaderData> {
    calls.length = 0;
    const context = routerContext(shopApi, validator, calls);
    const result = await loadPage({ request: new Request(`http://localhost${path}`), context });
    return (result as unknown as { data: PageLoaderData }).data;
  }

  it("fetches the products of a page with 40 product cards in exactly one sorted batch call", async () => {
    const page = await load("/all-products");
    const grid = page.nodes
      .flatMap(function all(node): typeof page.nodes {
        return [node, ...node.children.flatMap(all)];
      })
      .find((node) => node.kind === "product-grid");
    const uuids = (grid?.setting.productUuids as string[] | undefined) ?? [];
    expect(uuids).toHaveLength(40);

    const batches = calls.filter((url) => url.pathname === "/api/products/batch");
    expect(batches).toHaveLength(1);
    const asked = batches[0]?.searchParams.get("filter[uuid]")?.split(",") ?? [];
    expect(asked).toEqual([...uuids].sort());
    expect(Object.keys(page.catalogue.products).sort()).toEqual([...uuids].sort());
  });

  it("brings the widgets' categories and blog posts with the home page, one call each", async () => {
    const page = await load("/");
    const count = (pathname: string) => calls.filter((url) => url.pathname === pathname).length;
    expect(count("/api/products/batch")).toBe(1);
    expect(count("/api/product-categories")).toBe(1);
    expect(count("/api/blogs")).toBe(1);
    expect(page.catalogue.categories?.length).toBeGreaterThan(0);
    expect(page.catalogue.blogs?.length).toBeGreaterThan(0);
  });

  it("asks nothing of the catalogue for a page whose widgets need none", async () => {
    await load("/about");
    expect(calls.map((url) => url.pathname)).toEqual(["/api/page"]);
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
    const context = routerContext(createShopApi({ db: database.db }), validator);
    const thrown = await loadPage({ request: new Request(`http://localhost${url}`), context }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
