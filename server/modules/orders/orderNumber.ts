import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** A shop's first order number (migration 014): short, and sequential per shop from here. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * Takes the shop's next order number inside the order's transaction, whose lock on the shop's counter row lasts
 * until it ends: no two orders share a number, and an order rolled back gives its number back.
 */
export async function nextOrderNumber(trx: Kysely<Database>, shopId: number): Promise<number> {
  const row = await trx
    .insertInto("order_numbers")
    .values({ shop_id: shopId, last_number: FIRST_ORDER_NUMBER })
    .onConflict((conflict) =>
      conflict.column("shop_id").doUpdateSet((eb) => ({ last_number: eb("order_numbers.last_number", "+", 1) })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return row.last_number;
}

/** An order as shoppers name it: "#1001". */
export function orderNumberText(number: number): string {
  return `#${number}`;
}
