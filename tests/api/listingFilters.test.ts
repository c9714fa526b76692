import { describe, expect, it } from "vitest";
import type { SearchResponse, SearchResults } from "~/generated/schemas";
import { expectInvalidField, expectOk, uuidA } from "./catalogueHarness";
import { type ApiAnswer, dbKinds, getJson, readFixture, useShopApi } from "./harness";
import { getPage, pathQuery } from "./pageHarness";

const shop = { id: 904, host: "d.test" } as const;

/**
 * Shop A's catalogue with Sencha (1) sold out. Category "tea" (1) holds, by rank: Sencha 120 (sold out), Matcha
 * 350.50 (hot; variants with stock 10 and 0), Earl Grey 95.25 (new), Tea sampler 49.
 */
async function filterShopDocument(): Promise<Record<string, unknown>> {
  const document = await readFixture("shop-a.json");
  document.shop = { id: shop.id, webName: "shop-d", name: "Shop D", hosts: [shop.host], defaultLang: "en" };
  const catalogue = document.catalogue as { products: { uuid: string; stock?: number | null }[] };
  for (const product of catalogue.products) if (product.uuid === uuidA(1)) product.stock = 0;
  return document;
}

describe.each(dbKinds)("sort and filter of product lists on %s", (kind) => {
  const api = useShopApi(kind, async () => [await filterShopDocument()]);

  async function listing(rest: string) {
    const data = await getPage(api.url, shop.host, pathQuery("/category/tea/1", `&lang=en${rest}`));
    const listed = data.otherData?.categoryListing;
    return { uuids: listed?.products.map((product) => product.uuid), listed };
  }
  const getSearch = (query: string): Promise<ApiAnswer> =>
    getJson(`${api.url}/api/search?q=tea&lang=en${query}`, { "X-Nuxt-Host": shop.host });
  async function search(query: string): Promise<SearchResults> {
    return expectOk<SearchResponse>(await getSearch(query), "api/search-response.schema.json").data;
  }

  it.each([
    ["", [1, 2, 3, 5]],
    ["&sort=featured", [1, 2, 3, 5]],
    ["&sort=price_asc", [5, 3, 1, 2]],
    ["&sort=price_desc", [2, 1, 3, 5]],
    ["&sort=newest", [3, 1, 2, 5]],
    ["&sort=best_selling", [2, 1, 3, 5]],
  ])("a category page sorts with %j", async (rest, expected) => {
    expect((await listing(rest)).uuids).toEqual(expected.map(uuidA));
  });

  it("filters by price (bounds included) and stock, counting the total, and answers the choice and facets", async () => {
    expect((await listing("&price_min=95.25")).uuids).toEqual([1, 2, 3].map(uuidA));
    expect((await listing("&price_max=120")).uuids).toEqual([1, 3, 5].map(uuidA));
    const { uuids, listed } = await listing("&price_min=50&price_max=400&in_stock=1&sort=price_asc");
    expect(uuids).toEqual([3, 2].map(uuidA));
    expect(listed?.paging).toEqual({ page: 1, perPage: 12, total: 2, pageCount: 1 });
    expect(listed?.refine).toEqual({
      choice: { sort: "price_asc", priceMin: 50, priceMax: 400, inStock: true },
      facets: { inStock: 2, priceLow: 49, priceHigh: 350.5 },
    });
  });

  it("a category page leaves a wrong sort or filter at its default", async () => {
    const { uuids, listed } = await listing("&sort=cheapest&price_min=abc&in_stock=yes");
    expect(uuids).toEqual([1, 2, 3, 5].map(uuidA));
    expect(listed?.refine?.choice).toEqual({ sort: "featured", priceMin: null, priceMax: null, inStock: false });
    expect(listed?.refine?.facets).toEqual({ inStock: 3, priceLow: 49, priceHigh: 350.5 });
  });

  it("GET /api/search sorts and filters its products", async () => {
    const all = await search("");
    expect(all.refine?.choice.sort).toBe("featured");
    const cheapFirst = await search("&sort=price_asc&in_stock=1");
    const prices = cheapFirst.products.map((product) => product.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapFirst.products.map((product) => product.uuid)).not.toContain(uuidA(1));
    expect(cheapFirst.productPaging.total).toBe(all.productPaging.total - 1);
    const bounded = await search("&price_min=90&price_max=130");
    expect(bounded.products.every((product) => product.price >= 90 && product.price <= 130)).toBe(true);
    expect(bounded.productPaging.total).toBeGreaterThan(0);
  });

  it("GET /api/search with filters that leave nothing answers no suggestions: the shopper removes a filter", async () => {
    const sencha = async (query: string) =>
      expectOk<SearchResponse>(
        await getJson(`${api.url}/api/search?q=sencha&lang=en${query}`, { "X-Nuxt-Host": shop.host }),
        "api/search-response.schema.json",
      ).data;
    expect((await sencha("&price_max=10")).suggestions).toBeUndefined();
    expect((await sencha("&price_max=10")).refine?.choice.priceMax).toBe(10);
    expect((await sencha("&in_stock=1")).suggestions).toBeUndefined(); // Sencha is sold out
  });

  it.each([
    ["&sort=cheapest", "sort"],
    ["&price_min=-5", "price_min"],
    ["&price_max=1e3", "price_max"],
    ["&price_min=200&price_max=100", "price_max"],
    ["&in_stock=true", "in_stock"],
    [`&sort=${"x".repeat(41)}`, "sort"],
  ])("GET /api/search refuses %j with 400 naming %s", async (query, field) => {
    expectInvalidField(await getSearch(query), field);
  });
});
