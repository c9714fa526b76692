import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CatalogueDocument, SearchResponse, SearchResults } from "~/generated/schemas";
import { expectOk } from "./catalogueHarness";
import { dbKinds, fixtureShops, getJson, readFixture, useShopApi } from "./harness";

/** The demo shop's document, as the server imports it at its first start. */
async function readDemo(): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(process.cwd(), "shops/demo.json"), "utf8"));
}

const demo = await readDemo();
const demoHost = (demo.shop as { hosts: string[] }).hosts[1] as string;
const catalogue = demo.catalogue as CatalogueDocument;
const englishNames = (test: (name: string) => boolean) =>
  catalogue.products.map((product) => product.texts.en.name).filter((name) => test(name.toLowerCase()));

/** A shop whose names test the ranking: "tea" as a whole word, a word's start, inside a word, in a highlight. */
const rankingShop = { id: 904, host: "rank.test" } as const;
async function rankingShopDocument(): Promise<Record<string, unknown>> {
  const document = await readFixture("shop-b.json");
  document.shop = {
    id: rankingShop.id,
    webName: "shop-rank",
    name: "Rank",
    hosts: [rankingShop.host],
    defaultLang: "en",
  };
  const image = { src: "/images/r.jpg", alt: "r", width: 100, height: 100 };
  const product = (n: number, name: string, highlight = "") => ({
    uuid: `d0000000-0000-4000-8000-00000000000${n}`,
    slug: `rank-${n}`,
    rank: n,
    categoryIds: [],
    images: [image],
    price: 10,
    texts: { th: { name: `สินค้า ${n}`, unit: "ชิ้น" }, en: { name, unit: "piece", highlight } },
  });
  document.catalogue = {
    categories: [],
    // Listed (and ranked by the shop) in the opposite order of how well they match "tea".
    products: [
      product(1, "Pu-erh cake", "A dark tea"),
      product(2, "Steamed bun"),
      product(3, "Clay teapot"),
      product(4, "Jasmine tea"),
      product(5, "Rice cracker"),
    ],
    blogs: [],
  };
  return document;
}

describe.each(dbKinds)("search by words on %s", (kind) => {
  const api = useShopApi(kind, async () => [
    await readDemo(),
    await readFixture("shop-a.json"),
    await readFixture("shop-b.json"),
    await rankingShopDocument(),
  ]);

  async function search(text: string, lang: "th" | "en", host = demoHost, page = 1): Promise<SearchResults> {
    const answer = await getJson(`${api.url}/api/search?q=${encodeURIComponent(text)}&lang=${lang}&p_page=${page}`, {
      "X-Nuxt-Host": host,
    });
    return expectOk<SearchResponse>(answer, "api/search-response.schema.json").data;
  }

  /** Every product found, all pages. */
  async function allNames(text: string, lang: "th" | "en", host = demoHost): Promise<string[]> {
    const first = await search(text, lang, host);
    const names = first.products.map((product) => product.name);
    for (let page = 2; page <= first.productPaging.pageCount; page++) {
      names.push(...(await search(text, lang, host, page)).products.map((product) => product.name));
    }
    return names;
  }

  const thaiTeas = englishNames((name) => /\bthai\b/.test(name) && /\btea\b/.test(name));
  const oolongs = englishNames((name) => name.includes("oolong"));

  it("finds Thai words in any order, spaced or not", async () => {
    const spaced = await allNames("ชา ไทย", "th");
    expect(spaced.length).toBeGreaterThan(0);
    expect(await allNames("ไทย ชา", "th")).toEqual(spaced);
    expect(await allNames("ชาไทย", "th")).toEqual(spaced);
  });

  it("finds English words on a Thai page and Thai words on an English page", async () => {
    const english = await allNames("ชาไทย", "en");
    expect(english.slice(0, thaiTeas.length).sort()).toEqual([...thaiTeas].sort());
    const thai = await search("tea thai", "th");
    const thaiNames = catalogue.products
      .filter((product) => thaiTeas.includes(product.texts.en.name))
      .map((product) => product.texts.th.name);
    expect(
      thai.products
        .slice(0, thaiTeas.length)
        .map((product) => product.name)
        .sort(),
    ).toEqual(thaiNames.sort());
  });

  it(`"oolong tea" finds every oolong, those named with both words first`, async () => {
    expect(oolongs.length).toBeGreaterThan(1);
    const found = await allNames("oolong tea", "en");
    expect(found).toEqual(expect.arrayContaining(oolongs));
    const bothInName = englishNames((name) => name.includes("oolong") && /\btea/.test(name));
    expect(found.slice(0, bothInName.length).sort()).toEqual([...bothInName].sort());
  });

  it.each(["olong", "oolnog", "OOLNOG tea"])("a typo (%j) still finds every oolong", async (text) => {
    expect(await allNames(text, "en")).toEqual(expect.arrayContaining(oolongs));
  });

  it("ranks a whole word in the name over a word's start, inside a word, then the highlight", async () => {
    expect(await allNames("tea", "en", rankingShop.host)).toEqual([
      "Jasmine tea",
      "Clay teapot",
      "Steamed bun",
      "Pu-erh cake",
    ]);
  });

  it("ranks all words in the name over some in the name and some in the highlight", async () => {
    expect(await allNames("dark tea", "en", rankingShop.host)).toEqual(["Pu-erh cake"]);
    expect(await allNames("jasmine tea", "en", rankingShop.host)).toEqual(["Jasmine tea"]);
  });

  it("suggests the top-level categories and the popular products when nothing is found, in the page's language", async () => {
    const topLevel = [...catalogue.categories]
      .filter((category) => category.parentId === 0)
      .sort((a, b) => a.rank - b.rank || a.id - b.id);
    // No orders yet: popular is the hot badge first, then the shop's rank.
    const popular = [...catalogue.products]
      .sort((a, b) => Number(b.badges?.hot ?? false) - Number(a.badges?.hot ?? false) || (a.rank ?? 0) - (b.rank ?? 0))
      .slice(0, 4);
    for (const lang of ["th", "en"] as const) {
      const results = await search("xyzzy qwerty", lang);
      expect(results.products).toEqual([]);
      expect(results.suggestions?.categories.map((category) => category.name)).toEqual(
        topLevel.map((category) => category.texts[lang].name),
      );
      expect(results.suggestions?.products.map((product) => product.name)).toEqual(
        popular.map((product) => product.texts[lang].name),
      );
    }
  });

  it("never finds another shop's products or posts, nor suggests them", async () => {
    expect((await search("sencha", "en")).products).toEqual([]);
    const other = await search("oolong", "en", fixtureShops.a.host);
    expect(other.products).toEqual([]);
    expect(other.blogs).toEqual([]);
    expect(other.suggestions?.products.map((product) => product.name).sort()).toEqual(
      ["Earl Grey", "House blend coffee", "Matcha powder", "Sencha green tea"].sort(),
    );
  });
});
