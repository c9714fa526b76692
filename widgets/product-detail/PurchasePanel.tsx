import { reaction } from "mobx";
import { useEffect, useId, useRef, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Product } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { lineTotalSatang, satangToBaht, unitPriceForQuantity } from "~/lib/priceTier";
import { unitFor } from "~/lib/unitPlural";
import { usePageData } from "~/renderer/pageData";
import { useStores } from "~/stores/StoreProvider";
import { AddToCartButton } from "../shared/AddToCartButton";
import { quantityProblemText } from "../shared/quantityLimitText";
import { BuyBar } from "./BuyBar";
import { InCartNote } from "./InCartNote";
import {
  clampQuantity,
  parseQuantity,
  quantityBounds,
  quantityForVariant,
  quantityProblem,
  type QuantityBounds,
} from "~/lib/quantityBounds";
import { QuantityPicker } from "./QuantityPicker";
import { StockMessages } from "./StockMessages";
import { TierTable } from "./TierTable";

export interface PurchasePanelProps {
  /** The product being bought: the chosen variant, or the product itself when it has none. */
  product: Product;
  showTierTable: boolean;
}

/** The bounds of what may still be added: the product's, less what the cart already holds. */
function roomLeft(bounds: QuantityBounds, inCart: number): QuantityBounds {
  if (bounds.max === null || inCart === 0) return bounds;
  const max = Math.max(0, bounds.max - inCart);
  return { ...bounds, max, orderable: bounds.orderable && max >= bounds.min };
}

/**
 * How many of the product the cart holds, kept current; 0 until hydrated (as the server rendered). A reaction, not
 * an observer component: the panel's render resets the quantity when the variant changes (a state update during
 * render), which a MobX observer's render loses.
 */
function useInCart(uuid: string): number {
  const { cart } = useStores();
  const [inCart, setInCart] = useState(0);
  useEffect(() => reaction(() => cart.quantityOf(uuid), setInCart, { fireImmediately: true }), [cart, uuid]);
  return inCart;
}

/**
 * Price for the chosen quantity (§5 tier price, else base price) and the line total in exact satang, the tier
 * table, stock and order-limit messages, the quantity picker and the add-to-cart button (on phones also in a buy
 * bar once it has scrolled out of view). The quantity stays within what may still be added (counting the cart); a
 * typed quantity brought into it is said, with the limit that applies, in a note the add button is described by
 * (and disabled with, at the limit). Choosing another variant keeps the chosen quantity when that variant allows
 * it, else starts from its minimum order quantity.
 */
export function PurchasePanel({ product, showTierTable }: PurchasePanelProps) {
  const intl = useIntl();
  const inCart = useInCart(product.uuid);
  const bounds = roomLeft(quantityBounds(product), inCart);
  const [text, setText] = useState(() => String(bounds.min));
  const [changed, setChanged] = useState<string | null>(null);
  const [shownUuid, setShownUuid] = useState(product.uuid);
  const noteId = useId();
  if (shownUuid !== product.uuid) {
    setShownUuid(product.uuid);
    setText(String(quantityForVariant(parseQuantity(text), bounds)));
    setChanged(null);
  }
  const quantity = bounds.orderable ? clampQuantity(parseQuantity(text) ?? bounds.min, bounds) : bounds.min;
  const unitPrice = unitPriceForQuantity(product, quantity);
  const lineTotal = satangToBaht(lineTotalSatang(product, quantity));
  const soldOut = product.stock_remaining === 0;
  const atLimit = quantityProblem(product, inCart + quantity);
  const commit = () => {
    const typed = parseQuantity(text);
    const problem = typed !== null && typed !== quantity ? quantityProblem(product, inCart + typed) : null;
    const reason = problem ? quantityProblemText(intl, problem, product.unit, inCart) : null;
    const unit = unitFor(product.unit, quantity);
    setChanged(reason && intl.formatMessage({ id: "product.quantityChanged" }, { count: quantity, unit, reason }));
    setText(String(quantity));
  };
  const note = atLimit ? quantityProblemText(intl, atLimit, product.unit, inCart) : changed;
  const panel = useRef<HTMLDivElement>(null);
  // the shop's delivery rules in words, made by the server (empty, and hidden, without them)
  const delivery = usePageData().otherData.deliveryLine;

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
      <p className="w-product-detail__delivery">{delivery}</p>
      {product.preorder_flag ? (
        <p className="w-product-detail__preorder">{intl.formatMessage({ id: "product.preorderNote" })}</p>
      ) : null}
      {showTierTable ? <TierTable product={product} quantity={quantity} /> : null}
      <StockMessages product={product} />
      {soldOut ? null : (
        <>
          <QuantityPicker
            text={bounds.orderable ? text : String(quantity)}
            quantity={quantity}
            bounds={bounds}
            unit={product.unit}
            onTextChange={(next) => {
              setText(next);
              setChanged(null);
            }}
            onCommit={commit}
            onStep={(next) => {
              setText(String(clampQuantity(next, bounds)));
              setChanged(null);
            }}
          />
          <p className="w-product-detail__total" aria-live="polite">
            <span>{intl.formatMessage({ id: "product.lineTotal" }, { count: quantity })}</span>
            <strong data-testid="line-total">{formatBaht(intl, lineTotal)}</strong>
          </p>
          <AddToCartButton
            product={product}
            quantity={quantity}
            className="w-product-detail__add"
            limitNoteId={noteId}
          />
          <p id={noteId} className="w-product-detail__limit" role="status" data-testid="quantity-limit">
            {note}
          </p>
          <InCartNote uuid={product.uuid} />
          <BuyBar panel={panel} product={product} quantity={quantity} lineTotal={lineTotal} limitNoteId={noteId} />
        </>
      )}
    </div>
  );
}
