import { type Expression, type RawBuilder, type SqlBool, sql } from "kysely";
import type { ListingChoice, ListingSort } from "~/lib/listingQuery";

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

/**
 * The chosen attribute values as a condition on a product row (true when there are none): any chosen value of an
 * attribute, and one of every attribute chosen. Each value is a containment test the GIN index on
 * products.attributes answers.
 */
export function attributeCondition({ attributes = {} }: ListingChoice): Expression<SqlBool> {
  const chosen = Object.entries(attributes);
  if (chosen.length === 0) return sql<SqlBool>`true`;
  const anyOf = ([key, values]: [string, string[]]) =>
    sql<SqlBool>`(${sql.join(
      values.map((value) => sql`products.attributes @> ${JSON.stringify({ [key]: [value] })}::jsonb`),
      sql` OR `,
    )})`;
  return sql<SqlBool>`(${sql.join(chosen.map(anyOf), sql` AND `)})`;
}

/** The chosen filters as one condition on a product row. */
export function filterCondition(choice: ListingChoice): Expression<SqlBool> {
  const attributes = attributeCondition(choice);
  const stock = choice.inStock ? sql<SqlBool>` AND ${IN_STOCK}` : sql``;
  return sql<SqlBool>`(${priceCondition(choice)} AND ${attributes}${stock})`;
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
