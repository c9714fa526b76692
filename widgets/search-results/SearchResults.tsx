import { useId } from "react";
import { useIntl } from "react-intl";
import type { Blog, Paging, SearchResultsSetting } from "~/generated/schemas";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { BlogCard } from "../shared/BlogCard";
import { Pager } from "../shared/Pager";
import { entriesOf, ProductList } from "../shared/ProductList";

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

/**
 * The search page's results (§2): products and blog posts for the query, each section with its count, its own
 * pager (p_page and b_page change independently) and its empty state. Renders nothing on other pages.
 */
export default function SearchResults({ ukey, setting }: WidgetProps<SearchResultsSetting>) {
  const { columns = 4, show = "all" } = setting;
  const intl = useIntl();
  const productsHeadingId = useId();
  const results = usePageData().otherData.searchResults;
  if (!results) return null;
  const { query, products, productPaging, blogs, blogPaging } = results;

  if (query.trim() === "") {
    return (
      <div className="w-search-results" data-ukey={ukey}>
        <h1 className="w-search-results__title">{intl.formatMessage({ id: "search.title" })}</h1>
        <p className="w-search-results__empty">{intl.formatMessage({ id: "search.prompt" })}</p>
      </div>
    );
  }

  return (
    <div className="w-search-results" data-ukey={ukey}>
      <h1 className="w-search-results__title">{intl.formatMessage({ id: "search.resultsFor" }, { search: query })}</h1>
      {show !== "blogs" ? (
        <section className="w-search-results__section" aria-labelledby={productsHeadingId}>
          <h2 className="w-search-results__heading" id={productsHeadingId}>
            {intl.formatMessage({ id: "search.products" }, { count: productPaging.total })}
          </h2>
          {products.length > 0 ? (
            <ProductList entries={entriesOf(products)} columns={columns} />
          ) : (
            <p className="w-search-results__empty">
              {intl.formatMessage({ id: "search.noProducts" }, { search: query })}
            </p>
          )}
          <Pager paging={productPaging} param="p_page" label={intl.formatMessage({ id: "pager.productsLabel" })} />
        </section>
      ) : null}
      {show !== "products" ? <BlogResults blogs={blogs} paging={blogPaging} query={query} /> : null}
    </div>
  );
}
