import { describe, expect, it } from "vitest";
import type { SearchResponse, SearchResults } from "~/generated/schemas";
import {
  BULK_POSTS,
  BULK_PRODUCTS,
  bulkShop,
  bulkShopDocument,
  expectInvalidField,
  expectOk,
} from "./catalogueHarness";
import { type ApiAnswer, dbKinds, fixtureShops, getJson, readFixture, useShopApi } from "./harness";

describe.each(dbKinds)("GET /api/search on %s", (kind) => {
  const api = useShopApi(kind, async () => [
    await readFixture("shop-a.json"),
    await readFixture("shop-b.json"),
    await bulkShopDocument(),
  ]);

  function get(query: string, host: string = fixtureShops.a.host): Promise<ApiAnswer> {
    return getJson(`${api.url}/api/search?${query}`, { "X-Nuxt-Host": host });
  }

  async function search(query: string, host: string = fixtureShops.a.host): Promise<SearchResults> {
    return expectOk<SearchResponse>(await get(query, host), "api/search-response.schema.json").data;
  }

  function q(text: string): string {
    return `q=${encodeURIComponent(text)}`;
  }

  const names = (results: SearchResults) => results.products.map((product) => product.name);
  const titles = (results: SearchResults) => results.blogs.map((blog) => blog.title);

  it.each(["", "   "])("an empty query (%j) finds nothing, total 0", async (text) => {
    expect(await search(q(text))).toEqual({
      query: "",
      products: [],
      productPaging: { page: 1, perPage: 12, total: 0, pageCount: 0 },
      blogs: [],
      blogPaging: { page: 1, perPage: 6, total: 0, pageCount: 0 },
    });
  });

  it("matches Thai words in product names and blog titles, the best match first", async () => {
    const results = await search(`${q(" ชาเขียว ")}&lang=th`);
    expect(results.query).toBe("ชาเขียว");
    expect(names(results)[0]).toBe("ชาเขียวเซนฉะ");
    expect(titles(results)).toEqual(["วิธีชงชาเขียว"]);
  });

  it("matches English words ignoring case, in names, highlights, titles and excerpts", async () => {
    expect(names(await search(`${q("GREEN TEA")}&lang=en`))[0]).toBe("Sencha green tea");
    expect(titles(await search(`${q("GREEN TEA")}&lang=en`))).toEqual(["How to brew green tea"]);
    expect(names(await search(`${q("medium ROAST")}&lang=en`))).toEqual(["House blend coffee"]);
    expect(titles(await search(`${q("water temperature")}&lang=en`))).toEqual(["How to brew green tea"]);
  });

  it("finds words of either language and answers in the page's language", async () => {
    expect(names(await search(`${q("Sencha")}&lang=th`))).toEqual(["ชาเขียวเซนฉะ"]);
    expect(names(await search(`${q("ผงมัทฉะ")}&lang=en`))).toEqual(["Matcha powder"]);
  });

  it("answers no suggestions when something was found", async () => {
    expect(await search(`${q("matcha")}&lang=en`)).not.toHaveProperty("suggestions");
  });

  describe("hostile input: a safe answer, never a wildcard or an error", () => {
    it.each(["%", "_", "%%%", "\\", "'", "\"'", "--", ";"])("%j finds nothing and suggests", async (text) => {
      const results = await search(`${q(text)}&lang=en`);
      expect(results.products).toEqual([]);
      expect(results.blogs).toEqual([]);
      expect(results.suggestions?.categories.map((category) => category.name)).toEqual(["Tea", "Coffee"]);
    });

    it.each([
      "' OR 1=1 --",
      "'; DROP TABLE products; --",
      "tea%' OR '1'='1",
      "<script>alert(1)</script>",
      "ชา%_",
      "a_b",
      "50%",
      Array.from({ length: 40 }, (_, index) => `w${index}`).join(" "),
    ])("%j answers 200, never the whole catalogue", async (text) => {
      const results = await search(`${q(text)}&lang=en`);
      expect(results.productPaging.total).toBeLessThan(5);
    });

    it("takes % literally after the words: 50% is the word 50", async () => {
      expect(names(await search(`${q("50%")}&lang=en`))).toEqual(["Tea sampler 50% off"]);
    });

    it("the shop's catalogue is intact after them", async () => {
      await search(`${q("'; DROP TABLE products; --")}&lang=en`);
      expect(names(await search(`${q("matcha")}&lang=en`))).toEqual(["Matcha powder"]);
    });
  });

  it("lists products, not their variants, without details", async () => {
    const results = await search(`${q("matcha")}&lang=en`);
    expect(results.products.map((product) => [product.name, product.id])).toEqual([["Matcha powder", null]]);
    expect(results.products[0]).not.toHaveProperty("details");
    expect(results.blogs[0]).not.toHaveProperty("content");
  });

  it("never finds another shop's products or posts", async () => {
    expect(names(await search(`${q("mug")}&lang=en`))).toEqual([]);
    const shopB = await search(`${q("green tea")}&lang=en`, fixtureShops.b.host);
    expect(names(shopB)).toEqual(["Green tea mug"]);
    expect(titles(shopB)).toEqual(["Mug care"]);
  });

  it("pages products 12 and posts 6 at a time; a page beyond the last is empty", async () => {
    const first = await search(q("bulk"), bulkShop.host);
    expect(first.productPaging).toEqual({ page: 1, perPage: 12, total: BULK_PRODUCTS, pageCount: 3 });
    expect(names(first)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Bulk item ${String(index + 1).padStart(2, "0")}`),
    );
    expect(first.blogPaging).toEqual({ page: 1, perPage: 6, total: BULK_POSTS, pageCount: 2 });
    expect(titles(first)).toEqual([8, 7, 6, 5, 4, 3].map((n) => `Bulk post ${n}`));

    const last = await search(`${q("bulk")}&p_page=3&b_page=2`, bulkShop.host);
    expect(names(last)).toEqual(["Bulk item 25", "Bulk item 26", "Bulk item 27"]);
    expect(titles(last)).toEqual(["Bulk post 2", "Bulk post 1"]);

    const beyond = await search(`${q("bulk")}&p_page=4&b_page=99999`, bulkShop.host);
    expect(beyond.products).toEqual([]);
    expect(beyond.productPaging).toEqual({ page: 4, perPage: 12, total: BULK_PRODUCTS, pageCount: 3 });
    expect(beyond.blogs).toEqual([]);
    expect(beyond.blogPaging).toEqual({ page: 99999, perPage: 6, total: BULK_POSTS, pageCount: 2 });
  });

  it("answers a query of 200 characters", async () => {
    const results = await search(q("ช".repeat(200)));
    expect(results.products).toEqual([]);
  });

  describe("invalid requests: 400 naming the field", () => {
    it.each([
      ["q over 200 characters", q("a".repeat(201)), "q"],
      ["a very long q (10 000 characters)", q("x".repeat(10_000)), "q"],
      ["q missing", "p_page=1", "q"],
      ["q with a NUL character", q("\u0000ชา"), "q"],
      ["p_page 0", `${q("tea")}&p_page=0`, "p_page"],
      ["p_page negative", `${q("tea")}&p_page=-1`, "p_page"],
      ["p_page not a number", `${q("tea")}&p_page=two`, "p_page"],
      ["p_page too large", `${q("tea")}&p_page=100000`, "p_page"],
      ["b_page 0", `${q("tea")}&b_page=0`, "b_page"],
      ["b_page fractional", `${q("tea")}&b_page=1.5`, "b_page"],
      ["bad lang", `${q("tea")}&lang=de`, "lang"],
    ])("%s", async (_name, query, field) => {
      expectInvalidField(await get(query), field);
    });
  });
});
