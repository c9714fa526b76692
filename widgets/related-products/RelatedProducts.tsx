import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { RelatedProductsSettingResolved } from "~/generated/schemas";
import { usePageData } from "~/renderer/pageData";
import type { WidgetProps } from "../../registry/types";
import { ProductList } from "../shared/ProductList";

/**
 * On a product page, other products of its categories (those in stock first, as the page brings them), `limit` of
 * them under a heading. Renders nothing where the page brings none: on other pages, or for a product alone in its
 * categories.
 */
export default function RelatedProducts({ ukey, setting }: WidgetProps<RelatedProductsSettingResolved>) {
  const { title, limit } = setting;
  const intl = useIntl();
  const titleId = useId();
  const products = (usePageData().otherData.relatedProducts ?? []).slice(0, limit);
  if (products.length === 0) return null;
  return (
    <section className="w-related-products" data-ukey={ukey} aria-labelledby={titleId}>
      <h2 className="w-related-products__title" id={titleId}>
        {title || intl.formatMessage({ id: "relatedProducts.title" })}
      </h2>
      <ProductList entries={products.map((product) => ({ key: product.uuid, product }))} columns={4} />
    </section>
  );
}
