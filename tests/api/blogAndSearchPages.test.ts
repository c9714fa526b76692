import { describe, expect, it } from "vitest";
import type { SearchResponse } from "~/generated/schemas";
import { dbKinds, fixtureShops, getJson, useFixtureShopApi } from "./harness";
import { expectPageNotFound, getPage, ldJsonOf, pathQuery, widgetsOf } from "./pageHarness";

describe.each(dbKinds)("GET /api/page for blog and search pages on %s", (kind) => {
  const api = useFixtureShopApi(kind);
  const page = (path: string, rest = "&lang=en", host: string = fixtureShops.a.host) =>
    getPage(api.url, host, pathQuery(path, rest));

  it("answers a blog page with its content sanitised", async () => {
    const data = await page("/blog/1");
    const blog = data.otherData?.blogDetail;
    expect(blog).toMatchObject({
      blog_id: 1,
      title: "How to brew green tea",
      author: "Mali",
      published_at: "2024-03-01",
    });
    expect(blog?.content).toContain("<h2>Water</h2>");
    expect(blog?.content).not.toMatch(/<script|alert|javascript:/);
    expect(data.otherData?.breadcrumbs).toEqual([
      { label: "Home", url: "/" },
      { label: "How to brew green tea", url: "/blog/1" },
    ]);
    expect(data.pageHead).toMatchObject({
      title: "How to brew green tea",
      description: "The right water temperature",
      og: { type: "article", image: "https://a.test/images/brew.jpg" },
    });
    expect(ldJsonOf(data)).toEqual([
      expect.objectContaining({
        "@type": "BlogPosting",
        headline: "How to brew green tea",
        datePublished: "2024-03-01",
        author: { "@type": "Person", name: "Mali" },
        url: "https://a.test/en/blog/1",
      }),
    ]);
    expect(widgetsOf(data)).toEqual([
      ["tpl-breadcrumbs", "breadcrumbs", {}],
      ["tpl-blog-detail", "blog-detail", {}],
      ["tpl-blog-list", "blog-list", { limit: 3 }],
    ]);
    const thai = await page("/blog/1", "&lang=th");
    expect(thai.otherData?.blogDetail?.content).toBe("<h2>น้ำ</h2><p>ใช้น้ำ 80 องศา</p>");
  });

  it.each([
    ["an unknown post", "/blog/99", fixtureShops.a.host],
    ["another shop's post", "/blog/2", fixtureShops.b.host],
    ["a malformed id", "/blog/first", fixtureShops.a.host],
  ])("404 PAGE_NOT_FOUND for %s", async (_name, path, host) => {
    await expectPageNotFound(api.url, host, pathQuery(path));
  });

  it("answers the search page with the results GET /api/search gives", async () => {
    const data = await page("/search", "&lang=en&q=green%20tea&p_page=1&b_page=1");
    const direct = await getJson(`${api.url}/api/search?q=green%20tea&lang=en`, { "X-Nuxt-Host": fixtureShops.a.host });
    expect(data.otherData?.searchResults).toEqual((direct.body as SearchResponse).data);
    expect(data.otherData?.searchResults?.products.map((product) => product.name)[0]).toBe("Sencha green tea");
    expect(data.pageHead.title).toBe("Search results for “green tea”");
    expect(widgetsOf(data)).toEqual([["tpl-search-results", "search-results", {}]]);
  });

  it("answers the search page without q with empty results; bad page numbers are page 1", async () => {
    const data = await page("/search", "&lang=th&p_page=0&b_page=x");
    expect(data.otherData?.searchResults).toEqual({
      query: "",
      products: [],
      productPaging: { page: 1, perPage: 12, total: 0, pageCount: 0 },
      blogs: [],
      blogPaging: { page: 1, perPage: 6, total: 0, pageCount: 0 },
    });
    expect(data.pageHead.title).toBe("ค้นหา");
    const thai = await page("/search", `&lang=th&q=${encodeURIComponent("มัทฉะ")}`);
    expect(thai.pageHead.title).toBe("ผลการค้นหา “มัทฉะ”");
    expect(thai.otherData?.searchResults?.products.map((product) => product.name)).toEqual(["ผงมัทฉะ"]);
    expect(thai.otherData?.searchResults?.blogs.map((blog) => blog.title)).toEqual(["มัทฉะลาเต้ที่บ้าน"]);
  });

  it("cuts an over-long q on the search page instead of failing", async () => {
    const data = await page("/search", `&lang=en&q=${"a".repeat(300)}`);
    expect(data.otherData?.searchResults?.query).toHaveLength(200);
  });

  it("a stored page at a catalogue path wins over the generated one", async () => {
    const data = await page("/search", "&lang=en&q=mug", fixtureShops.b.host);
    expect(data.pageHead.title).toBe("Shop B /search en");
    expect(data.otherData).toEqual({});
  });
});
