import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../migrate";
import { migratedBefore } from "./migratedBefore";

describe("migration 016 on a database with a catalogue already imported", async () => {
  const { db, close } = await migratedBefore("016");
  afterAll(close);

  it("dates each shop's existing products, categories and posts by its last import, and new rows by their writing", async () => {
    await sql`INSERT INTO shops (id, web_name, name, default_lang, updated_at)
      VALUES (1, 'a', 'A', 'th', '2026-01-02T03:04:05Z'), (2, 'b', 'B', 'th', '2026-02-03T04:05:06Z')`.execute(db);
    for (const shop of [1, 2]) {
      await sql`INSERT INTO categories (shop_id, id, slug, texts) VALUES (${shop}, 1, 'c', '{}')`.execute(db);
      await sql`INSERT INTO products (shop_id, uuid, slug, price, texts)
        VALUES (${shop}, ${`00000000-0000-4000-8000-00000000000${shop}`}, 'p', 1, '{}')`.execute(db);
      await sql`INSERT INTO blogs (shop_id, id, published_at, texts) VALUES (${shop}, 1, '2025-01-01', '{}')`.execute(
        db,
      );
    }

    expect((await migrate(db))[0]).toBe("016_sitemap_lastmod.sql");
    for (const table of ["products", "categories", "blogs"] as const) {
      const rows = await db.selectFrom(table).select(["shop_id", "updated_at"]).orderBy("shop_id").execute();
      expect(
        rows.map((row) => [row.shop_id, new Date(row.updated_at).toISOString()]),
        table,
      ).toEqual([
        [1, "2026-01-02T03:04:05.000Z"],
        [2, "2026-02-03T04:05:06.000Z"],
      ]);
    }
    await sql`INSERT INTO categories (shop_id, id, slug, texts) VALUES (1, 2, 'new', '{}')`.execute(db);
    const fresh = await db.selectFrom("categories").select("updated_at").where("id", "=", 2).executeTakeFirstOrThrow();
    expect(Date.now() - new Date(fresh.updated_at).getTime()).toBeLessThan(60_000);
  });
});
