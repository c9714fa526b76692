import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { ListingFacets } from "~/generated/schemas";
import type { ListingChoice } from "~/lib/listingQuery";
import type { Database } from "../../db/schema";
import { type AttributeFacetsRequest, findAttributeFacets } from "./attributeFacets";
import { attributeCondition, IN_STOCK, priceCondition } from "./listingSql";

/**
 * The facets of a list (products, not variants, satisfying `condition`), before its filters: how many are in stock
 * within the chosen prices and attribute values, and the lowest and highest price; then its attributes' values with
 * their counts (attributeFacets). Two statements.
 */
export async function findFacets(
  db: Kysely<Database>,
  shopId: number,
  condition: Expression<SqlBool>,
  choice: ListingChoice,
  attributes: AttributeFacetsRequest,
): Promise<ListingFacets> {
  const [row, attributeFacets] = await Promise.all([
    findPriceAndStock(db, shopId, condition, choice),
    findAttributeFacets(db, shopId, condition, choice, attributes),
  ]);
  return {
    inStock: Number(row.in_stock),
    priceLow: row.low === null ? null : Number(row.low),
    priceHigh: row.high === null ? null : Number(row.high),
    ...(attributeFacets.length > 0 ? { attributes: attributeFacets } : {}),
  };
}

function findPriceAndStock(
  db: Kysely<Database>,
  shopId: number,
  condition: Expression<SqlBool>,
  choice: ListingChoice,
) {
  const inStock = sql<SqlBool>`${priceCondition(choice)} AND ${attributeCondition(choice)} AND ${IN_STOCK}`;
  return db
    .selectFrom("products")
    .select([
      sql<string | number>`count(*) FILTER (WHERE ${inStock})`.as("in_stock"),
      sql<string | null>`min(products.price)`.as("low"),
      sql<string | null>`max(products.price)`.as("high"),
    ])
    .where("shop_id", "=", shopId)
    .where("parent_uuid", "is", null)
    .where(condition)
    .executeTakeFirstOrThrow();
}
