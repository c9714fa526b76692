import { observer } from "mobx-react-lite";
import { useEffect } from "react";
import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Breadcrumb, PageOtherData, Product, ProductDetailSettingResolved } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { categoryPath, parseCategoryPath, parseProductPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { usePageData } from "~/renderer/pageData";
import { useStores } from "~/stores/StoreProvider";
import type { WidgetProps } from "../../registry/types";
import { Badges } from "../shared/Badges";
import { RichText } from "../shared/RichText";
import { ThaiText } from "../shared/ThaiText";
import { Gallery } from "./Gallery";
import { PurchasePanel } from "./PurchasePanel";
import { VariantPicker } from "./VariantPicker";

/**
 * The variant the URL names: by variant id (/product/{parentSlug}/{parentUuid}/{variantId}) or by the variant's own
 * uuid; else the first variant; the product itself when it has none.
 */
export function selectedVariant(product: Product, path: string): Product {
  const variants = product.variants ?? [];
  const match = parseProductPath(path);
  const named = match
    ? variants.find((variant) =>
        match.variantId !== null ? variant.id === match.variantId : variant.uuid === match.uuid,
      )
    : undefined;
  return named ?? variants[0] ?? product;
}

/**
 * Links to the product's categories: its own among the categories the page brought, else the category steps of
 * the page's breadcrumbs (home > categories > product).
 */
export function categoryLinks(product: Product, otherData: PageOtherData): Breadcrumb[] {
  const own = (otherData.productCategories ?? []).filter((category) =>
    product.category_ids.includes(category.category_id),
  );
  if (own.length > 0) return own.map((category) => ({ label: category.name, url: categoryPath(category) }));
  return (otherData.breadcrumbs ?? []).filter((crumb) => parseCategoryPath(crumb.url) !== null);
}

function ProductCategories({ categories }: { categories: readonly Breadcrumb[] }) {
  const intl = useIntl();
  const lang = useLang();
  if (categories.length === 0) return null;
  return (
    <div className="w-product-detail__categories">
      <span className="w-product-detail__categories-label">{intl.formatMessage({ id: "product.categories" })}</span>
      <ul className="w-product-detail__category-list">
        {categories.map((category) => (
          <li key={category.url}>
            <Link to={localizeHref(category.url, lang)}>{category.label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The product of a product page (§2): gallery, badges, name, highlight, variant choice (from the URL), price for
 * the chosen quantity with the tier table, stock and order limits, details and categories. Records the product in
 * the shopper's recently viewed list. Renders nothing on pages without product details.
 */
function ProductDetail({ ukey, setting }: WidgetProps<ProductDetailSettingResolved>) {
  const { showTierTable, showCategories } = setting;
  const intl = useIntl();
  const { path, otherData } = usePageData();
  const { recentlyViewed } = useStores();
  const product = otherData.productDetails;
  // The list shows a product once, whichever variant was viewed: record the parent.
  const viewedUuid = product ? (product.parent?.uuid ?? product.uuid) : null;
  useEffect(() => {
    if (viewedUuid) recentlyViewed.record(viewedUuid);
  }, [viewedUuid, recentlyViewed]);

  if (!product) return null;
  const selected = selectedVariant(product, path);
  const variants = product.variants ?? [];
  const images = selected.images.length > 0 ? selected.images : product.images;
  const categories = showCategories ? categoryLinks(product, otherData) : [];

  return (
    <article className="w-product-detail" data-ukey={ukey}>
      <div className="w-product-detail__top">
        <Gallery key={selected.uuid} images={images} />
        <div className="w-product-detail__info">
          <Badges product={selected} className="w-product-detail__badges" />
          <h1 className="w-product-detail__name">
            <ThaiText text={product.name} />
          </h1>
          {product.highlight ? <p className="w-product-detail__highlight">{product.highlight}</p> : null}
          {variants.length > 0 ? <VariantPicker variants={variants} selected={selected} /> : null}
          <PurchasePanel product={selected} showTierTable={showTierTable} />
          <ProductCategories categories={categories} />
        </div>
      </div>
      {product.details ? (
        <section className="w-product-detail__details" aria-labelledby={`${ukey}-details`}>
          <h2 className="w-product-detail__details-title" id={`${ukey}-details`}>
            {intl.formatMessage({ id: "product.details" })}
          </h2>
          {/* product.details is sanitised rich text from the shop API (sanitised when the catalogue is served). */}
          <RichText className="w-product-detail__details-text" html={product.details} />
        </section>
      ) : null}
    </article>
  );
}

export default observer(ProductDetail);
