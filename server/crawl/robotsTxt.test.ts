import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robotsTxt";

const ORIGIN = "https://shop.example";
const crawler = (shopLines: string[] = []) =>
  robotsParser(`${ORIGIN}/robots.txt`, robotsTxt({ sitemapUrl: `${ORIGIN}/sitemap.xml`, shopLines }));

describe("robotsTxt", () => {
  it("names the sitemap index and opens the shop's pages", () => {
    const robots = crawler();
    expect(robots.getSitemaps()).toEqual([`${ORIGIN}/sitemap.xml`]);
    for (const path of ["/", "/en", "/cn", "/about", "/product/a/b", "/category/c/1?p_page=3", "/blog/2", "/search"]) {
      expect(robots.isAllowed(`${ORIGIN}${path}`, "Bingbot"), path).toBe(true);
    }
  });

  it("closes the sections, not the pages that merely start with their names", () => {
    const robots = crawler();
    for (const section of ["/demo", "/dev", "/preset", "/cart", "/checkout"]) {
      for (const prefix of ["", "/en", "/cn"]) {
        for (const path of [`${prefix}${section}`, `${prefix}${section}/x/y`, `${prefix}${section}?a=1`]) {
          expect(robots.isAllowed(`${ORIGIN}${path}`, "Googlebot"), path).toBe(false);
        }
      }
      expect(robots.isAllowed(`${ORIGIN}${section}s-of-the-week`, "Googlebot")).toBe(true);
    }
  });

  it("closes the server's own paths, searches with a query and every sort, filter and preview parameter", () => {
    const robots = crawler();
    for (const path of [
      "/api/cart",
      "/hosted/checkout/x",
      "/account/login",
      "/search?q=x",
      "/cn/search?q=x",
      "/?sort=newest",
      "/category/c/1?p_page=2&price_max=100",
      "/en/category/c/1?in_stock=1",
      "/category/c/1?a.tea-type=oolong",
      "/en/category/c/1?p_page=2&a.origin=doi-chang",
      "/?preview_token=t",
    ]) {
      expect(robots.isAllowed(`${ORIGIN}${path}`, "Googlebot"), path).toBe(false);
    }
  });

  it("adds the shop's lines to the group every crawler reads", () => {
    const robots = crawler(["Disallow: /wholesale/", "Crawl-delay: 5"]);
    expect(robots.isAllowed(`${ORIGIN}/wholesale/price-list`, "Googlebot")).toBe(false);
    expect(robots.getCrawlDelay("Bingbot")).toBe(5);
  });
});
