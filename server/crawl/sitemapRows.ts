import type { Kysely } from "kysely";
import type { PageHead } from "~/generated/schemas";
import { blogPath, categoryPath, productPath } from "~/lib/catalogPaths";
import { isDemoSection } from "~/lib/demoSection";
import { isBlankSection } from "~/lib/pageLayout";
import { readShop } from "../db/shopScope";
import type { Database } from "../db/schema";

/** A page of the shop's site, without language prefix, and when it last changed. */
export interface SitePath {
  path: string;
  updatedAt: Date;
}

/** The site paths a sitemap lists, by type: what shoppers can reach, each in both languages. */
export interface ShopSitePaths {
  pages: SitePath[];
  products: SitePath[];
  categories: SitePath[];
  blogs: SitePath[];
}

/** A page whose own head asks robots not to index it (meta_manual robots or googlebot "noindex"). */
function asksNoIndex(head: PageHead): boolean {
  return (head.meta_manual ?? []).some(
    (meta) => /^(robots|googlebot)$/i.test(meta.name) && /\bnoindex\b/i.test(meta.content),
  );
}

/**
 * Stored pages that answer 200 (no redirect) in both languages, neither in the demo section nor in the dev and
 * preset sections, nor asking not to be indexed; as they are published (the pages table holds what shoppers see).
 */
async function readPages(db: Kysely<Database>): Promise<SitePath[]> {
  const rows = await db
    .selectFrom("pages")
    .select(["path", "updated_at", "page_head", "http_status_code", "redirect_url"])
    .orderBy("path")
    .orderBy("lang")
    .execute();
  const byPath = new Map<string, typeof rows>();
  for (const row of rows) byPath.set(row.path, [...(byPath.get(row.path) ?? []), row]);
  return [...byPath]
    .filter(([path, langs]) => {
      const open = langs.every(
        (row) => row.http_status_code === 200 && row.redirect_url === null && !asksNoIndex(row.page_head),
      );
      return open && langs.length === 2 && !isDemoSection(path) && !isBlankSection(path);
    })
    .map(([path, langs]) => ({
      path,
      updatedAt: new Date(Math.max(...langs.map((row) => new Date(row.updated_at).getTime()))),
    }));
}

const sitePath = (path: string, updatedAt: Date): SitePath => ({ path, updatedAt: new Date(updatedAt) });

/** The shop's pages, products (not their variants: each has its product's page), categories and blog posts. */
export function readSitePaths(db: Kysely<Database>, shopId: number): Promise<ShopSitePaths> {
  return readShop(db, shopId, async (trx) => {
    const pages = await readPages(trx);
    const products = await trx
      .selectFrom("products")
      .select(["slug", "uuid", "updated_at"])
      .where("parent_uuid", "is", null)
      .orderBy("rank")
      .orderBy("uuid")
      .execute();
    const categories = await trx
      .selectFrom("categories")
      .select(["slug", "id", "updated_at"])
      .orderBy("parent_id")
      .orderBy("rank")
      .orderBy("id")
      .execute();
    const blogs = await trx
      .selectFrom("blogs")
      .select(["id", "updated_at"])
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return {
      pages,
      products: products.map((row) =>
        sitePath(productPath({ uuid: row.uuid, slug: row.slug ?? "", id: null, parent: null }), row.updated_at),
      ),
      categories: categories.map((row) =>
        sitePath(categoryPath({ category_slug: row.slug, category_id: row.id }), row.updated_at),
      ),
      blogs: blogs.map((row) => sitePath(blogPath(row.id), row.updated_at)),
    };
  });
}
