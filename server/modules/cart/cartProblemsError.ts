import type { CartProblem } from "~/generated/schemas";
import { ApiError } from "../http/apiError";
import { unitFor } from "~/lib/unitPlural";
import { CART_PROBLEM_KEYS } from "./cartRules";

const baht = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

/** One problem in readable English (the storefront builds its own Thai and English texts from error_data). */
export function problemMessage(problem: CartProblem): string {
  const who = problem.name || problem.uuid || "a product";
  /** "3 pieces", "1 bag", "3 ถุง": a count with the product's unit (English units in the plural). */
  const counted = (count: number) => (problem.unit ? `${count} ${unitFor(problem.unit, count)}` : String(count));
  const remaining = problem.remaining ?? 0;
  switch (problem.key) {
    case CART_PROBLEM_KEYS.noProduct:
      return `${who} cannot be ordered any more`;
    case CART_PROBLEM_KEYS.noSell:
      return `${who} cannot be ordered itself: choose a variant`;
    case CART_PROBLEM_KEYS.noStock:
      return remaining > 0 ? `${who}: only ${counted(remaining)} left` : `${who} is out of stock`;
    case CART_PROBLEM_KEYS.belowQuantity:
      return `${who}: the minimum order quantity is ${counted(problem.limit ?? 1)}`;
    case CART_PROBLEM_KEYS.overQuantity:
      return `${who}: at most ${counted(problem.limit ?? 0)} per order`;
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
