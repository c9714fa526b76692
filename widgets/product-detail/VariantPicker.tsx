import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Product } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { useLang } from "~/i18n/useLang";
import { productPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { unitPriceForQuantity } from "~/lib/priceTier";

/** History state of a variant change: the URL changes but the page does not scroll to top (§2 scroll rules). */
export const SUB_PRODUCT_CHANGE_STATE = { subProductChange: true } as const;

/**
 * The variants of a product as links to their own URLs (/product/{parentSlug}/{parentUuid}/{variantId}), each with
 * its label and price, the chosen one marked current. Links work before the page is interactive; once it is,
 * they navigate client-side without scrolling and with the sub-product-change history state, replacing the
 * history entry (Back leaves the product rather than stepping through its sizes).
 */
export function VariantPicker({ variants, selected }: { variants: readonly Product[]; selected: Product }) {
  const intl = useIntl();
  const lang = useLang();
  const labelId = useId();
  return (
    <div className="w-product-detail__variants">
      <p className="w-product-detail__variants-label" id={labelId}>
        {intl.formatMessage({ id: "product.variants" })}
      </p>
      <ul className="w-product-detail__variant-list" aria-labelledby={labelId}>
        {variants.map((variant) => {
          const current = variant.uuid === selected.uuid;
          const soldOut = variant.stock_remaining === 0;
          return (
            <li key={variant.uuid}>
              <Link
                className={soldOut ? "w-product-detail__variant is-sold-out" : "w-product-detail__variant"}
                to={localizeHref(productPath(variant), lang)}
                state={SUB_PRODUCT_CHANGE_STATE}
                preventScrollReset
                replace
                aria-current={current ? "page" : undefined}
              >
                <span className="w-product-detail__variant-name">{variant.variant_label || variant.name}</span>
                <span className="w-product-detail__variant-price">
                  {formatBaht(intl, unitPriceForQuantity(variant, Math.max(1, variant.min_order_quantity)))}
                </span>
                {soldOut ? (
                  <span className="w-product-detail__variant-stock">
                    {intl.formatMessage({ id: "product.soldOut" })}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
