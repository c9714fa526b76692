import { when } from "mobx";
import { observer } from "mobx-react-lite";
import { type IntlShape, useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import type { Product } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { productPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { type QuantityProblem, quantityBounds, quantityProblem } from "~/lib/quantityBounds";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";

export interface AddToCartButtonProps {
  product: Product;
  /** How many to add; the product's minimum order quantity when not given. */
  quantity?: number;
  /** On a card the button names its product for screen readers (the card's heading is elsewhere). */
  named?: boolean;
  className?: string;
  /** The button's test id: another one for a second button of the same product (the product page's buy bar). */
  testId?: string;
}

/** §5 messages for a quantity the cart cannot hold, counted in the product's unit (a bag, a box). */
export function quantityProblemText(intl: IntlShape, problem: QuantityProblem, unit: string): string {
  switch (problem.kind) {
    case "soldOut":
      return intl.formatMessage({ id: "product.outOfStock" });
    case "onlyLeft":
      return intl.formatMessage({ id: "product.onlyLeft" }, { count: problem.count, unit });
    case "maxOrder":
      return intl.formatMessage({ id: "product.maxOrder" }, { count: problem.count, unit });
    case "minOrder":
      return intl.formatMessage({ id: "product.minOrder" }, { count: problem.count, unit });
  }
}

/**
 * Adds the product to the cart and opens the drawer. Stock, order limits and pre-order are checked here first,
 * counting what the cart already holds (§5: the shopper is told at once; the shop API still decides). A product with
 * variants cannot be bought itself: the button becomes a link to choose one. The cart ignores changes while it loads
 * (§4), so a tap then is kept and added once the load has ended (a shopper tapping as the page appears is not ignored).
 */
export const AddToCartButton = observer(function AddToCartButton({
  product,
  quantity,
  named = false,
  className = "",
  testId = "add-to-cart",
}: AddToCartButtonProps) {
  const intl = useIntl();
  const lang = useLang();
  const { cart, toast } = useStores();
  const busy = useHydrated() && cart.loading; // the server's HTML is never busy: hydration must meet the same
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
  const onClick = (): void => {
    if (!cart.enabled) return;
    if (cart.loading) {
      void when(() => !cart.loading).then(onClick);
      return;
    }
    const problem = quantityProblem(product, cart.quantityOf(product.uuid) + adding);
    if (problem) {
      toast.show({ title: quantityProblemText(intl, problem, product.unit), type: "warning", position: "top-right" });
      return;
    }
    cart.add(product, adding);
    cart.open();
  };
  return (
    <button
      type="button"
      className={`button add-to-cart ${className}`}
      onClick={onClick}
      aria-busy={busy || undefined}
      aria-label={named ? intl.formatMessage({ id: "cart.addNamed" }, { name: product.name }) : undefined}
      data-testid={testId}
    >
      {intl.formatMessage({ id: "cart.add" })}
    </button>
  );
});
