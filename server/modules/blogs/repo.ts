import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Blog, BlogTexts, CatalogueImage } from "~/generated/schemas";
import { sanitizeRichText } from "~/lib/sanitizeRichText";
import type { ContentLang, Database } from "../../db/schema";
import { imageInLang } from "../catalogue/imageInLang";

interface BlogRecord {
  id: number;
  published_at: string;
  image: CatalogueImage | null;
  texts: Partial<BlogTexts> | null;
}

function selectBlogRecords(db: Kysely<Database>, shopId: number, lang: ContentLang, withContent: boolean) {
  const texts = withContent ? sql`texts -> ${lang}::text` : sql`(texts -> ${lang}::text) - 'content'`;
  return db
    .selectFrom("blogs")
    .select([
      "id",
      sql<string>`to_char(published_at, 'YYYY-MM-DD')`.as("published_at"),
      "image",
      sql<Partial<BlogTexts> | null>`${texts}`.as("texts"),
    ])
    .where("shop_id", "=", shopId);
}

function blogOf(row: BlogRecord, lang: ContentLang): Blog {
  const blog: Blog = {
    blog_id: row.id,
    title: row.texts?.title ?? "",
    excerpt: row.texts?.excerpt ?? "",
    published_at: row.published_at,
  };
  if (row.image) blog.image = imageInLang(row.image, lang);
  if (row.texts?.author) blog.author = row.texts.author;
  if (row.texts?.content !== undefined) blog.content = sanitizeRichText(row.texts.content);
  return blog;
}

/**
 * The shop's blog posts that satisfy `condition` (all when none), by `score` (highest first) when given, then newest
 * first (then highest id), without content; at most `limit` when given.
 */
export async function findBlogs(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  {
    limit,
    offset = 0,
    condition,
    score,
  }: { limit?: number; offset?: number; condition?: Expression<SqlBool>; score?: Expression<number> } = {},
): Promise<Blog[]> {
  let query = selectBlogRecords(db, shopId, lang, false);
  if (condition) query = query.where(condition);
  if (score) query = query.orderBy(score, "desc");
  query = query.orderBy("blogs.published_at", "desc").orderBy("id", "desc");
  if (limit !== undefined) query = query.limit(limit).offset(offset);
  return (await query.execute()).map((row) => blogOf(row, lang));
}

/** The number of the shop's blog posts that satisfy `condition`. */
export async function countBlogs(db: Kysely<Database>, shopId: number, condition: Expression<SqlBool>) {
  const row = await db
    .selectFrom("blogs")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("shop_id", "=", shopId)
    .where(condition)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One blog post with its sanitised content; undefined when the shop has no such post. */
export async function findBlogDetail(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  id: number,
): Promise<Blog | undefined> {
  const row = await selectBlogRecords(db, shopId, lang, true).where("id", "=", id).executeTakeFirst();
  return row && blogOf({ ...row, texts: { content: "", ...row.texts } }, lang);
}
