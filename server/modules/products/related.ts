import { type Kysely, sql } from "kysely";
import type { Product } from "~/generated/schemas";
import relatedSchema from "../../../schemas/widgets/related-products.schema.json";
import type { ContentLang, Database } from "../../db/schema";
import { textOf } from "../catalogue/textMatch";
import { productsOf } from "./repo";
import { priceTiersOf, selectProductRecords } from "./rows";

/** As many as the related-products widget can be set to show. */
export const RELATED_PRODUCTS_MAX = relatedSchema.properties.limit.maximum;

/**
 * Other products (not variants) sharing a category with `product`: those a shopper can buy first (not sold out, as
 * their cards show it), then in the shop's order. None for a product without categories. One statement on the
 * category index.
 */
export async function findRelatedProducts(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  product: Pick<Product, "uuid" | "category_ids">,
): Promise<Product[]> {
  if (product.category_ids.length === 0) return [];
  const rows = await selectProductRecords(db, shopId, lang)
    .select(priceTiersOf("products").as("tiers"))
    .where("parent_uuid", "is", null)
    .where("uuid", "<>", product.uuid)
    .where(sql<boolean>`category_ids && ARRAY[${sql.join(product.category_ids)}]::integer[]`)
    .orderBy(sql`coalesce(stock, 1) > 0`, "desc")
    .orderBy("rank")
    .orderBy(textOf(lang, "name"))
    .orderBy("uuid")
    .limit(RELATED_PRODUCTS_MAX)
    .execute();
  return [...(await productsOf(db, shopId, lang, rows)).values()];
}
