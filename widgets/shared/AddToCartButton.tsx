import { when } from "mobx";
import { observer } from "mobx-react-lite";
import { useId } from "react";
import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Product } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { productPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { quantityBounds, quantityProblem } from "~/lib/quantityBounds";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";
import { quantityProblemText } from "./quantityLimitText";

export interface AddToCartButtonProps {
  product: Product;
  /** How many to add; the product's minimum order quantity when not given. */
  quantity?: number;
  /** On a card the button names its product for screen readers (the card's heading is elsewhere). */
  named?: boolean;
  className?: string;
  /**
   * The id of the element that says why the button is disabled at a limit (the product page's note); without it
   * the button shows the reason under itself.
   */
  limitNoteId?: string;
  /** The button's test id: another one for a second button of the same product (the product page's buy bar). */
  testId?: string;
}

/**
 * Adds the product to the cart and opens the drawer. Stock, order limits and pre-order are checked here first,
 * counting what the cart already holds (§5; the shop API still decides): at a limit the button is disabled
 * (aria-disabled, so it keeps the focus) and described by the limit that applies, shown beside it, never in a toast
 * over it. A product with variants cannot be bought itself: the button becomes a link to choose one. The cart
 * ignores changes while it loads (§4), so a tap then is kept and added once the load has ended (a shopper tapping as
 * the page appears is not ignored).
 */
export const AddToCartButton = observer(function AddToCartButton({
  product,
  quantity,
  named = false,
  className = "",
  limitNoteId,
  testId = "add-to-cart",
}: AddToCartButtonProps) {
  const intl = useIntl();
  const lang = useLang();
  const { cart } = useStores();
  const ownNoteId = useId();
  const hydrated = useHydrated(); // the server's HTML knows no cart: hydration must meet the same
  const busy = hydrated && cart.loading;
  if (product.has_variants) {
    return (
      <Link
        className={`button button--ghost add-to-cart ${className}`}
        to={localizeHref(productPath(product), lang)}
        aria-label={named ? intl.formatMessage({ id: "cart.chooseOptionsNamed" }, { name: product.name }) : undefined}
      >
        {intl.formatMessage({ id: "cart.chooseOptions" })}
      </Link>
    );
  }
  if (!quantityBounds(product).orderable) return null;
  const adding = quantity ?? Math.max(1, product.min_order_quantity);
  const inCart = hydrated ? cart.quantityOf(product.uuid) : 0;
  const problem = hydrated ? quantityProblem(product, inCart + adding) : null;
  const onClick = (): void => {
    if (!cart.enabled) return;
    if (cart.loading) {
      void when(() => !cart.loading).then(onClick);
      return;
    }
    if (quantityProblem(product, cart.quantityOf(product.uuid) + adding)) return; // disabled: its note says why
    cart.add(product, adding);
    cart.open();
  };
  const noteId = limitNoteId ?? ownNoteId;
  return (
    <>
      <button
        type="button"
        className={`button add-to-cart ${className}`}
        onClick={onClick}
        aria-busy={busy || undefined}
        aria-disabled={problem ? true : undefined}
        aria-describedby={problem ? noteId : undefined}
        aria-label={named ? intl.formatMessage({ id: "cart.addNamed" }, { name: product.name }) : undefined}
        data-testid={testId}
      >
        {intl.formatMessage({ id: "cart.add" })}
      </button>
      {problem && !limitNoteId ? (
        <p id={ownNoteId} className="add-to-cart__limit" data-testid="add-to-cart-limit">
          {quantityProblemText(intl, problem, product.unit, inCart)}
        </p>
      ) : null}
    </>
  );
});
