import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { ProductGridSettingResolved } from "~/generated/schemas";
import { useProducts } from "~/stores/useProducts";
import type { WidgetProps } from "../../registry/types";
import { ProductList } from "../shared/ProductList";
import { SmartLink } from "../shared/SmartLink";

/**
 * Chosen products in the setting's order. The page brings them with its one batch; any it could not bring are
 * fetched in one batch in the browser (skeleton cards meanwhile); products the shop no longer has are left out.
 */
function ProductGrid({ ukey, setting }: WidgetProps<ProductGridSettingResolved>) {
  const { title, headingLevel, productUuids, columns, moreLink, moreLabel } = setting;
  const Heading = `h${headingLevel}` as const;
  const intl = useIntl();
  const titleId = useId();
  const products = useProducts(productUuids);
  if (products.every((product) => product === null)) return null;
  return (
    <section className="w-product-grid" data-ukey={ukey} aria-labelledby={title ? titleId : undefined}>
      {title || moreLink ? (
        <div className="list-head w-product-grid__head">
          {title ? (
            <Heading className="list-head__title w-product-grid__title" id={titleId}>
              {title}
            </Heading>
          ) : null}
          {moreLink ? (
            <SmartLink link={moreLink} className="list-head__more w-product-grid__more">
              {moreLabel || intl.formatMessage({ id: "catalogue.viewAll" })}
            </SmartLink>
          ) : null}
        </div>
      ) : null}
      <ProductList
        entries={productUuids.map((uuid, index) => ({ key: uuid, product: products[index] }))}
        columns={columns}
        headingLevel={headingLevel === 1 ? 2 : 3}
      />
    </section>
  );
}

export default observer(ProductGrid);
