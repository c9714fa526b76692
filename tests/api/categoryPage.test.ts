import { describe, expect, it } from "vitest";
import { BULK_PRODUCTS, bulkShop, bulkShopDocument, uuidA } from "./catalogueHarness";
import { dbKinds, fixtureShops, readFixture, useShopApi } from "./harness";
import { expectPageNotFound, getPage, ldJsonOf, pathQuery, widgetsOf } from "./pageHarness";

describe.each(dbKinds)("GET /api/page for category pages on %s", (kind) => {
  const api = useShopApi(kind, async () => [
    await readFixture("shop-a.json"),
    await readFixture("shop-b.json"),
    await bulkShopDocument(),
  ]);
  const page = (path: string, rest = "&lang=en", host: string = fixtureShops.a.host) =>
    getPage(api.url, host, pathQuery(path, rest));

  it("lists the products of the category and of all below it, each once, by rank then name", async () => {
    const data = await page("/category/tea/1");
    const listing = data.otherData?.categoryListing;
    expect(listing?.category).toMatchObject({ category_id: 1, name: "Tea" });
    // Ranks: sencha 1, matcha 2 (in categories 3 and 1), earl grey 3, sampler 4 (in categories 1 and 2).
    expect(listing?.products.map((product) => product.uuid)).toEqual([uuidA(1), uuidA(2), uuidA(3), uuidA(5)]);
    expect(listing?.paging).toEqual({ page: 1, perPage: 12, total: 4, pageCount: 1 });
    expect(listing?.products[0]).not.toHaveProperty("details");
    expect(data.otherData?.productCategories?.map((category) => category.category_id)).toEqual([1, 5, 2, 4, 3]);
    expect(data.otherData?.breadcrumbs).toEqual([
      { label: "Home", url: "/" },
      { label: "Tea", url: "/category/tea/1" },
    ]);
    expect(data.pageHead).toMatchObject({
      title: "Tea",
      description: "Every kind of tea",
      og: { type: "website", image: "https://a.test/images/tea.jpg" },
    });
    expect(ldJsonOf(data)[0]).toMatchObject({ "@type": "BreadcrumbList" });
    expect(widgetsOf(data)).toEqual([
      ["tpl-breadcrumbs", "breadcrumbs", {}],
      ["tpl-product-listing", "product-listing", {}],
    ]);
  });

  it("orders by rank, then name", async () => {
    const data = await page("/category/green-tea/2");
    expect(data.otherData?.categoryListing?.products.map((product) => product.name)).toEqual([
      "Sencha green tea",
      "Matcha powder",
      "Tea sampler 50% off",
    ]);
    expect(data.otherData?.breadcrumbs?.map((crumb) => crumb.label)).toEqual(["Home", "Tea", "Green tea"]);
  });

  it("leaves the category list out for a category without subcategories", async () => {
    const data = await page("/category/matcha/3", "&lang=th");
    expect(widgetsOf(data).map(([, kindOf]) => kindOf)).toEqual(["breadcrumbs", "product-listing"]);
    expect(data.otherData?.categoryListing?.products.map((product) => product.name)).toEqual(["ผงมัทฉะ"]);
    expect(data.otherData?.breadcrumbs?.map((crumb) => crumb.label)).toEqual(["หน้าแรก", "ชา", "ชาเขียว", "มัทฉะ"]);
  });

  it("accepts a leading sub-segment", async () => {
    const data = await page("/category/tea/green-tea/2");
    expect(data.otherData?.categoryListing?.category.category_id).toBe(2);
  });

  it("redirects a wrong slug permanently to the category's own path, keeping the query", async () => {
    for (const path of ["/category/wrong/2", "/category/tea/wrong/2", "/category/tea/2"]) {
      const data = await page(path, "&lang=en&p_page=2");
      expect(data.httpStatusCode, path).toBe(301);
      expect(data.redirectUrl, path).toBe("/category/green-tea/2?p_page=2");
    }
  });

  it("pages 12 products at a time with p_page; beyond the last is an empty list; bad p_page is page 1", async () => {
    const first = await page("/category/level-1/1", "&lang=en", bulkShop.host);
    expect(first.otherData?.categoryListing?.paging).toEqual({
      page: 1,
      perPage: 12,
      total: BULK_PRODUCTS,
      pageCount: 3,
    });
    expect(first.otherData?.categoryListing?.products).toHaveLength(12);
    const third = await page("/category/level-1/1", "&lang=en&p_page=3", bulkShop.host);
    expect(third.otherData?.categoryListing?.products.map((product) => product.name)).toEqual([
      "Bulk item 25",
      "Bulk item 26",
      "Bulk item 27",
    ]);
    const beyond = await page("/category/level-1/1", "&lang=en&p_page=9", bulkShop.host);
    expect(beyond.otherData?.categoryListing?.products).toEqual([]);
    expect(beyond.otherData?.categoryListing?.paging).toEqual({
      page: 9,
      perPage: 12,
      total: BULK_PRODUCTS,
      pageCount: 3,
    });
    for (const bad of ["0", "-1", "abc", "1.5", ""]) {
      const data = await page("/category/level-1/1", `&lang=en&p_page=${bad}`, bulkShop.host);
      expect(data.otherData?.categoryListing?.paging.page, bad).toBe(1);
    }
    const level2 = await page("/category/level-2/2", "&lang=en", bulkShop.host);
    expect(level2.otherData?.categoryListing?.paging.total).toBe((BULK_PRODUCTS / 3) * 2);
  });

  it.each([
    ["an unknown category", "/category/nope/99"],
    ["another shop's category", "/category/tea-mugs/7"],
    ["no id", "/category/tea"],
    ["too many segments", "/category/a/b/tea/1"],
  ])("404 PAGE_NOT_FOUND for %s", async (_name, path) => {
    await expectPageNotFound(api.url, fixtureShops.a.host, pathQuery(path));
  });
});
