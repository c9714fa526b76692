import { useIntl } from "~/i18n/useIntl";
import type { PriceTier, Product } from "~/generated/schemas";
import { formatBaht } from "~/i18n/formatBaht";
import { applicableTier } from "~/lib/priceTier";

interface TierRow {
  key: string;
  start: number;
  end: number | null;
  price: number;
  current: boolean;
}

/**
 * The table rows: the tiers in their (§5 first-match) order and, when quantities from the minimum order up to the
 * first tier get the base price, a leading row for them. The tier that prices `quantity` is marked current (the
 * base row when none applies).
 */
export function tierRows(product: Product, quantity: number): TierRow[] {
  const tiers: readonly PriceTier[] = product.price_list;
  if (tiers.length === 0) return [];
  const applied = applicableTier(tiers, quantity);
  const rows: TierRow[] = tiers.map((tier, index) => ({
    key: String(index),
    start: tier.quantity_min,
    end: tier.quantity_max,
    price: tier.price,
    current: tier === applied,
  }));
  const firstOrder = Math.max(1, product.min_order_quantity);
  const lowestTierStart = Math.min(...tiers.map((tier) => tier.quantity_min));
  if (applicableTier(tiers, firstOrder) === null && lowestTierStart > firstOrder) {
    rows.unshift({ key: "base", start: firstOrder, end: lowestTierStart - 1, price: product.price, current: !applied });
  }
  return rows;
}

/** Quantity ranges and their unit price (§5 price tiers), the row that applies to the chosen quantity highlighted. */
export function TierTable({ product, quantity }: { product: Product; quantity: number }) {
  const intl = useIntl();
  if (product.price_list.length === 0) return null;
  const range = (row: TierRow) => {
    if (row.end === null) return intl.formatMessage({ id: "product.tierTable.rangeOpen" }, { start: row.start });
    if (row.end === row.start) return intl.formatNumber(row.start);
    return intl.formatMessage({ id: "product.tierTable.range" }, { start: row.start, end: row.end });
  };
  return (
    <table className="w-product-detail__tiers" data-testid="tier-table">
      <caption className="w-product-detail__tiers-caption">
        {intl.formatMessage({ id: "product.tierTable.caption" })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage({ id: "product.tierTable.quantity" }, { unit: product.unit })}</th>
          <th scope="col">{intl.formatMessage({ id: "product.unitPrice" }, { unit: product.unit })}</th>
        </tr>
      </thead>
      <tbody>
        {tierRows(product, quantity).map((row) => (
          <tr key={row.key} className={row.current ? "is-current" : undefined} aria-current={row.current || undefined}>
            <th scope="row">
              {range(row)}
              {row.current ? (
                <span className="visually-hidden"> {intl.formatMessage({ id: "product.tierTable.current" })}</span>
              ) : null}
            </th>
            <td>{formatBaht(intl, row.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
