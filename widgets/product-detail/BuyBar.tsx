import { type RefObject, useEffect, useRef, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Product } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { usePhoneLayout } from "~/app/layouts/viewportLayout";
import { AddToCartButton } from "../shared/AddToCartButton";

/**
 * The viewport stretched far down: the main button leaves it only by going up out of view, however far one scroll
 * jumps (from below the fold straight past it too).
 */
const ABOVE_THE_VIEWPORT = { rootMargin: "0px 0px 100000px 0px" };

/**
 * Whether the bar shows: while the panel's main add-to-cart button is scrolled up out of view, and while focus is
 * inside the bar (a keyboard user's focus is never dropped by the bar going away under it).
 */
function useBarShown(panel: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = panel.current?.querySelector(".w-product-detail__add");
    if (!button || typeof IntersectionObserver === "undefined") return;
    let scrolledPast = false;
    const update = () => setShown(scrolledPast || !!bar.current?.contains(document.activeElement));
    const observer = new IntersectionObserver(([entry]) => {
      scrolledPast = entry ? !entry.isIntersecting : scrolledPast;
      update();
    }, ABOVE_THE_VIEWPORT);
    observer.observe(button);
    document.addEventListener("focusout", update);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusout", update);
    };
  }, [panel, bar]);
  return shown;
}

export interface BuyBarProps {
  /** The purchase panel whose main button the bar stands in for. */
  panel: RefObject<HTMLElement | null>;
  product: Product;
  quantity: number;
  /** What the chosen quantity costs. */
  lineTotal: number;
  /** The panel's note saying why add is disabled at a limit: the bar's button is described by it too. */
  limitNoteId: string;
}

/**
 * On phones (the phone layout), once the main add-to-cart button has scrolled up out of view: a bar fixed at the
 * bottom (above the cookie banner, under the toasts) with the price and the same add-to-cart. Only rendered while
 * shown, it slides in with a transform and its room at the page's end is reserved from the start, so nothing
 * shifts. A labelled region, not a live one: it is found by landmarks and Tab, not announced on every scroll.
 */
export function BuyBar({ panel, product, quantity, lineTotal, limitNoteId }: BuyBarProps) {
  const intl = useIntl();
  const bar = useRef<HTMLDivElement>(null);
  const shown = useBarShown(panel, bar);
  const phone = usePhoneLayout();
  if (!phone || !shown) return null;
  const price =
    quantity > 1
      ? `${intl.formatMessage({ id: "product.lineTotal" }, { count: quantity })} ${formatBaht(intl, lineTotal)}`
      : intl.formatMessage({ id: "product.perUnit" }, { price: formatBaht(intl, lineTotal), unit: product.unit });
  return (
    <div
      ref={bar}
      className="w-product-detail__buy-bar"
      role="region"
      aria-label={intl.formatMessage({ id: "product.buyBar" }, { name: product.name })}
      data-testid="buy-bar"
    >
      <p className="w-product-detail__buy-bar-price">{price}</p>
      <AddToCartButton product={product} quantity={quantity} named testId="buy-bar-add" limitNoteId={limitNoteId} />
    </div>
  );
}
