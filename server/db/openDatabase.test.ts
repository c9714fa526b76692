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
import { withShop } from "./shopScope";

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
      expect(applied.map((row) => row.name)).toEqual(expect.arrayContaining(["001_shops.sql", "004_row_security.sql"]));
      await importFixtureShops(first.db);
    } finally {
      await first.close();
    }

    const second = await openDatabase(storage.options);
    try {
      const shopIds = Object.values(fixtureShops).map((shop) => shop.id);
      const shops = await Promise.all(
        shopIds.map((id) =>
          withShop(second.db, id, (db) => db.selectFrom("shops").select(["id", "web_name"]).executeTakeFirst()),
        ),
      );
      expect(shops).toEqual([
        { id: fixtureShops.a.id, web_name: "shop-a" },
        { id: fixtureShops.b.id, web_name: "shop-b" },
      ]);
      const migrations = await second.db.selectFrom("schema_migrations").select("name").execute();
      expect(new Set(migrations.map((row) => row.name)).size).toBe(migrations.length);
    } finally {
      await second.close();
    }
  }, 120_000); // a fresh PGlite cluster, migrated, opened twice: seconds alone, tens of seconds on a loaded machine

  it.skipIf(kind === "pglite")(
    "concurrent migrations do not conflict (PostgreSQL: the owner's connections)",
    async () => {
      const owner = await openDatabase(storage.ownerOptions);
      try {
        expect(await Promise.all([migrate(owner.db), migrate(owner.db)])).toEqual([[], []]);
      } finally {
        await owner.close();
      }
    },
  );

  it.skipIf(kind === "pglite")("the server refuses a schema that is not current, naming npm run migrate", async () => {
    const owner = await openDatabase(storage.ownerOptions);
    try {
      await owner.db.deleteFrom("schema_migrations").where("name", "=", "004_row_security.sql").execute();
      await expect(openDatabase(storage.options)).rejects.toThrow(
        /not current \(pending: 004_row_security\.sql\): run `npm run migrate`/,
      );
    } finally {
      await owner.db.insertInto("schema_migrations").values({ name: "004_row_security.sql" }).execute();
      await owner.close();
    }
  });
});
