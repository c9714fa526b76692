import type { Kysely } from "kysely";
import type { SearchResults } from "~/generated/schemas";
import type { ContentLang, Database } from "../../db/schema";
import { countBlogs, findBlogs } from "../blogs/repo";
import { BLOGS_PER_PAGE, offsetOf, PRODUCTS_PER_PAGE, pagingOf } from "../catalogue/paging";
import { chosenFilters, type ListingChoice } from "~/lib/listingQuery";
import { findFacets } from "../catalogue/listingSql";
import { listProducts } from "../products/repo";
import { queryWordsOf } from "./searchWords";
import { findSuggestions } from "./suggestions";
import { searchTermsOf, wordMatch } from "./wordMatch";

export interface SearchRequest {
  /** As typed; it is trimmed here. */
  query: string;
  productPage: number;
  blogPage: number;
  /** The sort and filters of the products (blog posts are not filtered). */
  choice: ListingChoice;
}

/**
 * Products (not variants) and blog posts that have every word of the query (queryWordsOf: Thai segmented, at most
 * 8 words, in any order) in either language: in the names (titles) or in the categories' names and highlights
 * (excerpts); a word matches whole, as a word's start, inside a word, or, when the shop has it nowhere, as the
 * shop's words it may be a typo of (searchTermsOf, wordMatch). Ranked: more words in the name first, then better
 * matches; then products by rank and name, posts newest first. Products are sorted and filtered as chosen (listProducts; refine answers the choice and the facets of the
 * products found before the filters), and paged 12 a page, posts 6. A blank query finds nothing; a query that finds nothing (or has no words) also answers
 * suggestions, unless filters were chosen. A page beyond the last is an empty list with its paging.
 */
export async function searchCatalogue(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  { query, productPage, blogPage, choice }: SearchRequest,
): Promise<SearchResults> {
  const text = query.trim();
  const words = queryWordsOf(text);
  const results: SearchResults = {
    query: text,
    products: [],
    productPaging: pagingOf(productPage, PRODUCTS_PER_PAGE, 0),
    blogs: [],
    blogPaging: pagingOf(blogPage, BLOGS_PER_PAGE, 0),
  };
  if (text === "") return results;
  const terms = words.length > 0 ? await searchTermsOf(db, shopId, words) : null;
  if (!terms) return { ...results, suggestions: await findSuggestions(db, shopId, lang) };

  const { condition, score } = wordMatch(terms);
  const [products, facets, blogTotal] = await Promise.all([
    listProducts(db, shopId, lang, { condition, page: productPage, perPage: PRODUCTS_PER_PAGE, score, choice }),
    findFacets(db, shopId, condition, choice),
    countBlogs(db, shopId, condition),
  ]);
  const blogOffset = offsetOf(blogPage, BLOGS_PER_PAGE);
  const blogs =
    blogTotal > blogOffset
      ? await findBlogs(db, shopId, lang, { condition, score, limit: BLOGS_PER_PAGE, offset: blogOffset })
      : [];
  const found: SearchResults = {
    ...results,
    products: products.products,
    productPaging: pagingOf(productPage, PRODUCTS_PER_PAGE, products.total),
    blogs,
    blogPaging: pagingOf(blogPage, BLOGS_PER_PAGE, blogTotal),
    refine: { choice, facets },
  };
  // with filters chosen, nothing found is the filters' doing: the shopper removes them rather than looks elsewhere
  if (products.total + blogTotal > 0 || chosenFilters(choice).length > 0) return found;
  return { ...found, suggestions: await findSuggestions(db, shopId, lang) };
}
