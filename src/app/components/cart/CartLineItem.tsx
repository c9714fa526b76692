import { observer } from "mobx-react-lite";
import { useIntl } from "~/i18n/useIntl";
import { Link } from "react-router";
import { formatBaht } from "~/i18n/formatBaht";
import { useLang } from "~/i18n/useLang";
import type { CartItem } from "~/lib/cart";
import { productPath } from "~/lib/catalogPaths";
import { localizeHref } from "~/lib/localizeHref";
import { lineTotalSatang, satangToBaht, unitPriceForQuantity } from "~/lib/priceTier";
import { quantityBounds } from "~/lib/quantityBounds";
import { useStores } from "~/stores/StoreProvider";
import { SizedImage } from "../../../../widgets/shared/SizedImage";
import { ThaiText } from "../../../../widgets/shared/ThaiText";
import { variantName } from "~/lib/variantName";

const THUMBNAIL_SIZE = 64;

/**
 * One line of the cart drawer: image, name and option, the §5 tier price for the line's quantity, − / + within the
 * product's order limits and stock, remove, and the line total. The steppers stay focusable at a limit
 * (aria-disabled), so keyboard focus is never dropped.
 */
export const CartLineItem = observer(function CartLineItem({ line }: { line: CartItem }) {
  const intl = useIntl();
  const lang = useLang();
  const { cart } = useStores();
  const product = cart.product(line.uuid);
  if (!product) {
    return <li className="cart-line cart-line--loading" aria-busy="true" />;
  }
  const bounds = quantityBounds(product);
  const atMin = line.quantity <= bounds.min;
  const atMax = bounds.max !== null && line.quantity >= bounds.max;
  const name = variantName(product.name, product.variant_label);
  const image = product.images[0];
  const step = (quantity: number, disabled: boolean) => () => {
    if (!disabled) cart.setQuantity(product, quantity);
  };
  return (
    <li className="cart-line" data-testid="cart-line" data-uuid={line.uuid}>
      <div className="cart-line__media">
        {image ? <SizedImage image={image} size={{ width: THUMBNAIL_SIZE }} alt="" /> : null}
      </div>
      <div className="cart-line__body">
        <Link className="cart-line__name" to={localizeHref(productPath(product), lang)}>
          <ThaiText text={product.name} />
        </Link>
        {product.variant_label ? (
          <p className="cart-line__variant">
            <ThaiText text={product.variant_label} />
          </p>
        ) : null}
        <p className="cart-line__price">
          {intl.formatMessage(
            { id: "product.perUnit" },
            { price: formatBaht(intl, unitPriceForQuantity(product, line.quantity)), unit: product.unit },
          )}
        </p>
        <div className="cart-line__controls">
          <div
            className="cart-line__stepper"
            role="group"
            aria-label={intl.formatMessage({ id: "cart.quantityNamed" }, { name })}
          >
            <button
              type="button"
              className="cart-line__step"
              aria-label={intl.formatMessage({ id: "cart.decreaseNamed" }, { name })}
              aria-disabled={atMin || cart.loading}
              onClick={step(line.quantity - 1, atMin || cart.loading)}
            >
              <span aria-hidden="true">−</span>
            </button>
            <output className="cart-line__quantity" aria-live="polite" data-testid="cart-line-quantity">
              {line.quantity}
            </output>
            <button
              type="button"
              className="cart-line__step"
              aria-label={intl.formatMessage({ id: "cart.increaseNamed" }, { name })}
              aria-disabled={atMax || cart.loading}
              onClick={step(line.quantity + 1, atMax || cart.loading)}
            >
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            className="cart-line__remove"
            aria-label={intl.formatMessage({ id: "cart.removeNamed" }, { name })}
            onClick={() => cart.remove(line.uuid)}
          >
            {intl.formatMessage({ id: "cart.remove" })}
          </button>
        </div>
      </div>
      <p className="cart-line__total">
        <span className="visually-hidden">{intl.formatMessage({ id: "cart.lineTotal" })} </span>
        {formatBaht(intl, satangToBaht(lineTotalSatang(product, line.quantity)))}
      </p>
    </li>
  );
});
