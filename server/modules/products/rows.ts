import { type Kysely, sql } from "kysely";
import type { Image, PriceTier } from "~/generated/schemas";
import type { ContentLang, Database, ProductRowTexts } from "../../db/schema";

/** A product or variant row with its texts in one language. */
export interface ProductRecord {
  uuid: string;
  parent_uuid: string | null;
  variant_id: number | null;
  slug: string | null;
  rank: number;
  category_ids: number[];
  images: Image[];
  badge_hot: boolean;
  badge_new: boolean;
  badge_suggest: boolean;
  preorder: boolean;
  /** numeric(12, 2) as a decimal string. */
  price: string;
  stock: number | null;
  min_order: number;
  max_order: number | null;
  /** Whether variant rows belong to this row: such a product cannot be bought itself. Always false for a variant. */
  has_variants: boolean;
  texts: ProductRowTexts;
}

export interface SelectOptions {
  /** Include the rich-text details (only product details show them). */
  withDetails?: boolean;
}

/**
 * The product and variant rows of a shop, texts narrowed to one language (details left out unless asked for), each
 * with has_variants (an EXISTS on the variants index). Callers add their own conditions; the shop filter is always
 * there.
 */
export function selectProductRecords(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  { withDetails = false }: SelectOptions = {},
) {
  const texts = withDetails ? sql`texts -> ${lang}::text` : sql`(texts -> ${lang}::text) - 'details'`;
  return db
    .selectFrom("products")
    .select([
      "uuid",
      "parent_uuid",
      "variant_id",
      "slug",
      "rank",
      "category_ids",
      "images",
      "badge_hot",
      "badge_new",
      "badge_suggest",
      "preorder",
      "price",
      "stock",
      "min_order",
      "max_order",
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom("products as variant")
              .select(sql.lit(1).as("one"))
              .whereRef("variant.shop_id", "=", "products.shop_id")
              .whereRef("variant.parent_uuid", "=", "products.uuid"),
          )
          .$castTo<boolean>()
          .as("has_variants"),
      sql<ProductRowTexts>`coalesce(${texts}, '{}'::jsonb)`.as("texts"),
    ])
    .where("shop_id", "=", shopId);
}

/** The price tiers of these products or variants, by uuid, in their written order. */
export async function findPriceTiers(
  db: Kysely<Database>,
  shopId: number,
  uuids: readonly string[],
): Promise<Map<string, PriceTier[]>> {
  const tiers = new Map<string, PriceTier[]>();
  if (uuids.length === 0) return tiers;
  const rows = await db
    .selectFrom("product_price_tiers")
    .select(["product_uuid", "quantity_min", "quantity_max", "price"])
    .where("shop_id", "=", shopId)
    .where("product_uuid", "in", [...uuids])
    .orderBy("product_uuid")
    .orderBy("position")
    .execute();
  for (const row of rows) {
    const list = tiers.get(row.product_uuid) ?? [];
    list.push({ quantity_min: row.quantity_min, quantity_max: row.quantity_max, price: Number(row.price) });
    tiers.set(row.product_uuid, list);
  }
  return tiers;
}
