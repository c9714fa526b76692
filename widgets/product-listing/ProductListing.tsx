import { useIntl } from "~/i18n/useIntl";
import type { Category, ProductListingSettingResolved } from "~/generated/schemas";
import { childrenOf } from "~/lib/categoryTree";
import { hasFilters } from "~/lib/listingChosen";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { CategoryLinks } from "../shared/CategoryLinks";
import { LazyListingRefine } from "../shared/LazyListingRefine";
import { Pager } from "../shared/Pager";
import { entriesOf, FIRST_ROW_ON_PHONES, ProductList } from "../shared/ProductList";
import { ThaiText } from "../shared/ThaiText";

function Subcategories({ categories }: { categories: readonly Category[] }) {
  const intl = useIntl();
  if (categories.length === 0) return null;
  return (
    <nav className="w-product-listing__subcategories" aria-label={intl.formatMessage({ id: "category.subcategories" })}>
      <CategoryLinks categories={categories} scrollOnPhones />
    </nav>
  );
}

/**
 * The category of a category page (§2) with its products (those of its subcategories included), paged with
 * p_page (from page 2 on, the heading names the page to screen readers); sorted and filtered as chosen
 * (ListingRefine, once the category has products or filters are chosen); links to its subcategories. Renders nothing
 * on other pages.
 */
export default function ProductListing({ ukey, setting }: WidgetProps<ProductListingSettingResolved>) {
  const { columns, showSubcategories } = setting;
  const intl = useIntl();
  const { otherData } = usePageData();
  const listing = otherData.categoryListing;
  if (!listing) return null;
  const { category, products, paging, refine } = listing;
  const filtered = refine !== undefined && hasFilters(refine.choice);
  const subcategories = showSubcategories ? childrenOf(otherData.productCategories ?? [], category.category_id) : [];
  return (
    <div className="w-product-listing" data-ukey={ukey}>
      <header className="w-product-listing__head">
        <h1 className="w-product-listing__title">
          <ThaiText text={category.name} />
          {paging.page > 1 ? (
            <span className="visually-hidden">
              {" – "}
              {intl.formatMessage({ id: "pager.page" }, { page: paging.page })}
            </span>
          ) : null}
        </h1>
        {category.description ? <p className="w-product-listing__description">{category.description}</p> : null}
      </header>
      <Subcategories categories={subcategories} />
      {refine && (paging.total > 0 || filtered) ? (
        <LazyListingRefine refine={refine} keep={{}} relevance={false} />
      ) : null}
      {products.length > 0 ? (
        <>
          <p className="w-product-listing__count">
            {intl.formatMessage({ id: "catalogue.productCount" }, { count: paging.total })}
          </p>
          <ProductList
            entries={entriesOf(products)}
            columns={columns}
            headingLevel={2}
            priorityCards={FIRST_ROW_ON_PHONES}
          />
        </>
      ) : (
        <p className="w-product-listing__empty">
          {intl.formatMessage({ id: filtered ? "refine.noMatch" : "category.empty" })}
        </p>
      )}
      <Pager paging={paging} param="p_page" label={intl.formatMessage({ id: "pager.productsLabel" })} />
    </div>
  );
}
