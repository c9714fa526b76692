import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestStorage,
  dbKinds,
  fixtureShops,
  importFixtureShops,
  type TestStorage,
} from "../../tests/api/harness";
import { migrate } from "./migrate";
import { openDatabase } from "./openDatabase";

describe.each(dbKinds)("openDatabase on %s", (kind) => {
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await createTestStorage(kind, { persistent: true });
  });

  afterAll(async () => {
    await storage?.dispose();
  });

  it("applies the migrations once; data survives a reopen", async () => {
    const first = await openDatabase(storage.options);
    try {
      const applied = await first.db.selectFrom("schema_migrations").select("name").orderBy("name").execute();
      expect(applied.map((row) => row.name)).toContain("001_shops.sql");
      expect(await migrate(first.db)).toEqual([]);
      await importFixtureShops(first.db);
    } finally {
      await first.close();
    }

    const second = await openDatabase(storage.options);
    try {
      const shops = await second.db.selectFrom("shops").select(["id", "web_name"]).orderBy("id").execute();
      expect(shops).toEqual([
        { id: fixtureShops.a.id, web_name: "shop-a" },
        { id: fixtureShops.b.id, web_name: "shop-b" },
      ]);
      const migrations = await second.db.selectFrom("schema_migrations").select("name").execute();
      expect(new Set(migrations.map((row) => row.name)).size).toBe(migrations.length);
    } finally {
      await second.close();
    }
  });

  it("concurrent migrations do not conflict", async () => {
    const handle = await openDatabase(storage.options);
    try {
      expect(await Promise.all([migrate(handle.db), migrate(handle.db)])).toEqual([[], []]);
    } finally {
      await handle.close();
    }
  });
});
