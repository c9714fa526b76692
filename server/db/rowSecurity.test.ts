import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbKinds, fixtureShops, importFixtureShops, openTestDatabase } from "../../tests/api/harness";
import type { DatabaseHandle } from "./openDatabase";
import { nextOrderNumber } from "../modules/orders/orderNumber";
import { privilegeWarnings } from "./privilegeWarnings";
import type { Database } from "./schema";
import { readShop, readShopLookup, withShop, withShopLookup } from "./shopScope";

/** Every table whose rows belong to a shop, with the column naming the shop. */
const SHOP_TABLES: [keyof Database, string][] = [
  ["shops", "id"],
  ["shop_hosts", "shop_id"],
  ["shop_bases", "shop_id"],
  ["pages", "shop_id"],
  ["categories", "shop_id"],
  ["products", "shop_id"],
  ["product_price_tiers", "shop_id"],
  ["blogs", "shop_id"],
  ["carts", "shop_id"],
  ["cart_lines", "shop_id"],
  ["orders", "shop_id"],
  ["order_lines", "shop_id"],
  ["order_numbers", "shop_id"],
  ["coupons", "shop_id"],
  ["coupon_claims", "shop_id"],
  ["form_submissions", "shop_id"],
  ["search_vocabulary", "shop_id"],
];
const A = fixtureShops.a.id;
const B = fixtureShops.b.id;

