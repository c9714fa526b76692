import { useIntl } from "~/i18n/useIntl";
import type { Product } from "~/generated/schemas";
import { unitFor } from "~/lib/unitPlural";

/** "Only {count} left" is shown from this many items down (§5); larger stocks are not worth a warning. */
export const LOW_STOCK_THRESHOLD = 10;

/** §5 stock and order-limit messages: out of stock / only {count} left, minimum and maximum order quantity. */
export function StockMessages({ product }: { product: Product }) {
  const intl = useIntl();
  const stock = product.stock_remaining;
  const messages: { key: string; text: string; tone: "warning" | "info"; testId?: string }[] = [];
  if (stock === 0) {
    messages.push({
      key: "stock",
      text: intl.formatMessage({ id: "product.outOfStock" }),
      tone: "warning",
      testId: "stock-message",
    });
  } else if (stock !== null && stock <= LOW_STOCK_THRESHOLD) {
    messages.push({
      key: "stock",
      text: intl.formatMessage({ id: "product.onlyLeft" }, { count: stock, unit: unitFor(product.unit, stock) }),
      tone: "warning",
      testId: "stock-message",
    });
  }
  if (stock !== 0 && product.min_order_quantity > 1) {
    messages.push({
      key: "min",
      text: intl.formatMessage(
        { id: "product.minOrder" },
        { count: product.min_order_quantity, unit: unitFor(product.unit, product.min_order_quantity) },
      ),
      tone: "info",
    });
  }
  if (stock !== 0 && product.max_order_quantity !== null) {
    messages.push({
      key: "max",
      text: intl.formatMessage(
        { id: "product.maxOrder" },
        { count: product.max_order_quantity, unit: unitFor(product.unit, product.max_order_quantity) },
      ),
      tone: "info",
    });
  }
  if (messages.length === 0) return null;
  return (
    <ul className="w-product-detail__notes">
      {messages.map((message) => (
        <li
          key={message.key}
          className={`w-product-detail__note w-product-detail__note--${message.tone}`}
          data-testid={message.testId}
        >
          {message.text}
        </li>
      ))}
    </ul>
  );
}
