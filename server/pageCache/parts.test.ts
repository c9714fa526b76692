import { describe, expect, it } from "vitest";
import { workerCount } from "../workers.js";
import { acceptedEncoding } from "./acceptedEncoding";
import type { ViewportLayout } from "~/lib/viewport";
import { pageCacheKey } from "./pageCacheKey";
import { type CachedPage, createPageStore } from "./pageStore";

describe("acceptedEncoding", () => {
  it.each([
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["BR;Q=0.5", "br"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["*;q=0", "identity"],
    ["identity", "identity"],
    ["deflate", "identity"],
    ["gzip;q=nonsense", "identity"],
    ["", "identity"],
    [null, "identity"],
  ])("%j -> %s", (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe("pageCacheKey", () => {
  const key = (url: string, isBot = false, build = "b1", viewportLayout: ViewportLayout = "wide") =>
    pageCacheKey({ url: new URL(url), isBot, viewportLayout, build });

  it("is the same for the same page whatever the order of the query", () => {
    expect(key("http://a.test/search?q=tea&p_page=2")).toBe(key("http://a.test/search?p_page=2&q=tea"));
    expect(key("http://a.test/?")).toBe(key("http://a.test/"));
    expect(key("http://A.test/")).toBe(key("http://a.test/"));
  });

  it("differs by origin, path, query values, repeated parameters, bot, build and viewport layout", () => {
    const keys = [
      key("http://a.test/"),
      key("http://b.test/"),
      key("http://a.test:3000/"),
      key("https://a.test/"),
      key("http://a.test/en/"),
      key("http://a.test/?q=a"),
      key("http://a.test/?q=a&q=b"),
      key("http://a.test/", true),
      key("http://a.test/", false, "b2"),
      key("http://a.test/", false, "b1", "phone"),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });
});

function page(shopId: number, size: number): CachedPage {
  return {
    shopId,
    headers: [],
    body: { br: Buffer.alloc(size), gzip: Buffer.alloc(size), refined: true },
    etag: 'W/"x"',
    storedAt: 0,
  };
}

describe("createPageStore", () => {
  it("holds at most maxBytes of bodies, dropping the least recently used page", () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 1_000 });
    store.set("a", page(1, 200), store.epoch(1));
    store.set("b", page(1, 200), store.epoch(1));
    store.get("a"); // a is now the most recently used
    store.set("c", page(1, 200), store.epoch(1));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.bytes).toBe(800);
    store.set("huge", page(1, 600), store.epoch(1));
    expect(store.get("huge")).toBeUndefined(); // larger than the whole store
  });

  it("purges one shop's pages and nothing else; purgeAll empties it", () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 10_000 });
    store.set("a1", page(1, 10), store.epoch(1));
    store.set("a2", page(1, 10), store.epoch(1));
    store.set("b1", page(2, 10), store.epoch(2));
    store.purgeShop(1);
    expect([store.get("a1"), store.get("a2")]).toEqual([undefined, undefined]);
    expect(store.get("b1")).toBeDefined();
    store.purgeAll();
    expect(store.size).toBe(0);
  });

  it("refuses a page read before its shop (or every shop) was purged", () => {
    const store = createPageStore({ ttlMs: 60_000, maxBytes: 10_000 });
    const before = store.epoch(1);
    const otherShop = store.epoch(2);
    store.purgeShop(1);
    store.set("a", page(1, 10), before);
    store.set("b", page(2, 10), otherShop);
    expect(store.get("a")).toBeUndefined();
    expect(store.get("b")).toBeDefined();
    const beforeAll = store.epoch(2);
    store.purgeAll();
    store.set("b", page(2, 10), beforeAll);
    expect(store.get("b")).toBeUndefined();
  });

  it("forgets a page once its freshness has passed", () => {
    let time = 1_000_000; // lru-cache takes a start time of 0 for "no ttl"
    const store = createPageStore({ ttlMs: 1_000, maxBytes: 10_000, now: () => time });
    store.set("a", page(1, 10), store.epoch(1));
    time += 999;
    expect(store.get("a")).toBeDefined();
    time += 2;
    expect(store.get("a")).toBeUndefined();
  });
});

describe("workerCount", () => {
  const pg = { DATABASE_URL: "postgres://x" };
  it.each([
    [{}, 1],
    [{ WORKERS: "1" }, 1],
    [{ ...pg, WORKERS: "3" }, 3],
    [{ ...pg, WORKERS: "auto" }, 4],
    [{ ...pg, WORKERS: " AUTO " }, 4],
  ])("%j -> %i processes", (env, count) => {
    expect(workerCount(env, 4).count).toBe(count);
  });

  it("runs one process on the embedded database, and says so", () => {
    const result = workerCount({ WORKERS: "auto" }, 4);
    expect(result.count).toBe(1);
    expect(result.note).toMatch(/embedded database.*DATABASE_URL/);
  });

  it.each(["0", "-2", "1.5", "many"])("refuses WORKERS=%s naming the variable", (value) => {
    expect(() => workerCount({ ...pg, WORKERS: value }, 4)).toThrow(/WORKERS/);
  });
});
