import { describe, expect, it } from "vitest";
import type { Product, ProductsResponse } from "~/generated/schemas";
import { expectInvalidField, expectOk, uuidA, uuidB } from "./catalogueHarness";
import { type ApiAnswer, dbKinds, fixtureShops, getJson, useFixtureShopApi } from "./harness";

describe.each(dbKinds)("GET /api/products/batch on %s", (kind) => {
  const api = useFixtureShopApi(kind);

  function get(query: string, host: string = fixtureShops.a.host, headers = {}): Promise<ApiAnswer> {
    return getJson(`${api.url}/api/products/batch?${query}`, { "X-Nuxt-Host": host, ...headers });
  }

  async function batch(uuids: string[], host: string = fixtureShops.a.host, extra = ""): Promise<Product[]> {
    const answer = await get(`filter[uuid]=${uuids.join(",")}${extra}`, host);
    return expectOk<ProductsResponse>(answer, "api/products-response.schema.json").data;
  }

  it("answers the products asked, in the order asked, each once; unknown uuids left out", async () => {
    const unknown = "a0000000-0000-4000-8000-999999999999";
    const products = await batch([uuidA(3), unknown, uuidA(1), uuidA(3), uuidA(4)]);
    expect(products.map((product) => product.uuid)).toEqual([uuidA(3), uuidA(1), uuidA(4)]);
    expect(await batch([unknown])).toEqual([]);
  });

  it("answers a product as itself: no variant id, no parent, no details, no variants", async () => {
    const [sencha] = await batch([uuidA(1)], fixtureShops.a.host, "&lang=en");
    expect(sencha).toEqual({
      uuid: uuidA(1),
      slug: "sencha",
      sku: "SEN-001",
      brand: "Doi Tea Co.",
      id: null,
      parent: null,
      name: "Sencha green tea",
      price: 120,
      price_list: [
        { quantity_min: 1, quantity_max: 9, price: 120 },
        { quantity_min: 10, quantity_max: null, price: 99.5 },
      ],
      preorder_flag: false,
      badge_hot: false,
      badge_new: false,
      badge_suggest: true,
      unit: "bag",
      highlight: "Hand-picked leaves, 100% organic",
      images: [{ src: "/images/sencha.jpg", alt: "sencha", width: 800, height: 800 }],
      category_ids: [2],
      min_order_quantity: 1,
      max_order_quantity: 20,
      stock_remaining: 50,
    });
  });

  it("answers a variant by its uuid: its own price, tiers, stock and label, its product's name", async () => {
    const [small, large] = await batch([uuidA(21), uuidA(22)], fixtureShops.a.host, "&lang=th");
    expect(small).toMatchObject({
      uuid: uuidA(21),
      slug: "matcha-powder",
      id: 1,
      parent: { slug: "matcha-powder", uuid: uuidA(2) },
      name: "ผงมัทฉะ",
      variant_label: "50 กรัม",
      price: 350.5,
      price_list: [
        { quantity_min: 1, quantity_max: 4, price: 350.5 },
        { quantity_min: 5, quantity_max: null, price: 330 },
      ],
      badge_hot: true,
      unit: "ซอง",
      category_ids: [3, 1],
      max_order_quantity: 5,
      stock_remaining: 10,
      images: [expect.objectContaining({ src: "/images/matcha.jpg" }), expect.anything()],
    });
    expect(small).toMatchObject({ sku: "MAT-50", brand: "Uji Garden" }); // its own code, its product's brand
    expect(large).toMatchObject({ id: 2, variant_label: "100 กรัม", price: 650, price_list: [], stock_remaining: 0 });
    expect(large).not.toHaveProperty("sku"); // it has none of its own: never its product's ("MAT")
    expect(large?.images).toEqual([expect.objectContaining({ src: "/images/matcha-100.jpg" })]);
    expect(small).not.toHaveProperty("details");
    expect(small).not.toHaveProperty("variants");
  });

  it("marks a product that has variants with has_variants, and no other product or variant", async () => {
    const [matcha, small, sencha] = await batch([uuidA(2), uuidA(21), uuidA(1)]);
    expect(matcha?.has_variants).toBe(true);
    expect(small).not.toHaveProperty("has_variants");
    expect(sencha).not.toHaveProperty("has_variants");
  });

  it("answers in the language: query, else X-Page-Lang, else the shop default; cn in English", async () => {
    const name = async (query: string, headers = {}) =>
      ((await get(`filter[uuid]=${uuidA(4)}${query}`, fixtureShops.a.host, headers)).body as ProductsResponse).data[0]
        ?.name;
    expect(await name("")).toBe("กาแฟคั่วกลาง");
    expect(await name("", { "X-Page-Lang": "en-US" })).toBe("House blend coffee");
    expect(await name("&lang=cn")).toBe("House blend coffee");
    expect(await name("&lang=th", { "X-Page-Lang": "en" })).toBe("กาแฟคั่วกลาง");
  });

  it("accepts upper-case uuids and answers them in lower case", async () => {
    const products = await batch([uuidA(1).toUpperCase()]);
    expect(products.map((product) => product.uuid)).toEqual([uuidA(1)]);
  });

  it("never answers another shop's products or variants", async () => {
    expect(await batch([uuidB(1), uuidB(2), uuidB(21)])).toEqual([]);
    const mixed = await batch([uuidB(1), uuidA(1)]);
    expect(mixed.map((product) => product.uuid)).toEqual([uuidA(1)]);
    expect(await batch([uuidA(1), uuidA(21)], fixtureShops.b.host)).toEqual([]);
  });

  it("answers up to 100 uuids", async () => {
    const uuids = Array.from(
      { length: 99 },
      (_, index) => `d0000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    );
    expect((await batch([...uuids, uuidA(1)])).map((product) => product.uuid)).toEqual([uuidA(1)]);
  });

  describe("invalid requests: 400 naming filter[uuid]", () => {
    const many = Array.from(
      { length: 101 },
      (_, index) => `d0000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    );
    it.each([
      ["missing", "lang=th"],
      ["empty", "filter[uuid]="],
      ["over 100 uuids", `filter[uuid]=${many.join(",")}`],
      ["not a uuid", "filter[uuid]=sencha"],
      ["dashes only", `filter[uuid]=${"-".repeat(36)}`],
      ["misplaced dashes", "filter[uuid]=a0000000-0000-4000-8000-0000000000-1"],
      ["trailing comma", `filter[uuid]=${uuidA(1)},`],
      ["spaces", `filter[uuid]=${uuidA(1)},%20${uuidA(3)}`],
    ])("%s", async (_name, query) => {
      expectInvalidField(await get(query), "filter[uuid]");
    });

    it("bad lang names lang", async () => {
      expectInvalidField(await get(`filter[uuid]=${uuidA(1)}&lang=fr`), "lang");
    });
  });
});
