import { describe, expect, it } from "vitest";
import { hasFilters } from "./listingChosen";
import { DEFAULT_LISTING } from "./listingQuery";

describe("hasFilters", () => {
  it("is false for the default and for a sort alone", () => {
    expect(hasFilters(DEFAULT_LISTING)).toBe(false);
    expect(hasFilters({ ...DEFAULT_LISTING, sort: "newest" })).toBe(false);
  });

  it("is true for any price bound (0 too), in stock, or chosen attribute values", () => {
    expect(hasFilters({ ...DEFAULT_LISTING, priceMin: 0 })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LISTING, priceMax: 100 })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LISTING, inStock: true })).toBe(true);
    expect(hasFilters({ ...DEFAULT_LISTING, attributes: { roast: ["dark"] } })).toBe(true);
  });
});
