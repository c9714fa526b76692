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
function setup(options: { ttlMs?: number; maxHosts?: number } = {}) {
  const table = new Map<string, ShopRecord>([
    ["a.test", shop(1)],
    ["b.test", shop(2)],
  ]);
  const asked: string[] = [];
  let time = 0;
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
    expect((await forHost("a.test")).orderLimits.maxCartQuantity).toBe(20);
  });

  it("answers SHOP_NOT_FOUND for an unknown or missing host and does not remember it", async () => {
    const { table, asked, forHost } = setup();
    await expect(forHost("new.test")).rejects.toMatchObject({ status: 404, key: "SHOP_NOT_FOUND" });
    await expect(forHost("")).rejects.toMatchObject({ status: 404, key: "SHOP_NOT_FOUND" });
    table.set("new.test", shop(3));
    expect((await forHost("new.test")).id).toBe(3); // a shop imported a moment later answers at once
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

  it("holds at most maxHosts hosts, dropping the oldest", async () => {
    const { asked, forHost } = setup({ maxHosts: 1 });
    await forHost("a.test");
    await forHost("b.test");
    await forHost("a.test");
    expect(asked).toEqual(["a.test", "b.test", "a.test"]);
  });

  it("hands out read-only records, so no caller can change another's shop", async () => {
    const { forHost } = setup();
    const record = await forHost("a.test");
    expect(Object.isFrozen(record)).toBe(true);
    expect(Object.isFrozen(record.orderLimits)).toBe(true);
  });
});