describe.each(dbKinds)("row-level security on %s", (kind) => {
  let database: DatabaseHandle;
  const db = () => database.db;

  /** Rows of each table per shop id, as the statement runs (in a shop's transaction, or with no shop at all). */
  async function rowsByShop(run: (query: string) => Promise<{ rows: unknown[] }>) {
    const counts: Record<string, Record<string, number>> = {};
    for (const [table, column] of SHOP_TABLES) {
      const { rows } = await run(`SELECT ${column} AS shop, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`);
      counts[table] = Object.fromEntries((rows as { shop: number; n: number }[]).map((row) => [row.shop, row.n]));
    }
    return counts;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await importFixtureShops(database.db);
    // a cart, a cart line, an order and an order line in each shop, written in that shop's transaction
    for (const shopId of [A, B]) {
      await withShop(database.db, shopId, async (trx) => {
        const product = await trx.selectFrom("products").select("uuid").executeTakeFirstOrThrow();
        const cartId = randomUUID();
        const orderId = randomUUID();
        await trx.insertInto("carts").values({ shop_id: shopId, id: cartId, secret_hash: "x" }).execute();
        const line = { shop_id: shopId, product_uuid: product.uuid, quantity: 1 };
        await trx
          .insertInto("cart_lines")
          .values({ ...line, cart_id: cartId, position: 0 })
          .execute();
        await trx
          .insertInto("orders")
          .values({
            shop_id: shopId,
            id: orderId,
            number: await nextOrderNumber(trx, shopId),
            cart_id: cartId,
            payment_method: "bank",
            total: 1,
            lang: "th",
          })
          .execute();
        await trx
          .insertInto("order_lines")
          .values({ ...line, order_id: orderId, name: "n", unit_price: 1 })
          .execute();
        const accountId = randomUUID();
        await trx
          .insertInto("accounts")
          .values({ shop_id: shopId, id: accountId, email: `${accountId}@example.test`, name: "n", password_hash: "!" })
          .execute();
        const day = new Date("2026-01-01T00:00:00Z");
        await trx
          .insertInto("coupons")
          .values({
            shop_id: shopId,
            code: "C",
            type: "discount",
            amount_satang: 100,
            percent: null,
            max_discount_satang: null,
            min_spend_satang: 0,
            claim_starts_at: day,
            claim_ends_at: new Date("2027-01-01T00:00:00Z"),
            use_starts_at: day,
            use_ends_at: null,
            quantity: null,
            remaining: null,
            members_only: false,
            texts: JSON.stringify({}),
            position: 0,
          })
          .execute();
        await trx
          .insertInto("coupon_claims")
          .values({ shop_id: shopId, coupon_code: "C", account_id: accountId })
          .execute();
        await trx
          .insertInto("form_submissions")
          .values({ shop_id: shopId, page_path: "/contact", form_ukey: "f", lang: "th", values: JSON.stringify({}) })
          .execute();
      });
    }
  });

  afterAll(async () => {
    await database?.close();
  });

  it("a query without a shop sees no row of any shop-owned table", async () => {
    const seen = await rowsByShop((query) => sql.raw(query).execute(db()));
    for (const [table] of SHOP_TABLES) expect(seen[table], table).toEqual({});
    // and a transaction that set a shop leaves nothing behind on its connection
    await withShop(db(), A, async () => {});
    expect((await rowsByShop((query) => sql.raw(query).execute(db()))).pages).toEqual({});
  });

  it("a shop's transaction sees its own rows of every table, and none of another shop's", async () => {
    const seen = await withShop(db(), A, (trx) => rowsByShop((query) => sql.raw(query).execute(trx)));
    for (const [table] of SHOP_TABLES) {
      expect(Object.keys(seen[table] ?? {}), table).toEqual([String(A)]);
      expect(seen[table]?.[A], table).toBeGreaterThan(0);
    }
  });

  it("a shop's transaction can neither write rows for another shop nor change or delete its rows", async () => {
    const shopBRows = () => withShop(db(), B, (trx) => rowsByShop((query) => sql.raw(query).execute(trx)));
    const before = await shopBRows();
    for (const [table, column] of SHOP_TABLES) {
      const changed = await withShop(db(), A, async (trx) => {
        const updated = await sql.raw(`UPDATE ${table} SET ${column} = ${column} WHERE ${column} = ${B}`).execute(trx);
        const deleted = await sql.raw(`DELETE FROM ${table} WHERE ${column} = ${B}`).execute(trx);
        return Number(updated.numAffectedRows ?? 0) + Number(deleted.numAffectedRows ?? 0);
      }).catch((error: Error) => error.message);
      expect(changed, table).toBe(0);
      // moving one of its own rows to shop B is refused by the policy's WITH CHECK
      await expect(
        withShop(db(), A, (trx) => sql.raw(`UPDATE ${table} SET ${column} = ${B} WHERE ${column} = ${A}`).execute(trx)),
        table,
      ).rejects.toThrow(/row-level security|violates foreign key|duplicate key/);
    }
    await expect(
      withShop(db(), A, (trx) =>
        trx.insertInto("blogs").values({ shop_id: B, id: 999, published_at: "2024-01-01", texts: "{}" }).execute(),
      ),
    ).rejects.toThrow(/row-level security/);
    expect(await shopBRows()).toEqual(before);
    expect(before.order_lines).toEqual({ [B]: 1 });
  });

  it("a host lookup sees that host's shop and host row only, for reading", async () => {
    const found = await withShopLookup(db(), { host: fixtureShops.a.host }, async (trx) => ({
      shops: await trx.selectFrom("shops").select("id").execute(),
      hosts: await trx.selectFrom("shop_hosts").select("shop_id").execute(),
      pages: await trx.selectFrom("pages").select("shop_id").execute(),
    }));
    expect(found).toEqual({ shops: [{ id: A }], hosts: [{ shop_id: A }], pages: [] });
    await expect(
      withShopLookup(db(), { host: fixtureShops.a.host }, (trx) =>
        trx.updateTable("shops").set({ name: "taken" }).where("id", "=", A).executeTakeFirst(),
      ),
    ).resolves.toEqual({ numUpdatedRows: 0n });
  });

  it("a shop's read sees its own rows in every statement, writes nothing, and leaves nothing behind", async () => {
    // on PostgreSQL each statement is a transaction of its own (pipelinedScope.ts): the shop is set in every one
    const seen = await readShop(db(), A, (trx) => rowsByShop((query) => sql.raw(query).execute(trx)));
    for (const [table] of SHOP_TABLES) expect(Object.keys(seen[table] ?? {}), table).toEqual([String(A)]);
    const found = await readShopLookup(db(), { host: fixtureShops.b.host }, async (trx) => [
      await trx.selectFrom("shops").select("id").execute(),
      await trx.selectFrom("pages").select("shop_id").execute(),
    ]);
    expect(found).toEqual([[{ id: B }], []]);
    await expect(
      readShop(db(), A, (trx) => trx.updateTable("shops").set({ name: "taken" }).where("id", "=", A).execute()),
    ).rejects.toThrow(/read-only transaction/);
    // a read inside a shop's transaction that writes is part of it: the write after it still rolls back with it
    await expect(
      withShop(db(), A, async (trx) => {
        await readShop(trx, A, (read) => read.selectFrom("shops").select("id").execute());
        await trx.updateTable("shops").set({ name: "rolled back" }).where("id", "=", A).execute();
        throw new Error("undo");
      }),
    ).rejects.toThrow("undo");
    expect(await readShop(db(), A, (trx) => trx.selectFrom("shops").select("name").execute())).not.toContainEqual({
      name: "rolled back",
    });
    expect((await rowsByShop((query) => sql.raw(query).execute(db()))).pages).toEqual({});
  });

  it("the server's role is not a superuser, has no BYPASSRLS and owns no table", async () => {
    expect(await privilegeWarnings(db())).toEqual([]);
  });
});
