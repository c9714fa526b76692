import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { nextOrderNumber } from "../../modules/orders/orderNumber";
import { migrate } from "../migrate";
import { withShop } from "../shopScope";
import { migratedBefore } from "./migratedBefore";

describe("migration 014 on a database with orders already placed", async () => {
  // the orders are written as the hosted checkout wrote them before 014
  const { db, close } = await migratedBefore("014");
  afterAll(close);

  it("numbers each shop's orders from 1001 in the order they were placed, and the next order follows on", async () => {
    await sql`INSERT INTO shops (id, web_name, name, default_lang) VALUES (1, 'a', 'A', 'th'), (2, 'b', 'B', 'th')`.execute(
      db,
    );
    const orders: [number, string, string][] = [
      [1, "00000000-0000-4000-8000-000000000003", "2026-03-01"],
      [1, "00000000-0000-4000-8000-000000000001", "2026-01-01"],
      [2, "00000000-0000-4000-8000-000000000002", "2026-02-01"],
      [1, "00000000-0000-4000-8000-000000000004", "2026-02-01"],
    ];
    for (const [shop, id, day] of orders) {
      await sql`INSERT INTO carts (shop_id, id, secret_hash, status) VALUES (${shop}, ${id}, 'x', 'checked_out')`.execute(
        db,
      );
      await sql`INSERT INTO orders (shop_id, id, cart_id, payment_method, total, lang, created_at)
        VALUES (${shop}, ${id}, ${id}, 'thai_qr', 1, 'th', ${day})`.execute(db);
    }

    expect((await migrate(db))[0]).toBe("014_order_numbers.sql"); // then any later ones
    const numbered = await db
      .selectFrom("orders")
      .select(["shop_id", "id", "number", "status"])
      .orderBy("shop_id")
      .orderBy("number")
      .execute();
    expect(numbered.map((order) => [order.shop_id, order.id.slice(-1), order.number, order.status])).toEqual([
      [1, "1", 1001, "placed"],
      [1, "4", 1002, "placed"],
      [1, "3", 1003, "placed"],
      [2, "2", 1001, "placed"],
    ]);
    expect(await withShop(db, 1, (trx) => nextOrderNumber(trx, 1))).toBe(1004);
    expect(await withShop(db, 2, (trx) => nextOrderNumber(trx, 2))).toBe(1002);
  });
});
