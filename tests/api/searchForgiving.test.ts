import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { SearchResponse, SearchResults, SearchSuggest, SearchSuggestResponse } from "~/generated/schemas";
import { expectInvalidField, expectOk } from "./catalogueHarness";
import { type ApiAnswer, dbKinds, fixtureShops, getJson, readFixture, useShopApi } from "./harness";

const demo = JSON.parse(await readFile(join(process.cwd(), "shops/demo.json"), "utf8")) as Record<string, unknown>;
const demoHost = (demo.shop as { hosts: string[] }).hosts[1] as string;
const demoOolongs = (demo.catalogue as { products: { texts: { en: { name: string } } }[] }).products
  .map((product) => product.texts.en.name)
  .filter((name) => name.toLowerCase().includes("oolong"));

describe.each(dbKinds)("search that forgives Thai on %s", (kind) => {
  const api = useShopApi(kind, async () => [demo, await readFixture("shop-a.json"), await readFixture("shop-b.json")]);

  function get(path: string, query: Record<string, string>, host: string): Promise<ApiAnswer> {
    return getJson(`${api.url}${path}?${new URLSearchParams(query)}`, { "X-Nuxt-Host": host });
  }

  async function search(q: string, lang: "th" | "en", host: string): Promise<SearchResults> {
    const answer = await get("/api/search", { q, lang }, host);
    return expectOk<SearchResponse>(answer, "api/search-response.schema.json").data;
  }

  async function suggest(q: string, lang: "th" | "en", host: string): Promise<SearchSuggest> {
    const answer = await get("/api/search/suggest", { q, lang }, host);
    return expectOk<SearchSuggestResponse>(answer, "api/search-suggest-response.schema.json").data;
  }

  const names = (results: { products: { name: string }[] }) => results.products.map((product) => product.name);

  describe("GET /api/search", () => {
    it("ชาเขยว (a vowel missing) finds green tea, saying what it searched", async () => {
      const results = await search("ชาเขยว", "th", fixtureShops.a.host);
      expect(results.query).toBe("ชาเขยว");
      expect(results.didYouMean).toBe("ชาเขียว");
      expect(names(results)[0]).toBe("ชาเขียวเซนฉะ");
      expect(results).not.toHaveProperty("suggestions");
    });

    it("อู่หลอ (a word not finished right) finds the oolongs, in English too", async () => {
      const thai = await search("อู่หลอ", "th", demoHost);
      expect(thai.didYouMean).toBe("อู่หลง");
      expect(names(thai)[0]).toContain("อู่หลง");
      const english = await search("อู่หลอ", "en", demoHost);
      expect(demoOolongs.length).toBeGreaterThan(3);
      expect(names(english)).toEqual(expect.arrayContaining(demoOolongs));
    });

    it("a query found as written has no didYouMean", async () => {
      const results = await search("ชาเขียว", "th", fixtureShops.a.host);
      expect(results).not.toHaveProperty("didYouMean");
      expect(names(results)[0]).toBe("ชาเขียวเซนฉะ");
    });

    it("nothing close: no didYouMean, the suggestions", async () => {
      const results = await search("xyzzy", "en", demoHost);
      expect(results).not.toHaveProperty("didYouMean");
      expect(results.suggestions?.categories.length).toBeGreaterThan(0);
    });

    it("never corrects toward another shop's names", async () => {
      // shop A sells ชาเขียวเซนฉะ; shop B only a green tea mug (แก้วชาเขียว)
      expect((await search("ชาเขยวเซนฉะ", "th", fixtureShops.a.host)).didYouMean).toBe("ชาเขียวเซนฉะ");
      const shopB = await search("ชาเขยวเซนฉะ", "th", fixtureShops.b.host);
      expect(shopB).not.toHaveProperty("didYouMean");
      expect(shopB.products).toEqual([]);
    });
  });

  describe("GET /api/search/suggest", () => {
    it("suggests products and categories while typing a partial Thai word, named in the page's language", async () => {
      const thai = await suggest("อู่หล", "th", demoHost);
      expect(thai.products).toHaveLength(6);
      expect(thai.products.every((product) => product.name.includes("อู่หลง"))).toBe(true);
      expect(thai.products.every((product) => /^\/product\/[^/]+\/[0-9a-f-]{36}$/.test(product.path))).toBe(true);
      // a name that starts with it first, then the shop's order
      expect(thai.categories.map((category) => category.name)).toEqual(["อู่หลงเบอร์ 12", "ชาอู่หลง", "ชาอู่หลงก้านอ่อน"]);
      const english = await suggest("อู่หล", "en", demoHost);
      expect(english.categories.map((category) => category.name)).toEqual([
        "Oolong No. 12",
        "Oolong",
        "Soft-stem oolong",
      ]);
      expect(english.categories[1]?.path).toBe("/category/oolong-tea/111");
    });

    it("forgives a missing vowel and a wrong last letter", async () => {
      expect(names(await suggest("ชาเขยว", "th", fixtureShops.a.host))).toEqual(["ชาเขียวเซนฉะ"]);
      const oolong = await suggest("อู่หลอ", "en", demoHost);
      expect(oolong.products.length).toBeGreaterThan(0);
      expect(names(oolong).every((name) => name.toLowerCase().includes("oolong"))).toBe(true);
    });

    it("matches English ignoring case and spaces in Thai", async () => {
      expect(names(await suggest("SENCHA", "en", fixtureShops.a.host))).toEqual(["Sencha green tea"]);
      expect(names(await suggest("ชา เขียว", "th", fixtureShops.a.host))).toEqual(["ชาเขียวเซนฉะ"]);
    });

    it("never suggests another shop's products", async () => {
      expect(await suggest("sencha", "en", fixtureShops.b.host)).toEqual({
        query: "sencha",
        products: [],
        categories: [],
      });
      expect(names(await suggest("oolong", "en", fixtureShops.a.host))).toEqual([]);
    });

    it.each(["", "   ", "%", "' OR 1=1 --"])("%j suggests nothing", async (q) => {
      const answer = await suggest(q, "en", demoHost);
      expect(answer.products).toEqual([]);
      expect(answer.categories).toEqual([]);
    });

    it.each([
      ["q over 100 characters", { q: "ช".repeat(101) }, "q"],
      ["q missing", {}, "q"],
      ["bad lang", { q: "tea", lang: "de" }, "lang"],
    ])("%s: 400 naming it", async (_name, query, field) => {
      expectInvalidField(await get("/api/search/suggest", query as Record<string, string>, demoHost), field);
    });

    it("answers q of 100 characters", async () => {
      expect((await suggest("ช".repeat(100), "th", demoHost)).products).toEqual([]);
    });
  });
});
