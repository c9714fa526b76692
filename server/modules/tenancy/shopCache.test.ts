import { describe, expect, it } from "vitest";
import type { ShopRecord } from "./repo";
import { createShopCache } from "./shopCache";

function shop(id: number, maxCartQuantity: number | null = null): ShopRecord {
  return {
    id,
    webName: `shop-${id}`,
    name: `Shop ${id}`,
    defaultLang: "th",
    orderLimits: { minOrderSatang: null, maxOrderSatang: null, maxCartQuantity },
    editorOrigins: [],
    stagingThemeKey: null,
  };
}

/** A lookup over a table the test changes, counting its calls; and a clock the test moves. */
function setup(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const table = new Map<string, ShopRecord>([
    ["a.test", shop(1)],
    ["b.test", shop(2)],
    ["c.test", shop(3)],
  ]);
  const asked: string[] = [];
  let time = 1_000; // lru-cache takes a clock reading of 0 for no reading
  const resolve = createShopCache(
    async (host) => {
      asked.push(host);
      return table.get(host);
    },
    { ...options, now: () => time },
  );
  const forHost = (host: string) => resolve(new Headers({ host }));
  return { table, asked, forHost, advance: (ms: number) => (time += ms) };
}

describe("createShopCache", () => {
  it("answers each host's own shop and asks once within the freshness", async () => {
    const { asked, forHost, advance } = setup({ ttlMs: 5_000 });
    expect((await forHost("a.test")).id).toBe(1);
    expect((await forHost("b.test")).id).toBe(2);
    advance(4_999);
    expect((await forHost("A.test:3000")).id).toBe(1); // the same host, port and case aside
    expect(asked).toEqual(["a.test", "b.test"]);
  });

  it("sees a re-imported shop's new limits once the freshness has passed", async () => {
    const { table, forHost, advance } = setup({ ttlMs: 5_000 });
    expect((await forHost("a.test")).orderLimits.maxCartQuantity).toBe(null);
    table.set("a.test", shop(1, 20));
    advance(5_000);
    expect((await forHost("a.test")).orderLimits.maxCartQuantity).toBe(null);
    advance(1);
    expect((await forHost("a.test")).orderLimits.maxCartQuantity).toBe(20);
  });

  it("answers SHOP_NOT_FOUND for an unknown or missing host and does not remember it", async () => {
    const { table, asked, forHost } = setup();
    await expect(forHost("new.test")).rejects.toMatchObject({ status: 404, key: "SHOP_NOT_FOUND" });
    await expect(forHost("")).rejects.toMatchObject({ status: 404, key: "SHOP_NOT_FOUND" });
    table.set("new.test", shop(4));
    expect((await forHost("new.test")).id).toBe(4); // a shop imported a moment later answers at once
    expect(asked).toEqual(["new.test", "new.test"]);
  });

  it("shares one lookup between concurrent calls, and forgets a failed lookup", async () => {
    let calls = 0;
    let fail = true;
    const resolve = createShopCache(async () => {
      calls += 1;
      if (fail) throw new Error("database down");
      return shop(1);
    });
    const headers = new Headers({ host: "a.test" });
    await expect(Promise.all([resolve(headers), resolve(headers)])).rejects.toThrow("database down");
    expect(calls).toBe(1);
    fail = false;
    expect((await resolve(headers)).id).toBe(1);
    expect(calls).toBe(2);
  });

  it("holds at most maxBytes of hosts and shops (as JSON), the least recently used going first", async () => {
    const entryBytes = "a.test".length + JSON.stringify(shop(1)).length; // every host and shop here is as long
    const { asked, forHost } = setup({ maxBytes: Math.floor(2.5 * entryBytes) });
    await forHost("a.test");
    await forHost("b.test");
    await forHost("a.test"); // kept: a.test is now the most recently used
    await forHost("c.test"); // a third does not fit: b.test goes
    await forHost("a.test");
    await forHost("b.test");
    expect(asked).toEqual(["a.test", "b.test", "c.test", "b.test"]);
  });

  it("answers a lookup whose host was pushed out while it ran", async () => {
    const entryBytes = "a.test".length + JSON.stringify(shop(1)).length;
    let answerA = (_shop: ShopRecord) => {};
    const resolve = createShopCache(
      (host) => (host === "a.test" ? new Promise((done) => (answerA = done)) : Promise.resolve(shop(2))),
      { maxBytes: Math.floor(1.5 * entryBytes) },
    );
    const a = resolve("a.test");
    await resolve("b.test");
    await resolve("c.test"); // no room for b's and c's shops: a.test, the least recently used, goes
    answerA(shop(1));
    expect((await a).id).toBe(1);
  });

  it("hands out read-only records, so no caller can change another's shop", async () => {
    const { forHost } = setup();
    const record = await forHost("a.test");
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.orderLimits)).toBe(true);
  });
});
