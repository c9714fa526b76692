import { type Kysely, sql } from "kysely";
import type { CatalogueImage, PriceTier } from "~/generated/schemas";
import type { ContentLang, Database, ProductRowTexts } from "../../db/schema";

/** A product or variant row with its texts in one language. */
export interface ProductRecord {
  uuid: string;
  parent_uuid: string | null;
  variant_id: number | null;
  slug: string | null;
  sku: string | null;
  brand: string | null;
  rank: number;
  category_ids: number[];
  /** As stored: alts in every language (the API answers imageInLang). */
  images: CatalogueImage[];
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

/** The columns a ProductRecord takes from its products row as they are (texts and has_variants are computed). */
const RECORD_COLUMNS = [
  "uuid",
  "parent_uuid",
  "variant_id",
  "slug",
  "sku",
  "brand",
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
] as const;

/** A language as an SQL literal (never a parameter's text spliced in: only the two languages there are). */
function langLiteral(lang: ContentLang): string {
  if (lang !== "th" && lang !== "en") throw new Error(`not a content language: ${String(lang)}`);
  return `'${lang}'`;
}

/** SQL: whether variant rows belong to the products row `table` (an EXISTS on the variants index). */
function hasVariantsSql(table: string): string {
  return `exists (select 1 from products as variant where variant.shop_id = ${table}.shop_id and variant.parent_uuid = ${table}.uuid)`;
}

/** SQL: the texts of the products row `table` in one language (details left out unless asked for), {} when none. */
function textsSql(table: string, lang: ContentLang, withDetails: boolean): string {
  const texts = `${table}.texts -> ${langLiteral(lang)}`;
  return `coalesce(${withDetails ? texts : `(${texts}) - 'details'`}, '{}'::jsonb)`;
}

/** SQL: the price tiers of the products row `table` in their written order, as the API answers them; null if none. */
function priceTiersSql(table: string): string {
  return (
    "(select json_agg(json_build_object('quantity_min', tier.quantity_min, 'quantity_max', tier.quantity_max, " +
    "'price', tier.price) order by tier.position) from product_price_tiers as tier " +
    `where tier.shop_id = ${table}.shop_id and tier.product_uuid = ${table}.uuid)`
  );
}

/** The price tiers of the products row `table`, read in the same statement as the product (null when none). */
export function priceTiersOf(table: "products") {
  return sql<PriceTier[] | null>`${sql.raw(priceTiersSql(table))}`;
}

/** A product or variant row with its texts in one language and its price tiers. */
export interface TieredProductRecord extends ProductRecord {
  /** Null when it has none. */
  tiers: PriceTier[] | null;
}

/**
 * For hand-written statements (SQL text built once) that read the products table as `table`: the select list of a
 * TieredProductRecord, texts in `lang` without details. The same columns as selectProductRecords (price as text, as
 * the drivers answer numeric anyway) plus tiers; each keeps its name, so json_agg of these rows gives records.
 */
export function tieredProductRecordSql(table: string, lang: ContentLang): string {
  return [
    ...RECORD_COLUMNS.map((column) => (column === "price" ? `${table}.price::text as price` : `${table}.${column}`)),
    `${hasVariantsSql(table)} as has_variants`,
    `${textsSql(table, lang, false)} as texts`,
    `${priceTiersSql(table)} as tiers`,
  ].join(", ");
}

/**
 * The product and variant rows of a shop, texts narrowed to one language (details left out unless asked for), each
 * with has_variants (an EXISTS on the variants index). Callers add their own conditions (and priceTiersOf("products")
 * to read the tiers along); the shop filter is always there.
 */
export function selectProductRecords(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  { withDetails = false }: SelectOptions = {},
) {
  return db
    .selectFrom("products")
    .select([
      ...RECORD_COLUMNS,
      sql<boolean>`${sql.raw(hasVariantsSql("products"))}`.as("has_variants"),
      sql<ProductRowTexts>`${sql.raw(textsSql("products", lang, withDetails))}`.as("texts"),
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
