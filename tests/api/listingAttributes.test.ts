import { describe, expect, it } from "vitest";
import type { ListingRefine, SearchResponse } from "~/generated/schemas";
import { expectInvalidField, expectOk, uuidA } from "./catalogueHarness";
import { type ApiAnswer, dbKinds, getJson, readFixture, useShopApi } from "./harness";
import { getPage, pathQuery } from "./pageHarness";

const shop = { id: 911, host: "attributes.test" } as const;
const other = { id: 912, host: "other-attributes.test" } as const;

const names = (th: string, en: string) => ({ th: { name: th }, en: { name: en } });
const value = (key: string, th: string, en: string) => ({ key, texts: names(th, en) });

/**
 * Shop A's catalogue with Sencha (1) sold out and two attributes. Category "tea" (1) holds: Sencha 120 (green,
 * Japan; sold out), Matcha 350.50 (green, Japan), Earl Grey 95.25 (black; India and China), Tea sampler 49 (green
 * and black, no origin). White tea is defined but no product has it.
 */
async function attributeShopDocument(): Promise<Record<string, unknown>> {
  const document = await readFixture("shop-a.json");
  document.shop = {
    id: shop.id,
    webName: "shop-attributes",
    name: "Attributes",
    hosts: [shop.host],
    defaultLang: "en",
  };
  const catalogue = document.catalogue as Record<string, unknown> & {
    products: { uuid: string; stock?: number | null; attributes?: Record<string, string | string[]> }[];
  };
  catalogue.attributes = [
    {
      key: "origin",
      rank: 2,
      texts: names("แหล่งปลูก", "Origin"),
      values: [value("japan", "ญี่ปุ่น", "Japan"), value("india", "อินเดีย", "India"), value("china", "จีน", "China")],
    },
    {
      key: "kind",
      rank: 1,
      texts: names("ประเภทชา", "Tea type"),
      values: [value("green", "ชาเขียว", "Green"), value("black", "ชาดำ", "Black"), value("white", "ชาขาว", "White")],
    },
  ];
  const attributes: Record<number, Record<string, string | string[]>> = {
    1: { kind: "green", origin: "japan" },
    2: { kind: "green", origin: ["japan"] },
    3: { kind: "black", origin: ["india", "china"] },
    5: { kind: ["green", "black"] },
  };
  catalogue.products.forEach((product, index) => {
    const own = attributes[index + 1];
    if (own) product.attributes = own;
    if (product.uuid === uuidA(1)) product.stock = 0;
  });
  return document;
}

/** Shop B with an attribute of its own, which the first shop never shows nor takes. */
async function otherShopDocument(): Promise<Record<string, unknown>> {
  const document = await readFixture("shop-b.json");
  document.shop = { id: other.id, webName: "shop-other", name: "Other", hosts: [other.host], defaultLang: "en" };
  const catalogue = document.catalogue as Record<string, unknown> & {
    products: { attributes?: Record<string, string> }[];
  };
  catalogue.attributes = [
    { key: "size", rank: 1, texts: names("ขนาด", "Size"), values: [value("large", "ใหญ่", "Large")] },
    { key: "kind", rank: 2, texts: names("ชนิด", "Kind"), values: [value("mug", "แก้ว", "Mug")] },
  ];
  for (const product of catalogue.products) product.attributes = { size: "large", kind: "mug" };
  return document;
}

