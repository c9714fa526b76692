import { observer } from "mobx-react-lite";
import { useIntl } from "~/i18n/useIntl";
import type { CartButtonSettingResolved } from "~/generated/schemas";
import { useStores } from "~/stores/StoreProvider";
import { useHydrated } from "~/stores/useHydrated";
import type { WidgetProps } from "../../registry/types";

/**
 * The header's cart button: a bag icon with the cart's item count (§3 summary), toggling the cart drawer (§2). The
 * count is personal, so the server renders the button without it; it appears once the cart is read in the browser.
 */
function CartButton({ ukey, setting }: WidgetProps<CartButtonSettingResolved>) {
  const { showLabel } = setting;
  const intl = useIntl();
  const { cart } = useStores();
  const count = useHydrated() && cart.ready ? cart.summary.count : 0;
  return (
    <button
      type="button"
      className="header-button w-cart-button"
      data-ukey={ukey}
      aria-label={intl.formatMessage({ id: "cart.open" }, { count })}
      aria-haspopup="dialog"
      onClick={() => cart.toggle()}
      data-testid="cart-button"
    >
      <svg className="header-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M6 7h12l-1 13H7L6 7Zm3 0V6a3 3 0 0 1 6 0v1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {showLabel ? (
        <span className="header-button__label" aria-hidden="true">
          {intl.formatMessage({ id: "cart.title" })}
        </span>
      ) : null}
      {count > 0 ? (
        <span className="w-cart-button__count" aria-hidden="true" data-testid="cart-count">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </button>
  );
}

export default observer(CartButton);
