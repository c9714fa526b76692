import { describe, expect, it } from "vitest";
import { SHOP_CONTENT_TTL_MS, ShopContentCache } from "./shopContentCache";

/** A cache on a clock the test moves, and a load that answers its own count, so a reload is seen. */
function setup(maxBytes?: number) {
  let time = 1_000;
  const cache = new ShopContentCache({ now: () => time, maxBytes });
  let loads = 0;
  const read = (shopId: number, lang: "th" | "en" = "th", what = "shell") =>
    cache.remember(shopId, lang, what, async () => ({ shopId, lang, what, load: ++loads }));
  return { cache, read, advance: (ms: number) => (time += ms) };
}

describe("ShopContentCache", () => {
  it("answers what it loaded for 60 s (§9), then loads again", async () => {
    const { read, advance } = setup();
    expect(SHOP_CONTENT_TTL_MS).toBe(60_000);
    expect((await read(1)).load).toBe(1);
    advance(60_000);
    expect((await read(1)).load).toBe(1);
    advance(1);
    expect((await read(1)).load).toBe(2);
  });

  it("keeps shops, languages and kinds of value apart", async () => {
    const { read } = setup();
    const values = [await read(1, "th"), await read(1, "en"), await read(2, "th"), await read(1, "th", "categories")];
    expect(values.map((value) => value.load)).toEqual([1, 2, 3, 4]);
    expect(await read(2, "th")).toEqual({ shopId: 2, lang: "th", what: "shell", load: 3 });
    expect((await read(1, "en")).load).toBe(2);
  });

  it("purges one shop, all its languages and values, and no other shop", async () => {
    const { cache, read } = setup();
    await read(1, "th");
    await read(1, "en", "categories");
    await read(2, "th");
    cache.purgeShop(1);
    expect((await read(1, "th")).load).toBe(4);
    expect((await read(1, "en", "categories")).load).toBe(5);
    expect((await read(2, "th")).load).toBe(3);
    cache.purgeShop(12); // shop 12 is not shop 1 (nor 1 a prefix of it)
    expect((await read(1, "th")).load).toBe(4);
  });

  it("purges every shop with purgeAll", async () => {
    const { cache, read } = setup();
    await read(1);
    await read(2);
    cache.purgeAll();
    expect([(await read(1)).load, (await read(2)).load]).toEqual([3, 4]);
  });

  it("shares one load between concurrent reads", async () => {
    const { read } = setup();
    const [a, b] = await Promise.all([read(1), read(1)]);
    expect(a).toBe(b);
  });

  it("does not keep a failed load", async () => {
    const { cache } = setup();
    await expect(cache.remember(1, "th", "shell", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await cache.remember(1, "th", "shell", async () => "loaded")).toBe("loaded");
  });

  it("hands out values nobody can change, however deep", async () => {
    const { cache } = setup();
    const value = await cache.remember(1, "th", "shell", async () => ({ nodes: [{ setting: { title: "Tea" } }] }));
    expect(() => {
      (value.nodes[0] as { setting: { title: string } }).setting.title = "Coffee";
    }).toThrow(TypeError);
    expect(() => value.nodes.push({ setting: { title: "x" } })).toThrow(TypeError);
    expect(await cache.remember(1, "th", "shell", async () => null)).toEqual({
      nodes: [{ setting: { title: "Tea" } }],
    });
  });

  it("holds at most maxBytes of values (as JSON), the least recently used going first", async () => {
    const { read } = setup(); // with the default bound, a value of each shop is kept
    const entryBytes = JSON.stringify(await read(1)).length; // every value of this load is as long
    const bounded = setup(Math.floor(2.5 * entryBytes));
    await bounded.read(1);
    await bounded.read(2);
    await bounded.read(1); // kept: shop 1's is now the most recently used
    await bounded.read(3); // a third does not fit: shop 2's goes
    expect((await bounded.read(1)).load).toBe(1);
    expect((await bounded.read(2)).load).toBe(4);
  });

  it("answers a value larger than the whole bound, without keeping it", async () => {
    const { cache } = setup(100);
    const large = async () => ({ text: "x".repeat(200) });
    expect((await cache.remember(1, "th", "page /", large)).text).toHaveLength(200);
    expect(await cache.remember(1, "th", "page /", async () => ({ text: "again" }))).toEqual({ text: "again" });
  });

  it("answers the reads waiting on a load purged meanwhile, and keeps nothing of it", async () => {
    const { cache } = setup();
    let finish = (_value: { load: number }) => {};
    const waiting = cache.remember(1, "th", "shell", () => new Promise<{ load: number }>((done) => (finish = done)));
    cache.purgeShop(1);
    finish({ load: 1 });
    expect(await waiting).toEqual({ load: 1 });
    expect(await cache.remember(1, "th", "shell", async () => ({ load: 2 }))).toEqual({ load: 2 });
  });
});
