import { Message } from "~/i18n/Message";
import { useIntl } from "~/i18n/useIntl";
import type { Product } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { unitPriceForQuantity } from "~/lib/priceTier";

/** A price in baht (§9: ฿ in every language), optionally per unit ("฿120.00 / ถุง"). */
export function Price({ amount, unit, className }: { amount: number; unit?: string; className?: string }) {
  const intl = useIntl();
  const price = <span className="price__amount">{formatBaht(intl, amount)}</span>;
  return (
    <span className={className ? `price ${className}` : "price"}>
      {unit ? (
        <Message id="product.perUnit" values={{ price, unit: <span className="price__unit">{unit}</span> }} />
      ) : (
        price
      )}
    </span>
  );
}

/** What one unit costs when buying the minimum order quantity, and the lowest tier price when it is lower. */
export function cardPrices(product: Product): { price: number; lowest: number | null } {
  const price = unitPriceForQuantity(product, Math.max(1, product.min_order_quantity));
  const lowest = Math.min(price, ...product.price_list.map((tier) => tier.price));
  return { price, lowest: lowest < price ? lowest : null };
}

/**
 * The price of a product card: the unit price at the minimum order quantity (what a shopper pays for the
 * smallest order) and, for products whose tiers go lower, "as low as ฿x" for bulk orders.
 */
export function CardPrice({ product }: { product: Product }) {
  const intl = useIntl();
  const { price, lowest } = cardPrices(product);
  return (
    <p className="product-card__price">
      <Price amount={price} unit={product.unit} />
      {lowest !== null ? (
        <span className="product-card__bulk">
          {intl.formatMessage({ id: "product.bulkFrom" }, { price: formatBaht(intl, lowest) })}
        </span>
      ) : null}
    </p>
  );
}
