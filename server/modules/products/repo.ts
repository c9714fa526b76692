import type { Expression, Kysely, SqlBool } from "kysely";
import type { Product } from "~/generated/schemas";
import { sanitizeRichText } from "~/lib/sanitizeRichText";
import type { ContentLang, Database } from "../../db/schema";
import { DEFAULT_LISTING, type ListingChoice } from "~/lib/listingQuery";
import { filterCondition, sortKeys } from "../catalogue/listingSql";
import { offsetOf } from "../catalogue/paging";
import { textOf } from "../catalogue/textMatch";
import {
  findPriceTiers,
  priceTiersOf,
  type ProductRecord,
  selectProductRecords,
  type TieredProductRecord,
} from "./rows";
import { productOf, variantOf } from "./toProduct";

/**
 * The products and variants of a shop with these (lower-case) uuids, in the order given, each once; unknown uuids
 * are left out. No details, no variants lists. One statement (two when a variant's product is not among them).
 */
export async function findProducts(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  uuids: readonly string[],
): Promise<Product[]> {
  const wanted = [...new Set(uuids)];
  if (wanted.length === 0) return [];
  const rows = await selectProductRecords(db, shopId, lang)
    .select(priceTiersOf("products").as("tiers"))
    .where("uuid", "in", wanted)
    .execute();
  const products = await productsOf(db, shopId, lang, rows);
  return wanted.flatMap((uuid) => products.get(uuid) ?? []);
}

/**
 * The products of these rows (each with its tiers) as the API answers them, by uuid. A variant takes its product's
 * row from among them, else from one more statement; a variant whose product is gone is left out.
 */
export async function productsOf(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  rows: readonly TieredProductRecord[],
): Promise<Map<string, Product>> {
  const byUuid = new Map<string, ProductRecord>(rows.map((row) => [row.uuid, row]));
  const missingParents = [
    ...new Set(rows.flatMap((row) => (row.parent_uuid && !byUuid.has(row.parent_uuid) ? [row.parent_uuid] : []))),
  ];
  if (missingParents.length > 0) {
    const parents = await selectProductRecords(db, shopId, lang).where("uuid", "in", missingParents).execute();
    for (const parent of parents) byUuid.set(parent.uuid, parent);
  }
  const products = new Map<string, Product>();
  for (const row of rows) {
    const tiers = row.tiers ?? [];
    if (!row.parent_uuid) {
      products.set(row.uuid, productOf(row, lang, tiers));
      continue;
    }
    const parent = byUuid.get(row.parent_uuid);
    if (parent) products.set(row.uuid, variantOf(row, parent, lang, tiers));
  }
  return products;
}

export interface ProductDetails {
  /** The product with its sanitised details and its variants. */
  product: Product;
  /** The variant the uuid named, when it named a variant rather than the product. */
  requestedVariant: Product | null;
}

/** A product's details by its own uuid or by the uuid of one of its variants; undefined when unknown. */
export async function findProductDetails(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  uuid: string,
): Promise<ProductDetails | undefined> {
  const select = () => selectProductRecords(db, shopId, lang, { withDetails: true });
  const row = await select().where("uuid", "=", uuid).executeTakeFirst();
  if (!row) return undefined;
  const parent = row.parent_uuid ? await select().where("uuid", "=", row.parent_uuid).executeTakeFirst() : row;
  if (!parent) return undefined;
  const variants = await selectProductRecords(db, shopId, lang)
    .where("parent_uuid", "=", parent.uuid)
    .orderBy("rank")
    .orderBy("variant_id")
    .execute();
  const tiers = await findPriceTiers(db, shopId, [parent.uuid, ...variants.map((variant) => variant.uuid)]);
  const variantProducts = variants.map((variant) => variantOf(variant, parent, lang, tiers.get(variant.uuid)));
  return {
    product: {
      ...productOf(parent, lang, tiers.get(parent.uuid)),
      details: sanitizeRichText(parent.texts.details ?? ""),
      variants: variantProducts,
    },
    requestedVariant: variantProducts.find((variant) => variant.uuid === row.uuid) ?? null,
  };
}

export interface ProductList {
  products: Product[];
  total: number;
}

export interface ListRequest {
  /** Which products (not variants) the list holds, before its filters. */
  condition: Expression<SqlBool>;
  page: number;
  perPage: number;
  /** Best match first, when given. */
  score?: Expression<number>;
  /** The sort and filters chosen; none when absent. */
  choice?: ListingChoice;
}

/**
 * One page of the shop's products (not variants) that satisfy `condition` and the chosen filters, ordered by the
 * chosen sort (sortKeys), then by `score` (highest first) when given, then rank, then name in the language, then
 * uuid; with the total count. A page beyond the last is an empty list.
 */
export async function listProducts(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  { condition, page, perPage, score, choice = DEFAULT_LISTING }: ListRequest,
): Promise<ProductList> {
  const filtered = filterCondition(choice);
  const counted = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("shop_id", "=", shopId)
    .where("parent_uuid", "is", null)
    .where(condition)
    .where(filtered)
    .executeTakeFirstOrThrow();
  const total = Number(counted.n);
  if (total <= offsetOf(page, perPage)) return { products: [], total };

  let query = selectProductRecords(db, shopId, lang).where("parent_uuid", "is", null).where(condition).where(filtered);
  for (const [key, direction] of sortKeys(choice.sort)) query = query.orderBy(key, direction);
  if (score) query = query.orderBy(score, "desc");
  const rows: ProductRecord[] = await query
    .orderBy("rank")
    .orderBy(textOf(lang, "name"))
    .orderBy("uuid")
    .limit(perPage)
    .offset(offsetOf(page, perPage))
    .execute();
  const tiers = await findPriceTiers(
    db,
    shopId,
    rows.map((row) => row.uuid),
  );
  return { products: rows.map((row) => productOf(row, lang, tiers.get(row.uuid))), total };
}
