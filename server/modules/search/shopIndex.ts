import { type Kysely, sql } from "kysely";
import { LRUCache } from "lru-cache";
import { categoryPath, productPath } from "~/lib/catalogPaths";
import { type PreparedText, prepareText } from "~/lib/forgivingMatch";
import type { ContentLang, Database } from "../../db/schema";

/** A product or category as the header's suggestions list it, in both languages. */
export interface IndexEntry {
  names: Record<ContentLang, string>;
  /** The site path without a language prefix. */
  path: string;
  /** Its names, prepared for forgiving matching (forgivingMatch). */
  texts: PreparedText[];
}

/** A shop's products (not variants) and categories, each in the shop's order (rank). */
export interface ShopIndex {
  products: IndexEntry[];
  categories: IndexEntry[];
  /** Every name, for "did you mean". */
  texts: PreparedText[];
}

/** How long a shop's index is used before it is read again: the shop API's shared-cache minute. */
export const SHOP_INDEX_TTL_MS = 60_000;

/** The most shops whose index is kept (the least recently used go first). */
export const SHOP_INDEX_SHOPS = 200;

const entry = (names: Record<ContentLang, string>, path: string): IndexEntry => ({
  names,
  path,
  texts: [prepareText(names.th), prepareText(names.en)],
});

/** Reads a shop's index (two statements) on a database handle scoped to the shop (withShop, readShop). */
export async function readShopIndex(scoped: Kysely<Database>, shopId: number): Promise<ShopIndex> {
  const [products, categories] = await Promise.all([
    scoped
      .selectFrom("products")
      .select([
        "uuid",
        "slug",
        sql<string>`texts #>> '{th,name}'`.as("th"),
        sql<string>`texts #>> '{en,name}'`.as("en"),
      ])
      .where("shop_id", "=", shopId)
      .where("parent_uuid", "is", null)
      .orderBy("rank")
      .orderBy("uuid")
      .execute(),
    scoped
      .selectFrom("categories")
      .select(["id", "slug", sql<string>`texts #>> '{th,name}'`.as("th"), sql<string>`texts #>> '{en,name}'`.as("en")])
      .where("shop_id", "=", shopId)
      .orderBy("parent_id")
      .orderBy("rank")
      .orderBy("id")
      .execute(),
  ]);
  const productEntries = products.map((row) =>
    entry(
      { th: row.th ?? "", en: row.en ?? "" },
      productPath({ uuid: row.uuid, slug: row.slug ?? "", id: null, parent: null }),
    ),
  );
  const categoryEntries = categories.map((row) =>
    entry({ th: row.th ?? "", en: row.en ?? "" }, categoryPath({ category_slug: row.slug, category_id: row.id })),
  );
  return {
    products: productEntries,
    categories: categoryEntries,
    texts: [...productEntries, ...categoryEntries].flatMap((found) => found.texts),
  };
}

/**
 * A shop's index by its id, read at most once a SHOP_INDEX_TTL_MS (concurrent calls share one read), through the
 * caller's handle scoped to that shop (a transaction it is in: a second connection could wait on it).
 */
export type ShopIndexCache = (scoped: Kysely<Database>, shopId: number) => Promise<ShopIndex>;

/** One per shop API (or in-process shop data): its entries belong to that one database. */
export function createShopIndexCache(): ShopIndexCache {
  const indexes = new LRUCache<number, ShopIndex, Kysely<Database>>({
    max: SHOP_INDEX_SHOPS,
    ttl: SHOP_INDEX_TTL_MS,
    fetchMethod: (shopId, _stale, { context }) => readShopIndex(context, shopId),
    ignoreFetchAbort: true,
  });
  return async (scoped, shopId) => {
    const index = await indexes.fetch(shopId, { context: scoped });
    if (!index) throw new Error(`no search index for shop ${shopId}`);
    return index;
  };
}
