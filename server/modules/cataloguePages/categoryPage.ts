import { sql } from "kysely";
import { findCategories } from "../categories/repo";
import { parseListingQuery } from "~/lib/listingQuery";
import { attributeKeysOf, findAttributes } from "../catalogue/attributeFacets";
import { findFacets } from "../catalogue/listingFacets";
import { PRODUCTS_PER_PAGE, pageNumberOf, pagingOf } from "../catalogue/paging";
import { listProducts } from "../products/repo";
import { categoryTrail, descendantIds } from "~/lib/categoryTree";
import { type CategoryPathMatch, categoryPath } from "~/lib/catalogPaths";
import {
  type CataloguePageContext,
  canonicalRedirect,
  categoryCrumbs,
  GENERATED_PAGE_SETTING,
  type GeneratedPage,
} from "./context";
import { labelsOf } from "./labels";
import { breadcrumbListLd } from "./ldJson";
import { categoryPageTree } from "./templates";

/**
 * The page of a category (§2): the products of the category and of every category below it, each once, by rank
 * then name (or as sort and the filters choose: parseListingQuery, the shop's attributes too, a wrong one left at its
 * default), 12 a page (p_page; not a positive integer = 1; beyond the last = an empty list; page 2 on titled so), with every category
 * of the shop for the tree. Undefined (404) for a category the shop does not have; a permanent redirect to the
 * category's path when the path names it by another slug.
 */
export async function categoryPage(
  context: CataloguePageContext,
  { id, slug }: CategoryPathMatch,
): Promise<GeneratedPage | undefined> {
  const { db, shopId, lang, urls } = context;
  const [categories, attributes] = await Promise.all([findCategories(db, shopId, lang), findAttributes(db, shopId)]);
  const category = categories.find((candidate) => candidate.category_id === id);
  if (!category) return undefined;
  if (slug !== category.category_slug) return canonicalRedirect(context, categoryPath(category));

  const ids = descendantIds(categories, id);
  const page = pageNumberOf(context.query.p_page);
  const condition = sql<boolean>`category_ids && ARRAY[${sql.join(ids)}]::integer[]`;
  const { choice } = parseListingQuery(context.query, attributeKeysOf(attributes));
  const [{ products, total }, facets] = await Promise.all([
    listProducts(db, shopId, lang, { condition, page, perPage: PRODUCTS_PER_PAGE, choice }),
    findFacets(db, shopId, condition, choice, { attributes, lang }),
  ]);
  const breadcrumbs = categoryCrumbs(lang, categoryTrail(categories, id));
  const description = category.description;
  // page 2 on is its own page in tabs, history and search results (issue 25)
  const title = page > 1 ? labelsOf(lang).pageOf(category.name, page) : category.name;

  return {
    pageSetting: GENERATED_PAGE_SETTING,
    pageHead: {
      title,
      ...(description ? { description } : {}),
      og: {
        title,
        ...(description ? { description } : {}),
        ...(category.image ? { image: urls.asset(category.image.src) } : {}),
        type: "website",
      },
      ld_json: breadcrumbListLd(breadcrumbs, urls),
    },
    pageComponent: { children: categoryPageTree() },
    otherData: {
      categoryListing: {
        category,
        products,
        paging: pagingOf(page, PRODUCTS_PER_PAGE, total),
        refine: { choice, facets },
      },
      productCategories: categories,
      breadcrumbs,
    },
  };
}
