import { type Expression, type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { ListingFacets } from "~/generated/schemas";
import type { ListingChoice, ListingSort } from "~/lib/listingQuery";
import type { Database } from "../../db/schema";

/** A product row of `products` in stock: its variants' stock when it has variants, else its own (null = unlimited). */
export const IN_STOCK = sql<SqlBool>`${sql.raw(
  "CASE WHEN EXISTS (SELECT 1 FROM products AS variant WHERE variant.shop_id = products.shop_id" +
    " AND variant.parent_uuid = products.uuid)" +
    " THEN EXISTS (SELECT 1 FROM products AS variant WHERE variant.shop_id = products.shop_id" +
    " AND variant.parent_uuid = products.uuid AND (variant.stock IS NULL OR variant.stock > 0))" +
    " ELSE (products.stock IS NULL OR products.stock > 0) END",
)}`;

/** Units the shop's orders hold of a product row of `products`, its variants' included. */
const UNITS_SOLD = sql<number>`${sql.raw(
  "(SELECT coalesce(sum(line.quantity), 0) FROM order_lines AS line" +
    " JOIN products AS bought ON bought.shop_id = line.shop_id AND bought.uuid = line.product_uuid" +
    " WHERE line.shop_id = products.shop_id AND coalesce(bought.parent_uuid, bought.uuid) = products.uuid)",
)}`;

/** The chosen price bounds as a condition on a product row's own price (true when there are none). */
export function priceCondition({ priceMin, priceMax }: ListingChoice): Expression<SqlBool> {
  const bounds = [
    ...(priceMin === null ? [] : [sql<SqlBool>`products.price >= ${priceMin}`]),
    ...(priceMax === null ? [] : [sql<SqlBool>`products.price <= ${priceMax}`]),
  ];
  return bounds.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(bounds, sql` AND `)})`;
}

/** The chosen filters as one condition on a product row. */
export function filterCondition(choice: ListingChoice): Expression<SqlBool> {
  return choice.inStock ? sql<SqlBool>`(${priceCondition(choice)} AND ${IN_STOCK})` : priceCondition(choice);
}

/**
 * What a sort orders by before the list's usual order (best match, rank, name). The data has no dates or sales
 * figures of its own: newest is the "new" badge first; best-selling is the units ordered (variants' too), then the
 * "hot" badge, as the search suggestions count popularity.
 */
export function sortKeys(sort: ListingSort): [RawBuilder<unknown>, "asc" | "desc"][] {
  switch (sort) {
    case "featured":
      return [];
    case "newest":
      return [[sql`products.badge_new`, "desc"]];
    case "price_asc":
      return [[sql`products.price`, "asc"]];
    case "price_desc":
      return [[sql`products.price`, "desc"]];
    case "best_selling":
      return [
        [UNITS_SOLD, "desc"],
        [sql`products.badge_hot`, "desc"],
      ];
  }
}

/**
 * The facets of a list (products, not variants, satisfying `condition`), before its filters: how many are in stock
 * within the chosen prices, and the lowest and highest price. One statement.
 */
export async function findFacets(
  db: Kysely<Database>,
  shopId: number,
  condition: Expression<SqlBool>,
  choice: ListingChoice,
): Promise<ListingFacets> {
  const row = await db
    .selectFrom("products")
    .select([
      sql<string | number>`count(*) FILTER (WHERE ${priceCondition(choice)} AND ${IN_STOCK})`.as("in_stock"),
      sql<string | null>`min(products.price)`.as("low"),
      sql<string | null>`max(products.price)`.as("high"),
    ])
    .where("shop_id", "=", shopId)
    .where("parent_uuid", "is", null)
    .where(condition)
    .executeTakeFirstOrThrow();
  return {
    inStock: Number(row.in_stock),
    priceLow: row.low === null ? null : Number(row.low),
    priceHigh: row.high === null ? null : Number(row.high),
  };
}
