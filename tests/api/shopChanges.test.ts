import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../server/db";
import type { StopListening } from "../../server/db/shopChanges";
import { importShopDocument } from "../../server/shops/importShop";
import { dbKinds, fixtureShops, openTestDatabase, readFixture } from "./harness";

/** Waits (at most 5 s) until the heard list has `count` entries. */
async function waitFor(heard: (number | null)[], count: number): Promise<void> {
  for (let waited = 0; heard.length < count && waited < 5_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(dbKinds)("shop changes on %s", (kind) => {
  let database: DatabaseHandle;
  let stop: StopListening | undefined;
  const heard: (number | null)[] = [];

  beforeEach(async () => {
    heard.length = 0;
    database = await openTestDatabase(kind);
    stop = await database.listenForShopChanges((shopId) => heard.push(shopId));
  });

  afterEach(async () => {
    await stop?.();
    await database.close();
  });

  it("announces each import's shop once it commits, and nothing for a refused import", async () => {
    await importShopDocument(database.db, await readFixture("shop-a.json"));
    await importShopDocument(database.db, await readFixture("shop-b.json"));
    const invalid = { ...(await readFixture("shop-a.json")), pages: "not pages" };
    await expect(importShopDocument(database.db, invalid)).rejects.toThrow();
    await waitFor(heard, 2);
    await new Promise((resolve) => setTimeout(resolve, 100)); // time for a wrong, third announcement
    expect(heard).toEqual([fixtureShops.a.id, fixtureShops.b.id]);
  });

  it("announces nothing for a transaction that rolls back", async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await sql`SELECT pg_notify('shop_changed', '901')`.execute(trx);
        throw new Error("rolled back");
      })
      .catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heard).toEqual([]);
  });

  it.skipIf(kind !== "postgres")(
    "after its connection is cut, listens again and says that anything may have changed",
    async () => {
      const { rows: names } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(database.db);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN shop_changed%'",
          [names[0]?.name],
        );
        expect(rows.length).toBeGreaterThan(0);
      } finally {
        await admin.end();
      }
      await waitFor(heard, 1);
      expect(heard).toEqual([null]);
      await importShopDocument(database.db, await readFixture("shop-a.json"));
      await waitFor(heard, 2);
      expect(heard).toEqual([null, fixtureShops.a.id]);
    },
  );
});
