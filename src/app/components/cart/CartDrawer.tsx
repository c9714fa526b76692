import { observer } from "mobx-react-lite";
import { useEffect, useId, useRef } from "react";
import { useIntl } from "~/i18n/useIntl";
import { Link, useLocation } from "react-router";
import { formatBaht } from "~/i18n/formatBaht";
import { useLang } from "~/i18n/useLang";
import { localizeHref } from "~/lib/localizeHref";
import { satangToBaht } from "~/lib/priceTier";
import { useStores } from "~/stores/StoreProvider";
import { Toaster } from "../Toaster";
import { CartDelivery } from "./CartDelivery";
import { CartLineItem } from "./CartLineItem";
import "./cart-drawer.css";

/**
 * The cart drawer (§2): a modal <dialog> at the side, opened by the cart store (10 ms after asked) and closed by its
 * close button, Escape, a tap on the backdrop or a route change. The browser's modal dialog traps focus in it, makes
 * the page behind inert and returns focus to where it was. Lines with steppers, tier prices and remove; the total;
 * what the cart pays for delivery and how far it is from free delivery;
 * links to the cart and checkout hand-off pages. While it is open the toasts show inside it (the page behind is inert).
 */
export const CartDrawer = observer(function CartDrawer() {
  const intl = useIntl();
  const lang = useLang();
  const { cart, toast } = useStores();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { pathname } = useLocation();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (cart.isOpen && !element.open) element.showModal();
    else if (!cart.isOpen && element.open) element.close();
  }, [cart.isOpen]);

  // A route change closes it (not its first render: it mounts when the cart first opens).
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    cart.close();
  }, [pathname, cart]);

  const { count, totalSatang } = cart.summary;
  return (
    <dialog
      ref={dialog}
      className="cart-drawer"
      aria-labelledby={titleId}
      onClose={() => cart.close()}
      onClick={(event) => {
        if (event.target === dialog.current) cart.close(); // the backdrop
      }}
      data-testid="cart-drawer"
    >
      <div className="cart-drawer__panel">
        <header className="cart-drawer__header">
          <h2 id={titleId} className="cart-drawer__title">
            {intl.formatMessage({ id: "cart.title" })}{" "}
            <span className="cart-drawer__count">({intl.formatMessage({ id: "cart.itemCount" }, { count })})</span>
          </h2>
          <button
            type="button"
            className="close-button"
            aria-label={intl.formatMessage({ id: "cart.close" })}
            onClick={() => cart.close()}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {cart.lines.length === 0 ? (
          <div className="cart-drawer__empty">
            <p>{intl.formatMessage({ id: "cart.empty" })}</p>
            <button type="button" className="button button--ghost" onClick={() => cart.close()}>
              {intl.formatMessage({ id: "cart.continueShopping" })}
            </button>
          </div>
        ) : (
          <>
            <ul className="cart-drawer__lines">
              {cart.lines.map((line) => (
                <CartLineItem key={line.uuid} line={line} />
              ))}
            </ul>
            <footer className="cart-drawer__footer">
              <p className="cart-drawer__total">
                <span>{intl.formatMessage({ id: "cart.total" })}</span>
                <strong data-testid="cart-total">{formatBaht(intl, satangToBaht(totalSatang))}</strong>
              </p>
              <CartDelivery itemsSatang={totalSatang} />
              <p className="cart-drawer__note">{cart.updating ? intl.formatMessage({ id: "cart.saving" }) : null}</p>
              <div className="cart-drawer__actions">
                <Link className="button button--ghost" to={localizeHref("/cart", lang)}>
                  {intl.formatMessage({ id: "cart.viewCart" })}
                </Link>
                <Link className="button" to={localizeHref("/checkout", lang)}>
                  {intl.formatMessage({ id: "cart.checkout" })}
                </Link>
              </div>
            </footer>
          </>
        )}
      </div>
      {cart.isOpen ? <Toaster store={toast} below=".cart-drawer__header" /> : null}
    </dialog>
  );
});
