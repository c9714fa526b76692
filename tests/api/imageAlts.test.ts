import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import type { CatalogueDocument } from "~/generated/schemas";
import { dbKinds, fixtureShops, getJson, readFixture, useShopApi } from "./harness";
import { getPage, pathQuery } from "./pageHarness";

const THAI = /[\u0E00-\u0E7F]/;
const demoHost = "localhost";

/** Every `alt` value anywhere in an answer. */
function altsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(altsIn);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "alt" && typeof inner === "string" ? [inner] : altsIn(inner),
  );
}

describe.each(dbKinds)("image alts in one language per page on %s", (kind) => {
  let demo: CatalogueDocument;
  const api = useShopApi(kind, async () => {
    const document = JSON.parse(await readFile("shops/demo.json", "utf8"));
    demo = document.catalogue;
    return [document, await readFixture("shop-a.json")];
  });

  async function catalogueAlts(lang: "th" | "en"): Promise<string[]> {
    const get = (path: string) => getJson(`${api.url}/api${path}`, { "X-Nuxt-Host": demoHost });
    const uuids = demo.products.flatMap((product) => [product.uuid, ...(product.variants ?? []).map((v) => v.uuid)]);
    const answers = [
      await get(`/product-categories?lang=${lang}`),
      await get(`/blogs?lang=${lang}`),
      await get(`/products/batch?lang=${lang}&filter[uuid]=${uuids.join(",")}`),
      await get(`/search?lang=${lang}&q=${encodeURIComponent(lang === "th" ? "ชา" : "tea")}`),
    ];
    for (const answer of answers) expect(answer.status).toBe(200);
    const [product] = demo.products;
    const [category] = demo.categories;
    if (!product || !category) throw new Error("the demo shop has no products or categories");
    const pages = [`/product/${product.slug}/${product.uuid}`, `/category/${category.slug}/${category.id}`, "/"];
    const pageData = await Promise.all(
      pages.map((path) => getPage(api.url, demoHost, pathQuery(path, `&lang=${lang}`))),
    );
    return altsIn([answers.map((answer) => answer.body), pageData]);
  }

  it("answers English alts without Thai on English pages", async () => {
    const alts = await catalogueAlts("en");
    expect(alts.length).toBeGreaterThan(82);
    expect(alts.filter((alt) => THAI.test(alt))).toEqual([]);
  });

  it("answers Thai alts without bilingual pairs on Thai pages", async () => {
    const alts = await catalogueAlts("th");
    expect(alts.filter((alt) => alt.includes(" / "))).toEqual([]);
    expect(alts.filter((alt) => THAI.test(alt)).length).toBeGreaterThan(82);
  });

  it("still answers a plain-string alt of an older document as it is, in both languages", async () => {
    for (const lang of ["th", "en"]) {
      const answer = await getJson(`${api.url}/api/product-categories?lang=${lang}&category_ids=1`, {
        "X-Nuxt-Host": fixtureShops.a.host,
      });
      expect(altsIn(answer.body)).toEqual(["tea"]);
    }
  });
});
