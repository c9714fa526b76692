import type { InsertObject, Transaction } from "kysely";
import type { CatalogueDocument, CatalogueProduct, PriceTier } from "~/generated/schemas";
import { jsonb } from "../db/jsonb";
import type { Database, ProductAttributeValues } from "../db/schema";
import { productSearchTexts } from "../modules/search/productSearchTexts";
import { searchDocumentOf, vocabularyOf } from "../modules/search/searchWords";

const INSERT_CHUNK = 200;

type Row<Table extends keyof Database> = InsertObject<Database, Table>;

/**
 * Replaces the shop's catalogue (attributes, categories, products with their variants and price tiers, blog posts) inside the
 * import transaction. A document without a catalogue leaves the shop with an empty one. The document has been
 * validated (validateCatalogue) before; rich text is stored as written and sanitised when answered.
 */
export async function writeCatalogue(
  trx: Transaction<Database>,
  shopId: number,
  catalogue: CatalogueDocument | undefined,
): Promise<void> {
  // Tiers and variant rows go with their product (ON DELETE CASCADE).
  await trx.deleteFrom("products").where("shop_id", "=", shopId).execute();
  await trx.deleteFrom("categories").where("shop_id", "=", shopId).execute();
  await trx.deleteFrom("blogs").where("shop_id", "=", shopId).execute();
  await trx.deleteFrom("search_vocabulary").where("shop_id", "=", shopId).execute();
  await trx.deleteFrom("product_attributes").where("shop_id", "=", shopId).execute();
  if (!catalogue) return;

  const attributeRows = (catalogue.attributes ?? []).map(
    (attribute): Row<"product_attributes"> => ({
      shop_id: shopId,
      key: attribute.key,
      rank: attribute.rank,
      texts: jsonb(attribute.texts),
      values: jsonb(attribute.values),
    }),
  );
  await inChunks(attributeRows, (chunk) => trx.insertInto("product_attributes").values(chunk).execute());

  const categoryRows = catalogue.categories.map(
    (category): Row<"categories"> => ({
      shop_id: shopId,
      id: category.id,
      slug: category.slug,
      parent_id: category.parentId,
      rank: category.rank,
      image: category.image ? jsonb(category.image) : null,
      texts: jsonb(category.texts),
    }),
  );
  await inChunks(categoryRows, (chunk) => trx.insertInto("categories").values(chunk).execute());

  const searchTexts = productSearchTexts(catalogue.categories);
  const productRows = catalogue.products.map((product) => ({
    ...productRow(shopId, product),
    search_name: searchDocumentOf(searchTexts.names(product)),
    search_more: searchDocumentOf(searchTexts.more(product)),
  }));
  const variantRows = catalogue.products.flatMap((product) =>
    (product.variants ?? []).map(
      (variant, index): Row<"products"> => ({
      shop_id: shopId,
      uuid: variant.uuid,
      parent_uuid: product.uuid,
      variant_id: variant.id,
      slug: null,
      sku: variant.sku ?? null,
      rank: index,
      images: jsonb(variant.images ?? []),
      price: variant.price,
      stock: variant.stock ?? null,
      min_order: variant.minOrder ?? 1,
      max_order: variant.maxOrder ?? null,
      texts: jsonb(variant.texts),
    }),
    ),
  );
  // Products first: variant rows reference them.
  await inChunks(productRows, (chunk) => trx.insertInto("products").values(chunk).execute());
  await inChunks(variantRows, (chunk) => trx.insertInto("products").values(chunk).execute());

  const tierRows = catalogue.products.flatMap((product) => [
    ...tiersOf(shopId, product.uuid, product.priceTiers),
    ...(product.variants ?? []).flatMap((variant) => tiersOf(shopId, variant.uuid, variant.priceTiers)),
  ]);
  await inChunks(tierRows, (chunk) => trx.insertInto("product_price_tiers").values(chunk).execute());

  const blogRows = catalogue.blogs.map(
    (blog) =>
      ({
      shop_id: shopId,
      id: blog.id,
      published_at: blog.publishedAt,
      image: blog.image ? jsonb(blog.image) : null,
      texts: jsonb(blog.texts),
      search_name: searchDocumentOf([blog.texts.th.title, blog.texts.en.title]),
      search_more: searchDocumentOf([blog.texts.th.excerpt, blog.texts.en.excerpt]),
    }) satisfies Row<"blogs">,
  );
  await inChunks(blogRows, (chunk) => trx.insertInto("blogs").values(chunk).execute());

  const vocabulary = vocabularyOf([...productRows, ...blogRows].flatMap((row) => [row.search_name, row.search_more]));
  await inChunks(
    vocabulary.map((word) => ({ shop_id: shopId, word })),
    (chunk) => trx.insertInto("search_vocabulary").values(chunk).execute(),
  );
}

function productRow(shopId: number, product: CatalogueProduct): Row<"products"> {
  return {
    shop_id: shopId,
    uuid: product.uuid,
    parent_uuid: null,
    variant_id: null,
    slug: product.slug,
    sku: product.sku ?? null,
    brand: product.brand ?? null,
    rank: product.rank ?? 0,
    category_ids: product.categoryIds,
    images: jsonb(product.images),
    badge_hot: product.badges?.hot ?? false,
    badge_new: product.badges?.new ?? false,
    badge_suggest: product.badges?.suggest ?? false,
    preorder: product.preorder ?? false,
    price: product.price,
    stock: product.stock ?? null,
    min_order: product.minOrder ?? 1,
    max_order: product.maxOrder ?? null,
    texts: jsonb(product.texts),
    attributes: jsonb(attributeValuesOf(product)),
  };
}

/** A product's attribute values as stored: each a list ("oolong" -> ["oolong"]). */
function attributeValuesOf(product: CatalogueProduct): ProductAttributeValues {
  return Object.fromEntries(
    Object.entries(product.attributes ?? {}).map(([key, values]) => [key, typeof values === "string" ? [values] : values]),
  );
}

function tiersOf(
  shopId: number,
  productUuid: string,
  tiers: PriceTier[] | undefined,
): Row<"product_price_tiers">[] {
  return (tiers ?? []).map((tier, position) => ({
    shop_id: shopId,
    product_uuid: productUuid,
    position,
    quantity_min: tier.quantity_min,
    quantity_max: tier.quantity_max,
    price: tier.price,
  }));
}

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await insert(rows.slice(start, start + INSERT_CHUNK));
  }
}
