import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { migrate } from "../migrate";
import { migratedBefore } from "./migratedBefore";

describe("migration 009 on a database with a catalogue already imported", async () => {
  // the rows are written as an import before 009 wrote them
  const { db, close } = await migratedBefore("009");
  afterAll(close);

  it("gives the existing products and posts their search words and the shop its vocabulary", async () => {
    await sql`INSERT INTO shops (id, web_name, name, default_lang) VALUES (1, 's', 'S', 'th')`.execute(db);
    await sql`INSERT INTO categories (shop_id, id, slug, texts)
      VALUES (1, 1, 'tea', '{"th": {"name": "ชา"}, "en": {"name": "Tea"}}')`.execute(db);
    await sql`INSERT INTO products (shop_id, uuid, slug, category_ids, price, texts) VALUES
      (1, '00000000-0000-4000-8000-000000000001', 'p', '{1}', 10,
       '{"th": {"name": "อู่หลง ก้านอ่อน"}, "en": {"name": "Soft-stem Oolong", "highlight": "Rolled, roasted."}}')`.execute(
      db,
    );
    await sql`INSERT INTO blogs (shop_id, id, published_at, texts)
      VALUES (1, 1, '2024-01-01', '{"th": {"title": "ชงชา"}, "en": {"title": "Brewing", "excerpt": "At home"}}')`.execute(
      db,
    );

    expect((await migrate(db))[0]).toBe("009_search.sql"); // then any later ones
    const product = await db.selectFrom("products").select(["search_name", "search_more"]).executeTakeFirstOrThrow();
    expect(product).toEqual({ search_name: " อู่หลง ก้านอ่อน soft stem oolong ", search_more: " rolled roasted ชา tea " });
    const blog = await db.selectFrom("blogs").select(["search_name", "search_more"]).executeTakeFirstOrThrow();
    expect(blog).toEqual({ search_name: " ชงชา brewing ", search_more: " at home " });
    const vocabulary = await db.selectFrom("search_vocabulary").select("word").orderBy("word").execute();
    expect(vocabulary.map((row) => row.word)).toEqual(
      [
        "at",
        "brewing",
        "home",
        "oolong",
        "rolled",
        "roasted",
        "soft",
        "stem",
        "tea",
        "ก้านอ่อน",
        "ชงชา",
        "ชา",
        "อู่หลง",
      ].sort(),
    );
  });
});
