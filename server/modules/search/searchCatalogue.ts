import type { Kysely } from "kysely";
import type { SearchResults } from "~/generated/schemas";
import { didYouMean } from "~/lib/didYouMean";
import type { ContentLang, Database } from "../../db/schema";
import { countBlogs, findBlogs } from "../blogs/repo";
import { BLOGS_PER_PAGE, offsetOf, PRODUCTS_PER_PAGE, pagingOf } from "../catalogue/paging";
import { hasFilters } from "~/lib/listingChosen";
import type { ListingChoice } from "~/lib/listingQuery";
import type { ShopAttribute } from "../catalogue/attributeFacets";
import { findFacets } from "../catalogue/listingFacets";
import { listProducts } from "../products/repo";
import { queryWordsOf } from "./searchWords";
import type { ShopIndexCache } from "./shopIndex";
import { findSuggestions } from "./suggestions";
import { searchTermsOf, wordMatch } from "./wordMatch";

export interface SearchRequest {
  /** As typed; it is trimmed here. */
  query: string;
  productPage: number;
  blogPage: number;
  /** The sort and filters of the products (blog posts are not filtered). */
  choice: ListingChoice;
  /** The shop's attributes (the facets count their values). */
  attributes: readonly ShopAttribute[];
}

/**
 * The products and posts found for a trimmed, non-blank text, the products sorted and filtered as chosen (refine
 * answers the choice and the facets of the products found before the filters); null when it finds neither and no
 * filter was chosen (with filters chosen, nothing found is the filters' doing: the shopper removes them rather than
 * looks elsewhere).
 */
async function findFor(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  text: string,
  { productPage, blogPage, choice, attributes }: SearchRequest,
): Promise<SearchResults | null> {
  const words = queryWordsOf(text);
  const terms = words.length > 0 ? await searchTermsOf(db, shopId, words) : null;
  if (!terms) return null;
  const { condition, score } = wordMatch(terms);
  const [products, facets, blogTotal] = await Promise.all([
    listProducts(db, shopId, lang, { condition, page: productPage, perPage: PRODUCTS_PER_PAGE, score, choice }),
    findFacets(db, shopId, condition, choice, { attributes, lang }),
    countBlogs(db, shopId, condition),
  ]);
  if (products.total + blogTotal === 0 && !hasFilters(choice)) return null;
  const blogOffset = offsetOf(blogPage, BLOGS_PER_PAGE);
  const blogs =
    blogTotal > blogOffset
      ? await findBlogs(db, shopId, lang, { condition, score, limit: BLOGS_PER_PAGE, offset: blogOffset })
      : [];
  return {
    query: text,
    products: products.products,
    productPaging: pagingOf(productPage, PRODUCTS_PER_PAGE, products.total),
    blogs,
    blogPaging: pagingOf(blogPage, BLOGS_PER_PAGE, blogTotal),
    refine: { choice, facets },
  };
}

/**
 * Products (not variants) and blog posts that have every word of the query (queryWordsOf: Thai segmented, at most
 * 8 words, in any order) in either language: in the names (titles) or in the categories' names and highlights
 * (excerpts); a word matches whole, as a word's start, inside a word, or, when the shop has it nowhere, as the
 * shop's words it may be a typo of (searchTermsOf, wordMatch). Ranked: more words in the name first, then better
 * matches; then products by rank and name, posts newest first; products sorted and filtered as chosen (findFor).
 * Products are paged 12 a page, posts 6.
 *
 * A query that finds nothing is forgiven (didYouMean over the shop's product and category names: a missing Thai
 * vowel or tone mark, a letter wrong or missing, spaces anywhere): the results are those of what the shopper may
 * have meant, named by `didYouMean`. When that finds nothing either (or the query has no words), the answer has
 * suggestions. A blank query finds nothing. A page beyond the last is an empty list with its paging.
 */
export async function searchCatalogue(
  db: Kysely<Database>,
  shopId: number,
  lang: ContentLang,
  request: SearchRequest,
  searchIndex: ShopIndexCache,
): Promise<SearchResults> {
  const text = request.query.trim();
  const empty: SearchResults = {
    query: text,
    products: [],
    productPaging: pagingOf(request.productPage, PRODUCTS_PER_PAGE, 0),
    blogs: [],
    blogPaging: pagingOf(request.blogPage, BLOGS_PER_PAGE, 0),
  };
  if (text === "") return empty;
  const found = await findFor(db, shopId, lang, text, request);
  if (found) return found;
  const meant = didYouMean(text, (await searchIndex(db, shopId)).texts);
  const forgiven = meant ? await findFor(db, shopId, lang, meant, request) : null;
  if (forgiven && meant) return { ...forgiven, query: text, didYouMean: meant };
  return { ...empty, suggestions: await findSuggestions(db, shopId, lang) };
}
