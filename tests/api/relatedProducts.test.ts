import { describe, expect, it } from "vitest";
import { bulkShopDocument, uuidA } from "./catalogueHarness";
import { dbKinds, fixtureShops, readFixture, useShopApi } from "./harness";
import { getPage, pathQuery, widgetsOf } from "./pageHarness";

/**
 * The bulk shop (categories 1, 2 and 3 take turns: "Bulk item 01" in 1, 02 in 2, 03 in 3, 04 in 1 …) with 02 in
 * category 1 too, 04 and 06 sold out, and one product in no category.
 */
const relatedShop = { id: 904, host: "r.test" } as const;
const uuidC = (n: number) => `c0000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

async function relatedShopDocument(): Promise<Record<string, unknown>> {
  const document = await bulkShopDocument();
  document.shop = {
    id: relatedShop.id,
    webName: "shop-r",
    name: "Shop R",
    hosts: [relatedShop.host],
    defaultLang: "en",
  };
  const products = (document.catalogue as { products: Record<string, unknown>[] }).products;
  Object.assign(products[1] ?? {}, { categoryIds: [2, 1] });
  Object.assign(products[3] ?? {}, { stock: 0 });
  Object.assign(products[5] ?? {}, { stock: 0 });
  products.push({ ...products[0], uuid: uuidC(99), slug: "alone", categoryIds: [] });
  return document;
}

describe.each(dbKinds)("related products on product pages on %s", (kind) => {
  const api = useShopApi(kind, async () => [await readFixture("shop-a.json"), await relatedShopDocument()]);
  const related = async (slug: string, uuid: string, host: string = relatedShop.host) => {
    const data = await getPage(api.url, host, pathQuery(`/product/${slug}/${uuid}`, "&lang=en"));
    return { data, uuids: (data.otherData?.relatedProducts ?? []).map((product) => product.uuid) };
  };

  it("brings eight others of the product's categories, those in stock first, and places the widget", async () => {
    const { data, uuids } = await related("bulk-01", uuidC(1));
    // category 1 holds 01 (the product), 02, 04 (sold out), 07, 10 … 25: nine others, by name once in stock
    expect(uuids).toEqual([2, 7, 10, 13, 16, 19, 22, 25].map(uuidC));
    expect(widgetsOf(data).map(([ukey]) => ukey)).toEqual([
      "tpl-breadcrumbs",
      "tpl-product-detail",
      "tpl-related-products",
      "tpl-recently-viewed",
    ]);
  });

  it("puts a sold-out product after those in stock rather than leaving it out", async () => {
    // category 3 holds 03 (the product), 06 (sold out), 09, 12 … 27: eight others
    expect((await related("bulk-03", uuidC(3))).uuids).toEqual([9, 12, 15, 18, 21, 24, 27, 6].map(uuidC));
  });

  it("brings none for a product without categories, and never another shop's products", async () => {
    expect((await related("alone", uuidC(99))).uuids).toEqual([]);
    const { uuids } = await related("sencha", uuidA(1), fixtureShops.a.host);
    expect(uuids).toEqual([uuidA(5)]); // the sampler shares category 2; matcha's variants are not products
  });
});
