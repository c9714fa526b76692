import { describe, expect, it } from "vitest";
import { REPORTED_PURCHASES_MAX } from "~/lib/constants";
import { purchaseOrderOf, purchaseReported, withPurchaseReported } from "./purchaseLog";

const ORDER = "0f0f0f0f-0000-4000-8000-000000000001";
const order = (n: number) => `0f0f0f0f-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe("purchaseOrderOf", () => {
  it("reads the order id of ?purchase=, in lower case", () => {
    expect(purchaseOrderOf(`?purchase=${ORDER}`)).toBe(ORDER);
    expect(purchaseOrderOf(`?lang=en&purchase=${ORDER.toUpperCase()}`)).toBe(ORDER);
  });

  it.each(["", "?purchase=", "?purchase=123", `?purchase=${ORDER}x`, `?order=${ORDER}`, "?purchase=<script>"])(
    "%s names no order",
    (search) => {
      expect(purchaseOrderOf(search)).toBeNull();
    },
  );
});

describe("the reported purchases", () => {
  it("remembers an order as reported for its shop only", () => {
    const log = withPurchaseReported(null, 1, ORDER);
    expect(purchaseReported(log, 1, ORDER)).toBe(true);
    expect(purchaseReported(log, 2, ORDER)).toBe(false);
    expect(purchaseReported(log, 1, order(2))).toBe(false);
    expect(purchaseReported(null, 1, ORDER)).toBe(false);
  });

  it("keeps each shop's own list, an order once, the newest REPORTED_PURCHASES_MAX", () => {
    let log = withPurchaseReported(null, 2, ORDER);
    for (let n = 1; n <= REPORTED_PURCHASES_MAX + 1; n++) log = withPurchaseReported(log, 1, order(n));
    log = withPurchaseReported(log, 1, order(5));
    const kept = JSON.parse(log) as Record<string, string[]>;
    expect(kept[1]).toHaveLength(REPORTED_PURCHASES_MAX);
    expect(kept[1]?.at(-1)).toBe(order(5));
    expect(purchaseReported(log, 1, order(1))).toBe(false); // the oldest went
    expect(purchaseReported(log, 1, order(2))).toBe(true);
    expect(purchaseReported(log, 2, ORDER)).toBe(true);
  });

  it.each(["not json", "[]", "null", '"x"', '{"1": "x"}', '{"1": [1, 2]}'])(
    "reads junk (%s) as nothing reported",
    (raw) => {
      expect(purchaseReported(raw, 1, ORDER)).toBe(false);
      expect(JSON.parse(withPurchaseReported(raw, 1, ORDER))).toEqual({ 1: [ORDER] });
    },
  );
});
