import { describe, expect, it } from "vitest";
import type { CategoriesResponse } from "~/generated/schemas";
import { expectInvalidField, expectOk } from "./catalogueHarness";
import { type ApiAnswer, dbKinds, fixtureShops, getJson, useFixtureShopApi } from "./harness";

describe.each(dbKinds)("GET /api/product-categories on %s", (kind) => {
  const api = useFixtureShopApi(kind);

  function get(query: string, host: string = fixtureShops.a.host, headers = {}): Promise<ApiAnswer> {
    return getJson(`${api.url}/api/product-categories?${query}`, { "X-Nuxt-Host": host, ...headers });
  }

  async function categories(query: string, host: string = fixtureShops.a.host) {
    return expectOk<CategoriesResponse>(await get(query, host), "api/categories-response.schema.json").data;
  }

  it("answers every category of the shop without category_ids, ordered by parent then rank", async () => {
    const all = await categories("lang=en");
    expect(all.map((category) => [category._hierarchy_parent_id, category._rank_rank, category.category_id])).toEqual([
      [0, 1, 1],
      [0, 2, 5],
      [1, 1, 2],
      [1, 2, 4],
      [2, 1, 3],
    ]);
    expect(all[0]).toEqual({
      category_id: 1,
      category_slug: "tea",
      _hierarchy_parent_id: 0,
      _rank_rank: 1,
      name: "Tea",
      description: "Every kind of tea",
      image: { src: "/images/tea.jpg", alt: "tea", width: 600, height: 400 },
    });
    expect(all[1]).toEqual({
      category_id: 5,
      category_slug: "coffee",
      _hierarchy_parent_id: 0,
      _rank_rank: 2,
      name: "Coffee",
    });
  });

  it("answers only the ids asked (each once), in the shop's language by default", async () => {
    const some = await categories("category_ids=3,1,3,99");
    expect(some.map((category) => [category.category_id, category.name])).toEqual([
      [1, "ชา"],
      [3, "มัทฉะ"],
    ]);
  });

  it("never answers another shop's categories", async () => {
    // Shop B has categories 1, 7 and 8; shop A has 1 to 5.
    expect((await categories("category_ids=7,8")).length).toBe(0);
    const bOwn = await categories("category_ids=1,2,3,7", fixtureShops.b.host);
    expect(bOwn.map((category) => [category.category_id, category.name])).toEqual([
      [1, "Mugs"],
      [7, "Tea mugs"],
    ]);
    const bAll = await categories("", fixtureShops.b.host);
    expect(bAll.map((category) => category.category_slug)).toEqual(["mugs", "tea-mugs", "glass-tea-mugs"]);
  });

  it.each([
    ["letters", "category_ids=tea"],
    ["empty", "category_ids="],
    ["zero", "category_ids=0"],
    ["negative", "category_ids=-1"],
    ["trailing comma", "category_ids=1,"],
    ["too large", "category_ids=12345678901"],
    ["too long", `category_ids=${Array.from({ length: 700 }, (_, index) => index + 1).join(",")}`],
  ])("rejects malformed category_ids (%s) naming the field", async (_name, query) => {
    expectInvalidField(await get(query), "category_ids");
  });
});
