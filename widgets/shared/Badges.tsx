import { useIntl } from "~/i18n/useIntl";
import type { Product } from "~/generated/schemas";

type BadgeKind = "hot" | "new" | "suggest";

/** The badges a product carries, in a fixed order. */
export function badgesOf(product: Pick<Product, "badge_hot" | "badge_new" | "badge_suggest">): BadgeKind[] {
  const kinds: BadgeKind[] = [];
  if (product.badge_hot) kinds.push("hot");
  if (product.badge_new) kinds.push("new");
  if (product.badge_suggest) kinds.push("suggest");
  return kinds;
}

/** Hot / new / recommended labels (§3 badge_hot, badge_new, badge_suggest); nothing when the product has none. */
export function Badges({ product, className }: { product: Product; className?: string }) {
  const intl = useIntl();
  const kinds = badgesOf(product);
  if (kinds.length === 0) return null;
  return (
    <ul className={className ? `badges ${className}` : "badges"}>
      {kinds.map((kind) => (
        <li key={kind} className={`badge badge--${kind}`}>
          {intl.formatMessage({ id: `product.badge.${kind}` })}
        </li>
      ))}
    </ul>
  );
}
