import { describe, expect, it } from "vitest";
import { loadPage, type PageLoaderData } from "~/app/loaders/page.server";
import type { ShopData } from "~/app/services";
import { type Call, routerContext, useDemoShop } from "./loaderContext";

/** The page loader of the storefront against the real shop API on a real (in-memory) database, calls counted. */
describe("page loader", () => {
  const shop = useDemoShop();
  const calls: Call[] = [];

  async function load(path: string): Promise<PageLoaderData> {
    calls.length = 0;
    const context = routerContext(shop.database.db, shop.validator, calls);
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
    // and the shop's shell for its share card: the root loader's, read once per request (server/storefront/shellOnce)
    expect(calls.map((call) => call.method)).toEqual(["page", "shell"]);
  });
});

describe("page loader with URLs that name no page", () => {
  const shop = useDemoShop();

  it.each([
    { url: "/%00", what: "a NUL character in the path" },
    { url: "/search?q=%00", what: "a NUL character in the query" },
    { url: `/${"a".repeat(3000)}`, what: "a path longer than the API accepts" },
    { url: "/no-such-page", what: "an unknown path" },
  ])("$what is a 404, not a 500", async ({ url }) => {
    const context = routerContext(shop.database.db, shop.validator);
    const thrown = await loadPage({ request: new Request(`http://localhost${url}`), context }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
