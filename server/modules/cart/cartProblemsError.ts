import type { CartProblem } from "~/generated/schemas";
import { ApiError } from "../http/apiError";
import { CART_PROBLEM_KEYS } from "./cartRules";

const baht = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** One problem in readable English (the storefront builds its own Thai and English texts from error_data). */
export function problemMessage(problem: CartProblem): string {
  const who = problem.name || problem.uuid || "a product";
  const unit = problem.unit ? ` ${problem.unit}` : "";
  switch (problem.key) {
    case CART_PROBLEM_KEYS.noProduct:
      return `${who} cannot be ordered any more`;
    case CART_PROBLEM_KEYS.noSell:
      return `${who} cannot be ordered itself: choose a variant`;
    case CART_PROBLEM_KEYS.noStock:
      return `${who}: only ${problem.remaining ?? 0}${unit} left`;
    case CART_PROBLEM_KEYS.belowQuantity:
      return `${who}: the minimum order quantity is ${problem.limit ?? 1}${unit}`;
    case CART_PROBLEM_KEYS.overQuantity:
      return `${who}: the maximum order quantity is ${problem.limit ?? 0}${unit}`;
    case CART_PROBLEM_KEYS.overTotalQuantity:
      return `A cart may hold at most ${problem.limit ?? 0} items`;
    case CART_PROBLEM_KEYS.maxPrice:
      return `The order total may be at most ฿${baht.format(problem.amount ?? 0)}`;
    case CART_PROBLEM_KEYS.minPrice:
      return `The order total must be at least ฿${baht.format(problem.amount ?? 0)}`;
    case CART_PROBLEM_KEYS.aml:
      return `Orders over ฿${baht.format(problem.amount ?? 0)} are not allowed (payment provider's anti-money-laundering limit)`;
    default:
      return problem.key;
  }
}

/**
 * 422 for a refused cart change (§8): key = the first problem's key, message = every problem in English,
 * error_data.errors = every problem with what its message needs. Requires at least one problem.
 */
export function cartProblemsError(problems: readonly CartProblem[]): ApiError {
  const [first] = problems;
  if (!first) throw new Error("cartProblemsError needs at least one problem");
  return new ApiError(422, first.key, problems.map(problemMessage).join("; "), {
    errorData: { errors: [...problems] },
  });
}
