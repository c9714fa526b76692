import { describe, expect, it } from "vitest";
import { shopSitemaps } from "./shopSitemaps";

const ORIGIN = "https://shop.example";
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const paths = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({ path: `${prefix}/${index + 1}`, updatedAt: at(index + 1) }));

describe("shopSitemaps", () => {
  it("lists each path in Thai and English, both naming th, en and x-default", () => {
    const files = shopSitemaps(ORIGIN, {
      pages: [{ path: "/", updatedAt: at(1) }],
      products: [],
      categories: [],
      blogs: [],
    });
    const pages = files.get("/sitemaps/pages.xml") ?? "";
    const links =
      `<xhtml:link rel="alternate" hreflang="th" href="${ORIGIN}/"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/"/>`;
    expect(pages).toContain(`<url><loc>${ORIGIN}/</loc><lastmod>2026-01-01T00:00:00Z</lastmod>${links}</url>`);
    expect(pages).toContain(`<url><loc>${ORIGIN}/en</loc><lastmod>2026-01-01T00:00:00Z</lastmod>${links}</url>`);
  });

  it("pages a type beyond the limit as products.xml, products-2.xml …, and indexes only files with entries", () => {
    const files = shopSitemaps(
      ORIGIN,
      { pages: paths("/p", 1), products: paths("/product/x", 5), categories: [], blogs: paths("/blog", 1) },
      { urls: 4, bytes: 1_000_000 },
    );
    expect([...files.keys()]).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/products.xml",
      "/sitemaps/products-2.xml",
      "/sitemaps/products-3.xml",
      "/sitemaps/blogs.xml",
      "/sitemap.xml",
    ]);
    const index = files.get("/sitemap.xml") ?? "";
    // each file's lastmod is its latest entry's: products 1-2, 3-4 and 5
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/products.xml</loc><lastmod>2026-01-02T00:00:00Z</lastmod>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/products-2.xml</loc><lastmod>2026-01-04T00:00:00Z</lastmod>`);
    expect(index).toContain(`<loc>${ORIGIN}/sitemaps/products-3.xml</loc><lastmod>2026-01-05T00:00:00Z</lastmod>`);
    expect(index).not.toContain("categories");
  });
});
