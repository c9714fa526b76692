import { useRef, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Product } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { lineTotalSatang, satangToBaht, unitPriceForQuantity } from "~/lib/priceTier";
import { AddToCartButton } from "../shared/AddToCartButton";
import { BuyBar } from "./BuyBar";
import { InCartNote } from "./InCartNote";
import { clampQuantity, parseQuantity, quantityBounds, quantityForVariant } from "~/lib/quantityBounds";
import { QuantityPicker } from "./QuantityPicker";
import { StockMessages } from "./StockMessages";
import { TierTable } from "./TierTable";

export interface PurchasePanelProps {
  /** The product being bought: the chosen variant, or the product itself when it has none. */
  product: Product;
  showTierTable: boolean;
}

/**
 * Price for the chosen quantity (§5 tier price, else base price) and the line total in exact satang, the tier
 * table, stock and order-limit messages, the quantity picker and the add-to-cart button (on phones also in a buy
 * bar once it has scrolled out of view). Choosing another variant keeps the chosen quantity when that variant
 * allows it, else starts from its minimum order quantity.
 */
export function PurchasePanel({ product, showTierTable }: PurchasePanelProps) {
  const intl = useIntl();
  const bounds = quantityBounds(product);
  const [text, setText] = useState(() => String(bounds.min));
  const [shownUuid, setShownUuid] = useState(product.uuid);
  if (shownUuid !== product.uuid) {
    setShownUuid(product.uuid);
    setText(String(quantityForVariant(parseQuantity(text), bounds)));
  }
  const quantity = clampQuantity(parseQuantity(text) ?? bounds.min, bounds);
  const unitPrice = unitPriceForQuantity(product, quantity);
  const lineTotal = satangToBaht(lineTotalSatang(product, quantity));
  const soldOut = product.stock_remaining === 0;
  const panel = useRef<HTMLDivElement>(null);

  return (
    <div className="w-product-detail__purchase" ref={panel}>
      <div className="w-product-detail__price-box" aria-live="polite">
        <p className="w-product-detail__price">
          <span className="w-product-detail__price-label">
            {intl.formatMessage({ id: "product.unitPrice" }, { unit: product.unit })}
          </span>
          <span className="w-product-detail__unit-price" data-testid="unit-price">
            {formatBaht(intl, unitPrice)}
          </span>
        </p>
        {unitPrice < product.price ? (
          <p className="w-product-detail__regular-price">
            {intl.formatMessage({ id: "product.regularPrice" }, { price: formatBaht(intl, product.price) })}
          </p>
        ) : null}
      </div>
      {product.preorder_flag ? (
        <p className="w-product-detail__preorder">{intl.formatMessage({ id: "product.preorderNote" })}</p>
      ) : null}
      {showTierTable ? <TierTable product={product} quantity={quantity} /> : null}
      <StockMessages product={product} />
      {soldOut ? null : (
        <>
          <QuantityPicker
            text={text}
            quantity={quantity}
            bounds={bounds}
            unit={product.unit}
            onTextChange={setText}
            onCommit={() => setText(String(quantity))}
            onStep={(next) => setText(String(clampQuantity(next, bounds)))}
          />
          <p className="w-product-detail__total" aria-live="polite">
            <span>{intl.formatMessage({ id: "product.lineTotal" }, { count: quantity })}</span>
            <strong data-testid="line-total">{formatBaht(intl, lineTotal)}</strong>
          </p>
          <AddToCartButton product={product} quantity={quantity} className="w-product-detail__add" />
          <InCartNote uuid={product.uuid} />
          <BuyBar panel={panel} product={product} quantity={quantity} lineTotal={lineTotal} />
        </>
      )}
    </div>
  );
}
