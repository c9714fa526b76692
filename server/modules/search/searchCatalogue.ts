import { type Kysely, sql } from "kysely";
import type { SearchResults } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { countBlogs, findBlogs } from "../blogs/repo";
import { BLOGS_PER_PAGE, offsetOf, PRODUCTS_PER_PAGE, pagingOf } from "../catalogue/paging";
import { containsPattern, matches, textOf } from "../catalogue/textMatch";
import { listProducts } from "../products/repo";

export interface SearchRequest {
  /** As typed; it is trimmed here. */
  query: string;
  productPage: number;
  blogPage: number;
}

/**
 * Products (not variants) whose name or highlight, and blog posts whose title or excerpt, contain the query in
 * the language, ignoring case; % and _ are literal. Products are paged 12 a page (rank, then name), blog posts 6
 * (newest first). An empty query finds nothing; a page beyond the last is an empty list with its paging.
 */
export async function searchCatalogue(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  { query, productPage, blogPage }: SearchRequest,
): Promise<SearchResults> {
  const text = query.trim();
  if (text === "") {
    return {
      query: text,
      products: [],
      productPaging: pagingOf(productPage, PRODUCTS_PER_PAGE, 0),
      blogs: [],
      blogPaging: pagingOf(blogPage, BLOGS_PER_PAGE, 0),
    };
  }
  const pattern = containsPattern(text);
  const productMatch = sql<boolean>`(${matches(textOf(lang, "name"), pattern)} OR ${matches(textOf(lang, "highlight"), pattern)})`;
  const blogMatch = sql<boolean>`(${matches(textOf(lang, "title"), pattern)} OR ${matches(textOf(lang, "excerpt"), pattern)})`;

  const [products, blogTotal] = await Promise.all([
    listProducts(db, shopId, lang, productMatch, productPage, PRODUCTS_PER_PAGE),
    countBlogs(db, shopId, blogMatch),
  ]);
  const blogOffset = offsetOf(blogPage, BLOGS_PER_PAGE);
  const blogs =
    blogTotal > blogOffset
      ? await findBlogs(db, shopId, lang, { condition: blogMatch, limit: BLOGS_PER_PAGE, offset: blogOffset })
      : [];
  return {
    query: text,
    products: products.products,
    productPaging: pagingOf(productPage, PRODUCTS_PER_PAGE, products.total),
    blogs,
    blogPaging: pagingOf(blogPage, BLOGS_PER_PAGE, blogTotal),
  };
}
