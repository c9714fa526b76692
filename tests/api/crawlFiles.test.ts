import { readFile } from "node:fs/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { XMLParser } from "fast-xml-parser";
import robotsParser from "robots-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopDocument } from "~/generated/schemas";
import type { DatabaseHandle } from "../../server/db";
import { importShopDocument, ShopDocumentError } from "../../server/shops/importShop";
import { crawl, crawlRaw, type CrawlServer, startCrawlServer } from "./crawlHarness";
import { dbKinds, openTestDatabase } from "./harness";

const DEMO = { host: "demo.localhost", origin: "https://demo.localhost" };
const OFFLINE = { host: "offline.localhost", origin: "https://offline.localhost" };

const readShop = async (file: string): Promise<ShopDocument> =>
  JSON.parse(await readFile(`shops/${file}.json`, "utf8"));

function catalogueOf(shop: ShopDocument) {
  if (!shop.catalogue) throw new Error(`shop ${shop.shop.webName} has no catalogue`);
  return shop.catalogue;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "",
  isArray: (name) => ["url", "sitemap", "xhtml:link"].includes(name),
});

interface UrlEntry {
  loc: string;
  lastmod: string;
  "xhtml:link": { rel: string; hreflang: string; href: string }[];
}

describe.each(dbKinds)("robots.txt and sitemaps on %s", (kind) => {
  let database: DatabaseHandle;
  let server: CrawlServer;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importShopDocument(database.db, await readShop("demo"));
    await importShopDocument(database.db, await readShop("offline"));
    server = await startCrawlServer(database);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });

  const get = (path: string, host = DEMO.host) => crawl(server.url, path, host);

  /** Every <url> of every sitemap the shop's index names, checked to be XML of the right type on the way. */
  async function sitemapUrls(host: string): Promise<UrlEntry[]> {
    const index = await get("/sitemap.xml", host);
    expect(index.status).toBe(200);
    const files: { loc: string; lastmod: string }[] = xml.parse(index.text).sitemapindex.sitemap;
    const urls: UrlEntry[] = [];
    for (const file of files) {
      const answer = await get(new URL(file.loc).pathname, host);
      expect(answer.status, file.loc).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
      urls.push(...(xml.parse(answer.text).urlset.url as UrlEntry[]));
    }
    return urls;
  }

  it("answers each shop's robots.txt, naming its sitemap index on its public origin", async () => {
    for (const shop of [DEMO, OFFLINE]) {
      const answer = await get("/robots.txt", shop.host);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(answer.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
      const robots = robotsParser(`${shop.origin}/robots.txt`, answer.text);
      expect(robots.getSitemaps()).toEqual([`${shop.origin}/sitemap.xml`]);
    }
  });

  it("lets crawlers into the shop's pages in every language and keeps them out of what must not be crawled", async () => {
    const robots = robotsParser(`${DEMO.origin}/robots.txt`, (await get("/robots.txt")).text);
    const allowed = (path: string) => robots.isAllowed(`${DEMO.origin}${path}`, "Googlebot");
    for (const path of [
      "/",
      "/en",
      "/about",
      "/en/about",
      "/cn/about",
      "/product/oolong/a0000000-0000-4000-8000-000000000001",
      "/category/tea/1",
      "/en/category/tea/1?p_page=2",
      "/blog/1",
      "/search",
      "/sitemap.xml",
      "/cartoons",
      "/demonstration",
      "/developers",
    ]) {
      expect(allowed(path), path).toBe(true);
    }
    for (const path of [
      "/cart",
      "/en/cart",
      "/cn/checkout",
      "/checkout?step=2",
      "/demo",
      "/demo/sw",
      "/en/demo/blog-detail",
      "/dev/anything",
      "/en/preset",
      "/cn/preset/a/b",
      "/hosted/cart/demo/1",
      "/account/login",
      "/api/page?path=/",
      "/search?q=tea",
      "/en/search?q=tea&p_page=2",
      "/category/tea/1?sort=price_asc",
      "/en/category/tea/1?p_page=2&in_stock=1",
      "/search?price_min=10",
      "/about?preview_token=abc",
      "/__preview-demo",
    ]) {
      expect(allowed(path), path).toBe(false);
    }
  });

  it("answers an unknown host's robots.txt and sitemaps as any unknown path (no shop's files)", async () => {
    for (const path of ["/robots.txt", "/sitemap.xml", "/sitemaps/products.xml"]) {
      expect((await get(path, "nobody.example")).status).toBe(404);
    }
  });

  it("indexes per-type sitemaps with lastmod, on the shop's origin", async () => {
    const index = await get("/sitemap.xml");
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(index.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const files: { loc: string; lastmod: string }[] = xml.parse(index.text).sitemapindex.sitemap;
    expect(files.map((file) => file.loc)).toEqual(
      ["pages", "products", "categories", "blogs"].map((type) => `${DEMO.origin}/sitemaps/${type}.xml`),
    );
    for (const file of files) expect(Number.isNaN(Date.parse(file.lastmod)), file.loc).toBe(false);
  });

  it("lists every page, product, category and post shoppers can reach, in Thai and English with alternates", async () => {
    const demo = await readShop("demo");
    const urls = await sitemapUrls(DEMO.host);
    const locs = urls.map((url) => url.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const catalogue = catalogueOf(demo);
    const expected = [
      ...demo.pages.map((page) => page.path).filter((path) => !/^\/demo(\/|$)/.test(path)),
      ...catalogue.products.map((product) => `/product/${product.slug}/${product.uuid}`),
      ...catalogue.categories.map((category) => `/category/${category.slug}/${category.id}`),
      ...catalogue.blogs.map((blog) => `/blog/${blog.id}`),
    ];
    const th = (path: string) => `${DEMO.origin}${path}`;
    const en = (path: string) => `${DEMO.origin}/en${path === "/" ? "" : path}`;
    expect(locs.sort()).toEqual(expected.flatMap((path) => [th(path), en(path)]).sort());
    expect(locs.filter((loc) => /^(\/en)?\/demo(\/|$)/.test(new URL(loc).pathname))).toEqual([]);
    for (const url of urls) {
      const path = new URL(url.loc).pathname.replace(/^\/en(?=\/|$)/, "") || "/";
      expect(url["xhtml:link"], url.loc).toEqual([
        { rel: "alternate", hreflang: "th", href: th(path) },
        { rel: "alternate", hreflang: "en", href: en(path) },
        { rel: "alternate", hreflang: "x-default", href: th(path) },
      ]);
      expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    }
  });

  it("sends a crawler that accepts brotli or gzip the same files compressed", async () => {
    for (const path of ["/sitemaps/products.xml", "/robots.txt"]) {
      const plain = await get(path);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toBe("Accept-Encoding");
      const br = await crawlRaw(server.url, path, DEMO.host, { "Accept-Encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.body).toString("utf8")).toBe(plain.text);
      const gzip = await crawlRaw(server.url, path, DEMO.host, { "Accept-Encoding": "gzip" });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.body).toString("utf8")).toBe(plain.text);
    }
  });

  it("never lists another shop's pages or products", async () => {
    const [demo, offline] = [await readShop("demo"), await readShop("offline")];
    const demoText = (await sitemapUrls(DEMO.host)).map((url) => JSON.stringify(url)).join("\n");
    const offlineText = (await sitemapUrls(OFFLINE.host)).map((url) => JSON.stringify(url)).join("\n");
    for (const product of catalogueOf(offline).products) expect(demoText).not.toContain(product.uuid);
    for (const product of catalogueOf(demo).products) expect(offlineText).not.toContain(product.uuid);
    expect(demoText).not.toContain(OFFLINE.host);
    expect(offlineText).not.toContain(DEMO.host);
  });

  it("after an import, adds the shop's own robots.txt lines and lists neither dev, preset nor redirected pages; refuses a line that is not a rule", async () => {
    const offline = await readShop("offline");
    const lines = ["Disallow: /private/", "Allow: /private/open$", "Crawl-delay: 2"];
    offline.base.th.robotsTxt = lines;
    offline.base.en.robotsTxt = lines.slice(0, 1);
    // and pages shoppers reach but that are not the shop's own, or that send them elsewhere
    const about = offline.pages.find((page) => page.path === "/about");
    if (!about) throw new Error("the offline shop has an /about page");
    const moved = { ...about, path: "/moved" };
    moved.th = { ...about.th, httpStatusCode: 301, redirectUrl: "/about" };
    offline.pages.push({ ...about, path: "/dev/tools" }, { ...about, path: "/preset/hero" }, moved);
    expect((await get("/robots.txt", OFFLINE.host)).text).not.toContain("/private/"); // kept before the import
    await importShopDocument(database.db, offline);
    let text = "";
    for (let waited = 0; waited < 5_000 && !text.includes("/private/"); waited += 20) {
      text = (await get("/robots.txt", OFFLINE.host)).text;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const line of lines) expect(text.split("\n").filter((shown) => shown === line)).toHaveLength(1);
    const robots = robotsParser(`${OFFLINE.origin}/robots.txt`, text);
    expect(robots.isAllowed(`${OFFLINE.origin}/private/x`, "Googlebot")).toBe(false);
    expect(robots.isAllowed(`${OFFLINE.origin}/private/open`, "Googlebot")).toBe(true);
    expect(robots.getCrawlDelay("Googlebot")).toBe(2);
    const pages = (await get("/sitemaps/pages.xml", OFFLINE.host)).text;
    expect(pages).toContain(`<loc>${OFFLINE.origin}/about</loc>`);
    for (const path of ["/dev/tools", "/preset/hero", "/moved"]) expect(pages).not.toContain(path);

    offline.base.en.robotsTxt = ["Sitemap: https://elsewhere.example/sitemap.xml"];
    const refused = await importShopDocument(database.db, offline).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ShopDocumentError);
    expect((refused as ShopDocumentError).problems.map((problem) => problem.pointer)).toEqual(["/base/en/robotsTxt/0"]);
  });
});
