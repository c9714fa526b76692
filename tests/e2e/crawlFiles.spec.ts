import { brotliDecompressSync } from "node:zlib";
import robotsParser from "robots-parser";
import { expect, test } from "./fixtures";
import { demoShop } from "./demoShops";
import { rawGet } from "./pageCacheHttp";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const get = (path: string, host: string, headers: Record<string, string> = {}) =>
  rawGet(PORT, path, { host: `${host}:${PORT}`, "user-agent": "Googlebot", ...headers });
const origin = (host: string) => `http://${host}:${PORT}`; // the server's PUBLIC_URL_SCHEME and PUBLIC_PORT

/** The built server answers each shop's robots.txt and sitemaps on the host's public origin (server/entry.ts). */
test.describe("robots.txt and sitemaps as crawlers read them", () => {
  test("each demo shop's robots.txt names its own sitemap index, tagged with its shop for a CDN", async () => {
    for (const [file, host] of [
      ["demo", "demo.localhost"],
      ["offline", "offline.localhost"],
    ] as const) {
      const answer = await get("/robots.txt", host);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(answer.headers["cache-tag"]).toBe(`shop-${demoShop(file).shop.id}`);
      const robots = robotsParser(`${origin(host)}/robots.txt`, answer.body.toString("utf8"));
      expect(robots.getSitemaps()).toEqual([`${origin(host)}/sitemap.xml`]);
      expect(robots.isAllowed(`${origin(host)}/en/cart`, "Googlebot")).toBe(false);
      expect(robots.isAllowed(`${origin(host)}/en/about`, "Googlebot")).toBe(true);
    }
  });

  test("the sitemap index and its files answer as XML, every URL on the shop's public origin", async () => {
    const index = await get("/sitemap.xml", "localhost");
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const files = [...index.body.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(files).toContain(`${origin("localhost")}/sitemaps/products.xml`);
    for (const file of files) {
      const sitemap = await get(new URL(file).pathname, "localhost");
      expect(sitemap.status, file).toBe(200);
      const text = sitemap.body.toString("utf8");
      const urls = [...text.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)].map((match) => match[1] ?? "");
      expect(urls.length, file).toBeGreaterThan(0);
      expect(urls.filter((url) => !url.startsWith(`${origin("localhost")}/`))).toEqual([]);
      const compressed = await get(new URL(file).pathname, "localhost", { "accept-encoding": "gzip, deflate, br" });
      expect(compressed.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(compressed.body).toString("utf8")).toBe(text); // compressed once, not twice
    }
  });

  test("an unknown host, or a sitemap the shop does not have, gets what any unknown page gets", async () => {
    const unknownPage = await get("/no-such-page", "nobody.localhost");
    for (const path of ["/robots.txt", "/sitemap.xml"]) {
      const answer = await get(path, "nobody.localhost");
      expect([answer.status, answer.headers["content-type"]], path).toEqual([
        unknownPage.status,
        unknownPage.headers["content-type"],
      ]);
    }
    const missing = await get("/sitemaps/products-99.xml", "localhost");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/^text\/html/);
  });
});
