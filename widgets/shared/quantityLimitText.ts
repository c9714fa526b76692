import type { IntlShape } from "~/i18n/useIntl";
import type { QuantityProblem } from "~/lib/quantityBounds";
import { unitFor } from "~/lib/unitPlural";

/**
 * §5 messages for a quantity the cart cannot hold, naming the limit that applies (only N left, at most N per order,
 * minimum order N), counted in the product's unit (English units in the plural). With `inCart`, what the cart
 * already holds is said too: the limit counts it.
 */
export function quantityProblemText(intl: IntlShape, problem: QuantityProblem, unit: string, inCart = 0): string {
  if (problem.kind === "soldOut") return intl.formatMessage({ id: "product.outOfStock" });
  const id = { onlyLeft: "product.onlyLeft", maxOrder: "product.maxOrder", minOrder: "product.minOrder" }[problem.kind];
  const limit = intl.formatMessage({ id }, { count: problem.count, unit: unitFor(unit, problem.count) });
  if (inCart === 0) return limit;
  return intl.formatMessage({ id: "product.limitInCart" }, { limit, count: inCart, unit: unitFor(unit, inCart) });
}
