import { parseListingQuery } from "~/lib/listingQuery";
import { attributeKeysOf, findAttributes } from "../catalogue/attributeFacets";
import { pageNumberOf } from "../catalogue/paging";
import { searchCatalogue } from "../search/searchCatalogue";
import { type CataloguePageContext, GENERATED_PAGE_SETTING, type GeneratedPage } from "./context";
import { labelsOf } from "./labels";
import { searchPageTree } from "./templates";

/** Longest query searched: as GET /api/search allows (a longer q from the address bar is cut, not refused). */
const MAX_QUERY = 200;

/**
 * The search page (/search?q=&p_page=&b_page=): searchResults as GET /api/search answers them; no q = empty
 * results, a page number that is not a positive integer = 1, a wrong sort or filter is left at its default. The
 * title names the query.
 */
export async function searchPage(context: CataloguePageContext): Promise<GeneratedPage> {
  const { db, shopId, lang, query, searchIndex } = context;
  const attributes = await findAttributes(db, shopId);
  const searchResults = await searchCatalogue(
    db,
    shopId,
    lang,
    {
      query: (query.q ?? "").slice(0, MAX_QUERY),
      productPage: pageNumberOf(query.p_page),
      blogPage: pageNumberOf(query.b_page),
      choice: parseListingQuery(query, attributeKeysOf(attributes)).choice,
      attributes,
    },
    searchIndex,
  );
  const labels = labelsOf(lang);
  const title = searchResults.query ? labels.searchFor(searchResults.query) : labels.search;
  return {
    pageSetting: GENERATED_PAGE_SETTING,
    pageHead: { title, og: { title, type: "website" } },
    pageComponent: { children: searchPageTree() },
    otherData: { searchResults },
  };
}
