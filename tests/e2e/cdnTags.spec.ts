import { expect, test } from "./fixtures";
import { demoShop } from "./demoShops";
import { rawGet } from "./pageCacheHttp";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// a page of its own: b_page is a parameter the page cache keys on (any value)
const unique = () => `b_page=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const get = (path: string, host: string) => rawGet(PORT, path, { host: `${host}:${PORT}`, "accept-encoding": "br" });
const tagOf = (file: "demo" | "offline") => `shop-${demoShop(file).shop.id}`;

test.describe("cache tags for a CDN in front", () => {
  test("a cached page names its shop in Cache-Tag and Surrogate-Key, stored and answered alike", async () => {
    const path = `/category/tea/101?${unique()}`;
    const miss = await get(path, "localhost");
    const hit = await get(path, "localhost");
    expect([miss.headers["x-page-cache"], hit.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
    for (const answer of [miss, hit]) {
      expect(answer.headers["cache-tag"]).toBe(tagOf("demo"));
      expect(answer.headers["surrogate-key"]).toBe(tagOf("demo"));
    }
    const otherShop = await get(`/?${unique()}`, "offline.localhost");
    expect(otherShop.headers["cache-tag"]).toBe(tagOf("offline"));
    expect(otherShop.headers["surrogate-key"]).toBe(tagOf("offline"));
  });

  test("the shop's stylesheet carries its tag; answers nobody may keep carry none", async () => {
    const stylesheet = await get("/shop.css?lang=th", "localhost");
    expect(stylesheet.headers["cache-control"]).toMatch(/\bpublic\b/);
    expect(stylesheet.headers["cache-tag"]).toBe(tagOf("demo"));
    const notFound = await get(`/no-such-page?${unique()}`, "localhost");
    expect(notFound.status).toBe(404);
    expect(notFound.headers["cache-tag"]).toBeUndefined();
    expect(notFound.headers["surrogate-key"]).toBeUndefined();
  });
});
