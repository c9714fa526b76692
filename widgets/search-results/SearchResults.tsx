import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Blog, Paging, SearchResultsSettingResolved, SearchSuggestions } from "~/generated/schemas";
import { hasFilters } from "~/lib/listingChosen";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { BlogCard } from "../shared/BlogCard";
import { CategoryLinks } from "../shared/CategoryLinks";
import { LazyListingRefine } from "../shared/LazyListingRefine";
import { PageSearchForm } from "../shared/PageSearchForm";
import { Pager } from "../shared/Pager";
import { entriesOf, FIRST_ROW_ON_PHONES, ProductList } from "../shared/ProductList";

function BlogResults({ blogs, paging, query }: { blogs: readonly Blog[]; paging: Paging; query: string }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section className="w-search-results__section" aria-labelledby={headingId}>
      <h2 className="w-search-results__heading" id={headingId}>
        {intl.formatMessage({ id: "search.blogs" }, { count: paging.total })}
      </h2>
      {blogs.length > 0 ? (
        <ul className="w-search-results__blogs">
          {blogs.map((blog) => (
            <li key={blog.blog_id}>
              <BlogCard blog={blog} showImage={false} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="w-search-results__empty">{intl.formatMessage({ id: "search.noBlogs" }, { search: query })}</p>
      )}
      <Pager paging={paging} param="b_page" label={intl.formatMessage({ id: "pager.blogsLabel" })} />
    </section>
  );
}

/** Where to look when nothing was found: the top-level categories as links, then the popular products. */
function Suggestions({ suggestions, columns }: { suggestions: SearchSuggestions; columns: number }) {
  const intl = useIntl();
  const categoriesHeadingId = useId();
  const productsHeadingId = useId();
  return (
    <>
      {suggestions.categories.length > 0 ? (
        <nav className="w-search-results__section" aria-labelledby={categoriesHeadingId}>
          <h2 className="w-search-results__heading" id={categoriesHeadingId}>
            {intl.formatMessage({ id: "search.suggestedCategories" })}
          </h2>
          <CategoryLinks categories={suggestions.categories} />
        </nav>
      ) : null}
      {suggestions.products.length > 0 ? (
        <section className="w-search-results__section" aria-labelledby={productsHeadingId}>
          <h2 className="w-search-results__heading" id={productsHeadingId}>
            {intl.formatMessage({ id: "search.suggestedProducts" })}
          </h2>
          <ProductList entries={entriesOf(suggestions.products)} columns={columns} />
        </section>
      ) : null}
    </>
  );
}

/**
 * The search page's results (§2): products and blog posts for the query, each section with its count, its own
 * pager (p_page and b_page change independently) and its empty state; the products sorted and filtered as chosen
 * (ListingRefine). When nothing at all was found, one message and the answer's suggestions (categories, popular
 * products) instead; when the results are those of a close spelling (didYouMean), a line says so. A search box under
 * the title (and on the empty search page) searches again. Renders nothing on other pages.
 */
export default function SearchResults({ ukey, setting }: WidgetProps<SearchResultsSettingResolved>) {
  const { columns, show } = setting;
  const intl = useIntl();
  const productsHeadingId = useId();
  const searchId = useId();
  const results = usePageData().otherData.searchResults;
  if (!results) return null;
  const { query, products, productPaging, blogs, blogPaging, suggestions, refine, didYouMean } = results;
  const searchBox = <PageSearchForm id={searchId} query={query} className="w-search-results__search" />;

  if (query.trim() === "") {
    return (
      <div className="w-search-results" data-ukey={ukey}>
        <h1 className="w-search-results__title">{intl.formatMessage({ id: "search.title" })}</h1>
        <p className="w-search-results__empty">{intl.formatMessage({ id: "search.prompt" })}</p>
        {searchBox}
      </div>
    );
  }

  const title = (
    <>
      <h1 className="w-search-results__title">{intl.formatMessage({ id: "search.resultsFor" }, { search: query })}</h1>
      {searchBox}
      {didYouMean ? (
        <p className="w-search-results__meant">
          {intl.formatMessage({ id: "search.didYouMean" }, { search: query, meant: didYouMean })}
        </p>
      ) : null}
    </>
  );
  if (suggestions) {
    return (
      <div className="w-search-results" data-ukey={ukey}>
        {title}
        <p className="w-search-results__empty">
          {intl.formatMessage({ id: "search.nothingFound" }, { search: query })}
        </p>
        <Suggestions suggestions={suggestions} columns={columns} />
      </div>
    );
  }

  return (
    <div className="w-search-results" data-ukey={ukey}>
      {title}
      {show !== "blogs" ? (
        <section className="w-search-results__section" aria-labelledby={productsHeadingId}>
          <h2 className="w-search-results__heading" id={productsHeadingId}>
            {intl.formatMessage({ id: "search.products" }, { count: productPaging.total })}
          </h2>
          {refine ? <LazyListingRefine refine={refine} keep={{ q: query }} relevance /> : null}
          {products.length > 0 ? (
            <ProductList entries={entriesOf(products)} columns={columns} priorityCards={FIRST_ROW_ON_PHONES} />
          ) : (
            <p className="w-search-results__empty">
              {refine && hasFilters(refine.choice)
                ? intl.formatMessage({ id: "refine.noMatch" })
                : intl.formatMessage({ id: "search.noProducts" }, { search: query })}
            </p>
          )}
          <Pager paging={productPaging} param="p_page" label={intl.formatMessage({ id: "pager.productsLabel" })} />
        </section>
      ) : null}
      {show !== "products" ? <BlogResults blogs={blogs} paging={blogPaging} query={query} /> : null}
    </div>
  );
}
