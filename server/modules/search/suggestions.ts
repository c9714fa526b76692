import { type Kysely, sql } from "kysely";
import type { SearchSuggestions } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { findCategories } from "../categories/repo";
import { findProducts } from "../products/repo";

/** How many popular products an empty search suggests. */
export const SUGGESTED_PRODUCTS = 4;

/**
 * Where to look when a search found nothing: the top-level categories (by rank) and the popular products. Popular
 * is what the shop's orders hold most units of (a variant's count as its product's), then the hot badge, then rank:
 * a shop without orders yet suggests its hot products first.
 */
export async function findSuggestions(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
): Promise<SearchSuggestions> {
  const [categories, popular] = await Promise.all([
    findCategories(db, shopId, lang),
    sql<{ uuid: string }>`
      SELECT product.uuid FROM products AS product
      LEFT JOIN (
        SELECT coalesce(bought.parent_uuid, bought.uuid) AS uuid, sum(line.quantity) AS units
        FROM order_lines AS line
        JOIN products AS bought ON bought.shop_id = line.shop_id AND bought.uuid = line.product_uuid
        WHERE line.shop_id = ${shopId}
        GROUP BY 1
      ) AS sold ON sold.uuid = product.uuid
      WHERE product.shop_id = ${shopId} AND product.parent_uuid IS NULL
      ORDER BY coalesce(sold.units, 0) DESC, product.badge_hot DESC, product.rank, product.uuid
      LIMIT ${SUGGESTED_PRODUCTS}
    `.execute(db),
  ]);
  return {
    categories: categories.filter((category) => category._hierarchy_parent_id === 0),
    products: await findProducts(
      db,
      shopId,
      lang,
      popular.rows.map((row) => row.uuid),
    ),
  };
}
