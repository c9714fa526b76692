import { type Kysely, sql } from "kysely";
import type { CatalogueImage, Category, CategoryTexts } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { imageInLang } from "../catalogue/imageInLang";

/**
 * The shop's categories in one language, ordered by parent, then rank, then id; only those with these ids when
 * `ids` is given (ids of no category of the shop are left out).
 */
export async function findCategories(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  ids?: readonly number[],
): Promise<Category[]> {
  if (ids?.length === 0) return [];
  let query = db
    .selectFrom("categories")
    .select(["id", "slug", "parent_id", "rank", "image", sql<CategoryTexts | null>`texts -> ${lang}::text`.as("texts")])
    .where("shop_id", "=", shopId);
  if (ids) query = query.where("id", "in", [...new Set(ids)]);
  const rows = await query.orderBy("parent_id").orderBy("rank").orderBy("id").execute();
  return rows.map((row) => categoryOf(row, lang));
}

function categoryOf(
  row: {
    id: number;
    slug: string;
    parent_id: number;
    rank: number;
    image: CatalogueImage | null;
    texts: CategoryTexts | null;
  },
  lang: ContentLang,
): Category {
  const category: Category = {
    category_id: row.id,
    category_slug: row.slug,
    _hierarchy_parent_id: row.parent_id,
    _rank_rank: row.rank,
    name: row.texts?.name ?? "",
  };
  if (row.texts?.description) category.description = row.texts.description;
  if (row.image) category.image = imageInLang(row.image, lang);
  return category;
}
