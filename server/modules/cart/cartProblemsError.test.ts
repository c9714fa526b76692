import { describe, expect, it } from "vitest";
import { cartProblemsError, problemMessage } from "./cartProblemsError";

describe("problemMessage", () => {
  it.each([
    [{ key: "NO_PRODUCT", uuid: "u1" }, "u1 cannot be ordered any more"],
    [{ key: "NOSELL", uuid: "u1", name: "Matcha", unit: "pack" }, "Matcha cannot be ordered itself: choose a variant"],
    [{ key: "NOSTOCK", uuid: "u1", name: "Tea", unit: "bag", remaining: 3 }, "Tea: only 3 bags left"],
    [{ key: "NOSTOCK", uuid: "u1", name: "Tea", unit: "bag", remaining: 1 }, "Tea: only 1 bag left"],
    [{ key: "NOSTOCK", uuid: "u1", name: "Tea", unit: "bag", remaining: 0 }, "Tea is out of stock"],
    [{ key: "NOSTOCK", uuid: "u1", name: "ชา", unit: "ถุง", remaining: 3 }, "ชา: only 3 ถุง left"],
    [{ key: "NOSTOCK", uuid: "u1", name: "Tea", unit: "", remaining: 0 }, "Tea is out of stock"],
    [
      { key: "BELOW_QUANTITY", uuid: "u1", name: "Tea", unit: "bag", limit: 3 },
      "Tea: the minimum order quantity is 3 bags",
    ],
    [{ key: "OVER_QUANTITY", uuid: "u1", name: "Tea", unit: "bag", limit: 20 }, "Tea: at most 20 bags per order"],
    [{ key: "OVER_QUANTITY", uuid: "u1", name: "Cup", unit: "piece", limit: 3 }, "Cup: at most 3 pieces per order"],
    [{ key: "OVER_TOTAL_QUANTITY", limit: 25 }, "A cart may hold at most 25 items"],
    [{ key: "ORDER_LIMIT_MAX_PRICE", amount: 2000 }, "The order total may be at most ฿2,000"],
    [{ key: "ORDER_LIMIT_MIN_PRICE", amount: 1500.5 }, "The order total must be at least ฿1,500.5"],
    [
      { key: "AMLO_LIMIT", amount: 30000 },
      "Orders over ฿30,000 are not allowed (payment provider's anti-money-laundering limit)",
    ],
    [{ key: "SOMETHING_NEW" }, "SOMETHING_NEW"],
  ])("%j reads %s", (problem, message) => {
    expect(problemMessage(problem)).toBe(message);
  });
});

describe("cartProblemsError", () => {
  it("is a 422 keyed by the first problem, reading every problem, carrying them all", () => {
    const problems = [
      { key: "NOSTOCK", uuid: "u1", name: "Tea", unit: "bag", remaining: 3 },
      { key: "OVER_TOTAL_QUANTITY", limit: 25 },
    ];
    const error = cartProblemsError(problems);
    expect(error).toMatchObject({ status: 422, key: "NOSTOCK", errorData: { errors: problems } });
    expect(error.message).toBe("Tea: only 3 bags left; A cart may hold at most 25 items");
  });

  it("needs a problem", () => {
    expect(() => cartProblemsError([])).toThrow(/at least one problem/);
  });
});
