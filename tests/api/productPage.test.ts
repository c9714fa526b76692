import { describe, expect, it } from "vitest";
import { uuidA, uuidB } from "./catalogueHarness";
import { dbKinds, fixtureShops, getJson, useFixtureShopApi } from "./harness";
import { expectPageNotFound, getPage, ldJsonOf, pathQuery, widgetsOf } from "./pageHarness";

describe.each(dbKinds)("GET /api/page for product pages on %s", (kind) => {
  const api = useFixtureShopApi(kind);
  const page = (path: string, rest = "&lang=th") => getPage(api.url, fixtureShops.a.host, pathQuery(path, rest));
  const notFound = (path: string) => expectPageNotFound(api.url, fixtureShops.a.host, pathQuery(path));

  it("answers a product page: details sanitised, breadcrumbs, head, JSON-LD and the template", async () => {
    const data = await page(`/product/sencha/${uuidA(1)}`);
    expect(data.path).toBe(`/product/sencha/${uuidA(1)}`);
    expect(data.httpStatusCode).toBe(200);
    expect(data.redirectUrl).toBeNull();
    expect(data.pageSetting).toEqual({ layout: "base" });
    expect(data.nowLang).toEqual({ key: "th" });

    const product = data.otherData?.productDetails;
    expect(product).toMatchObject({ uuid: uuidA(1), id: null, parent: null, name: "ชาเขียวเซนฉะ", variants: [] });
    expect(product?.details).toContain("<strong>คุณภาพ</strong>");
    expect(product?.details).not.toContain("script");
    expect(data.otherData?.breadcrumbs).toEqual([
      { label: "หน้าแรก", url: "/" },
      { label: "ชา", url: "/category/tea/1" },
      { label: "ชาเขียว", url: "/category/green-tea/2" },
      { label: "ชาเขียวเซนฉะ", url: `/product/sencha/${uuidA(1)}` },
    ]);

    expect(data.pageHead).toMatchObject({
      title: "ชาเขียวเซนฉะ",
      description: "ใบชาคัดพิเศษจากยอดดอย",
      og: { type: "product", image: "https://a.test/images/sencha.jpg" },
    });
    const [productLd, breadcrumbLd] = ldJsonOf(data);
    expect(productLd).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "ชาเขียวเซนฉะ",
      description: "ใบชาคัดพิเศษจากยอดดอย",
      brand: { "@type": "Brand", name: "Doi Tea Co." },
      image: ["https://a.test/images/sencha.jpg"],
      sku: "SEN-001",
      url: `https://a.test/product/sencha/${uuidA(1)}`,
      offers: {
        "@type": "Offer",
        priceCurrency: "THB",
        price: "120.00",
        availability: "https://schema.org/InStock",
        url: `https://a.test/product/sencha/${uuidA(1)}`,
      },
    });
    expect(breadcrumbLd).toMatchObject({ "@type": "BreadcrumbList" });
    expect((breadcrumbLd?.itemListElement as unknown[])[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "ชา",
      item: "https://a.test/category/tea/1",
    });

    expect(widgetsOf(data)).toEqual([
      ["tpl-breadcrumbs", "breadcrumbs", {}],
      ["tpl-product-detail", "product-detail", {}],
      ["tpl-related-products", "related-products", {}],
      ["tpl-recently-viewed", "recently-viewed", {}],
    ]);
    expect(data.pageComponent.children.map((node) => node.ukey)).toEqual([
      "tpl-product-section",
      "tpl-related-section",
      "tpl-recently-viewed-section",
    ]);
  });

  it("answers in English with /en links in JSON-LD, and strips event handlers", async () => {
    const data = await page(`/product/sencha/${uuidA(1)}`, "&lang=en");
    const details = data.otherData?.productDetails?.details ?? "";
    expect(details).toContain("<em>sencha</em>");
    expect(details).not.toMatch(/script|onerror|alert/);
    const breadcrumbLd = ldJsonOf(data)[1];
    expect((breadcrumbLd?.itemListElement as { item: string }[]).map((item) => item.item)).toEqual([
      "https://a.test/en",
      "https://a.test/en/category/tea/1",
      "https://a.test/en/category/green-tea/2",
      `https://a.test/en/product/sencha/${uuidA(1)}`,
    ]);
  });

  it("answers the variant form with the product (and its variants); a ProductGroup with each variant in JSON-LD", async () => {
    const data = await page(`/product/matcha-powder/${uuidA(2)}/2`);
    const product = data.otherData?.productDetails;
    expect(product?.uuid).toBe(uuidA(2));
    expect(product?.variants?.map((variant) => [variant.uuid, variant.id, variant.variant_label])).toEqual([
      [uuidA(21), 1, "50 กรัม"],
      [uuidA(22), 2, "100 กรัม"],
    ]);
    expect(product?.variants?.[0]).not.toHaveProperty("details");
    expect(data.pageHead.title).toBe("ผงมัทฉะ (100 กรัม)");
    expect(data.pageHead.og?.image).toBe("https://a.test/images/matcha-100.jpg");
    expect(data.otherData?.breadcrumbs?.map((crumb) => crumb.url)).toEqual([
      "/",
      "/category/tea/1",
      "/category/green-tea/2",
      "/category/matcha/3",
      `/product/matcha-powder/${uuidA(2)}/2`,
    ]);
    const group = ldJsonOf(data)[0];
    expect(group).toMatchObject({ "@type": "ProductGroup", productGroupID: "MAT", brand: { name: "Uji Garden" } });
    expect(group).not.toHaveProperty("offers"); // a group is not sold itself: its variants are
    expect(group?.hasVariant).toEqual([
      {
        "@type": "Product",
        name: "ผงมัทฉะ (50 กรัม)",
        image: ["https://a.test/images/matcha.jpg", "https://a.test/images/matcha-2.jpg"], // the product's
        sku: "MAT-50",
        url: `https://a.test/product/matcha-powder/${uuidA(2)}/1`,
        offers: {
          "@type": "Offer",
          priceCurrency: "THB",
          price: "350.50",
          availability: "https://schema.org/InStock",
          url: `https://a.test/product/matcha-powder/${uuidA(2)}/1`,
        },
      },
      {
        "@type": "Product",
        name: "ผงมัทฉะ (100 กรัม)",
        image: ["https://a.test/images/matcha-100.jpg"],
        url: `https://a.test/product/matcha-powder/${uuidA(2)}/2`, // no sku: the variant has none, and no uuid
        offers: {
          "@type": "Offer",
          priceCurrency: "THB",
          price: "650.00",
          availability: "https://schema.org/OutOfStock",
          url: `https://a.test/product/matcha-powder/${uuidA(2)}/2`,
        },
      },
    ]);
  });

  it("states no empty field: a product without sku, brand or description has none in JSON-LD", async () => {
    const productLd = ldJsonOf(await page(`/product/earl-grey/${uuidA(3)}`))[0];
    expect(productLd).not.toHaveProperty("sku");
    expect(productLd).not.toHaveProperty("brand");
    expect(Object.values(productLd ?? {})).not.toContain("");
  });

  it("answers the short forms, and a variant's uuid with its product's page", async () => {
    for (const path of [`/product/${uuidA(2)}`, `/product/${uuidA(2)}/1`, `/product/${uuidA(21)}`]) {
      const data = await page(path);
      expect(data.path).toBe(path);
      expect(data.otherData?.productDetails?.uuid, path).toBe(uuidA(2));
    }
    expect((await page(`/product/${uuidA(21)}`)).pageHead.title).toBe("ผงมัทฉะ (50 กรัม)");
    expect((await page(`/product/${uuidA(1).toUpperCase()}`)).otherData?.productDetails?.uuid).toBe(uuidA(1));
  });

  it("redirects a path with a wrong slug permanently to the product's own, in every slugged form, keeping the query", async () => {
    for (const [path, canonical] of [
      [`/product/wrong-slug/${uuidA(1)}`, `/product/sencha/${uuidA(1)}`],
      [`/product/old-name/${uuidA(2)}/2`, `/product/matcha-powder/${uuidA(2)}/2`],
      [`/product/sencha/${uuidA(2)}`, `/product/matcha-powder/${uuidA(2)}`],
    ] as const) {
      const data = await page(path, "&lang=th&ref=newsletter&p_page=2");
      expect(data.httpStatusCode, path).toBe(301);
      expect(data.redirectUrl, path).toBe(`${canonical}?ref=newsletter&p_page=2`);
    }
    expect((await page(`/product/sencha/${uuidA(1)}`)).httpStatusCode).toBe(200);
    expect((await page(`/product/${uuidA(1)}`)).httpStatusCode).toBe(200); // the short form has no slug to be wrong
  });

  it("marks a preorder product PreOrder", async () => {
    const data = await page(`/product/earl-grey/${uuidA(3)}`, "&lang=en");
    expect(ldJsonOf(data)[0]?.offers).toMatchObject({ price: "95.25", availability: "https://schema.org/PreOrder" });
  });

  it.each([
    ["an unknown uuid", `/product/sencha/${"a0000000-0000-4000-8000-999999999999"}`],
    ["a variant id not of the product", `/product/matcha-powder/${uuidA(2)}/3`],
    ["a variant id of a product without variants", `/product/sencha/${uuidA(1)}/1`],
    ["a variant uuid with a variant id", `/product/${uuidA(21)}/1`],
    ["another shop's product", `/product/green-tea-mug/${uuidB(1)}`],
    ["another shop's variant", `/product/${uuidB(21)}`],
    ["no uuid", "/product/sencha"],
    ["too many segments", `/product/a/b/${uuidA(1)}`],
  ])("404 PAGE_NOT_FOUND for %s", async (_name, path) => {
    await notFound(path);
  });

  it("is cacheable like stored pages", async () => {
    const answer = await getJson(`${api.url}/api/page?${pathQuery(`/product/${uuidA(1)}`)}`, {
      "X-Nuxt-Host": fixtureShops.a.host,
    });
    expect(answer.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    expect(answer.headers.get("vary")).toBe("X-Nuxt-Host, X-Page-Lang");
  });
});