describe.each(dbKinds)("filters by the shop's product attributes on %s", (kind) => {
  const api = useShopApi(kind, async () => [await attributeShopDocument(), await otherShopDocument()]);

  async function listing(rest: string, host: string = shop.host) {
    const data = await getPage(api.url, host, pathQuery("/category/tea/1", `&lang=en${rest}`));
    const listed = data.otherData?.categoryListing;
    return { uuids: listed?.products.map((product) => product.uuid), refine: listed?.refine };
  }
  /** The offered values of each attribute as "key value:count" lists. */
  const counted = (refine: ListingRefine | undefined) =>
    Object.fromEntries(
      (refine?.facets.attributes ?? []).map((attribute) => [
        attribute.key,
        attribute.values.map((offered) => `${offered.key}:${offered.count}`),
      ]),
    );
  const getSearch = (query: string, host: string = shop.host): Promise<ApiAnswer> =>
    getJson(`${api.url}/api/search?q=tea&lang=en${query}`, { "X-Nuxt-Host": host });

  it("lists the products with any chosen value of an attribute, and one of every chosen attribute", async () => {
    expect((await listing("&a.kind=green")).uuids).toEqual([1, 2, 5].map(uuidA));
    expect((await listing("&a.kind=green&a.kind=black")).uuids).toEqual([1, 2, 3, 5].map(uuidA));
    expect((await listing("&a.kind=black,green")).uuids).toEqual([1, 2, 3, 5].map(uuidA));
    expect((await listing("&a.kind=green&a.origin=japan")).uuids).toEqual([1, 2].map(uuidA));
    expect((await listing("&a.kind=green&a.kind=black&a.origin=india&price_max=100")).uuids).toEqual([uuidA(3)]);
    const { refine } = await listing("&a.origin=china&a.kind=black&a.kind=green");
    expect(refine?.choice).toMatchObject({ attributes: { origin: ["china"], kind: ["green", "black"] } });
  });

  it("counts each value as the list would show with it chosen, given the other filters", async () => {
    const all = await listing("");
    expect(all.refine?.facets.attributes).toEqual([
      {
        key: "kind",
        name: "Tea type",
        values: [
          { key: "green", name: "Green", count: 3 },
          { key: "black", name: "Black", count: 2 },
        ],
      },
      {
        key: "origin",
        name: "Origin",
        values: [
          { key: "japan", name: "Japan", count: 2 },
          { key: "india", name: "India", count: 1 },
          { key: "china", name: "China", count: 1 },
        ],
      },
    ]);
    // a chosen attribute's own values are counted without it (OR); the other attributes with it
    expect(counted((await listing("&a.kind=black&in_stock=1")).refine)).toEqual({
      kind: ["green:2", "black:2"],
      origin: ["india:1", "china:1"],
    });
    expect(counted((await listing("&a.origin=japan")).refine)).toEqual({
      kind: ["green:2"],
      origin: ["japan:2", "india:1", "china:1"],
    });
    expect(counted((await listing("&price_max=100")).refine)).toEqual({
      kind: ["green:1", "black:2"],
      origin: ["india:1", "china:1"],
    });
    // a chosen value no product has, given the other filters, is still offered (with 0) so the form keeps it
    expect(counted((await listing("&a.kind=black&a.origin=japan")).refine)).toEqual({
      kind: ["green:2", "black:0"],
      origin: ["japan:0", "india:1", "china:1"],
    });
    expect((await listing("&a.kind=black")).refine?.facets.inStock).toBe(2);
    expect(counted((await listing("", other.host)).refine)).toEqual({});
  });

  it("names attributes and values in the page's language", async () => {
    const data = await getPage(api.url, shop.host, pathQuery("/category/tea/1", "&lang=th&a.kind=green"));
    const [kindFacet] = data.otherData?.categoryListing?.refine?.facets.attributes ?? [];
    expect(kindFacet?.name).toBe("ประเภทชา");
    expect(kindFacet?.values.map((offered) => offered.name)).toEqual(["ชาเขียว", "ชาดำ"]);
  });

  it("a page leaves out an attribute or value the shop does not have, another shop's too", async () => {
    const { uuids, refine } = await listing("&a.kind=red&a.colour=blue&a.size=large");
    expect(uuids).toEqual([1, 2, 3, 5].map(uuidA));
    expect(refine?.choice).toEqual({ sort: "featured", priceMin: null, priceMax: null, inStock: false });
    expect((await listing("&a.kind=red&a.kind=black")).uuids).toEqual([3, 5].map(uuidA));
  });

  it("GET /api/search filters and counts by attribute", async () => {
    const found = expectOk<SearchResponse>(await getSearch("&a.kind=black"), "api/search-response.schema.json");
    expect(found.data.products.map((product) => product.uuid).sort()).toEqual([3, 5].map(uuidA));
    expect(found.data.refine?.choice.attributes).toEqual({ kind: ["black"] });
    expect(counted(found.data.refine).kind).toEqual(["green:3", "black:2"]);
  });

  it.each([
    ["&a.colour=blue", "a.colour"],
    ["&a.kind=red", "a.kind"],
    ["&a.kind=black&a.kind=red", "a.kind"],
    ["&a.size=large", "a.size"],
    ["&a.kind=mug", "a.kind"],
    ["&a.Kind=black", "a.Kind"],
  ])("GET /api/search refuses %j with 400 naming %s", async (query, field) => {
    expectInvalidField(await getSearch(query), field);
  });
});
