import { describe, expect, it } from "vitest";
import {
  chosenFilters,
  DEFAULT_LISTING,
  LISTING_SORTS,
  listingParamsOf,
  parseListingQuery,
  withoutListingParam,
} from "./listingQuery";

describe("parseListingQuery", () => {
  it("is the default with no parameters or empty ones (a GET form's empty fields)", () => {
    expect(parseListingQuery({})).toEqual({ choice: DEFAULT_LISTING, problems: [] });
    expect(parseListingQuery({ sort: "", price_min: "", price_max: " ", in_stock: "" })).toEqual({
      choice: DEFAULT_LISTING,
      problems: [],
    });
  });

  it.each(LISTING_SORTS)("takes sort=%s", (sort) => {
    expect(parseListingQuery({ sort })).toEqual({ choice: { ...DEFAULT_LISTING, sort }, problems: [] });
  });

  it.each(["price", "PRICE_ASC", " newest", "featured;drop", "0"])("refuses sort=%j, naming sort", (sort) => {
    const { choice, problems } = parseListingQuery({ sort });
    expect(choice.sort).toBe("featured");
    expect(problems).toEqual([{ param: "sort", message: expect.stringContaining("sort must be one of") }]);
  });

  it.each([
    ["0", 0],
    ["120", 120],
    ["99.5", 99.5],
    ["350.50", 350.5],
    [" 80 ", 80],
    ["9999999999.99", 9_999_999_999.99],
  ])("takes price_min=%j as %d", (text, price) => {
    expect(parseListingQuery({ price_min: text })).toEqual({
      choice: { ...DEFAULT_LISTING, priceMin: price },
      problems: [],
    });
    expect(parseListingQuery({ price_max: text }).choice.priceMax).toBe(price);
  });

  it.each(["-1", "1e3", "1,000", "฿100", "abc", "1.234", ".5", "5.", "+5", "0x10", "12345678901", "NaN", "Infinity"])(
    "refuses the price %j, naming the parameter",
    (text) => {
      for (const param of ["price_min", "price_max"] as const) {
        const { choice, problems } = parseListingQuery({ [param]: text });
        expect(choice).toEqual(DEFAULT_LISTING);
        expect(problems).toEqual([{ param, message: expect.stringContaining(`${param} must be a price`) }]);
      }
    },
  );

  it("takes equal bounds and refuses price_max below price_min, naming price_max", () => {
    expect(parseListingQuery({ price_min: "100", price_max: "100" }).choice).toMatchObject({
      priceMin: 100,
      priceMax: 100,
    });
    const { choice, problems } = parseListingQuery({ price_min: "200", price_max: "100" });
    expect(choice).toMatchObject({ priceMin: 200, priceMax: null });
    expect(problems).toEqual([{ param: "price_max", message: "price_max (100) is below price_min (200)" }]);
  });

  it("takes in_stock=1 only", () => {
    expect(parseListingQuery({ in_stock: "1" }).choice.inStock).toBe(true);
    for (const text of ["true", "0", "yes", "on"]) {
      const { choice, problems } = parseListingQuery({ in_stock: text });
      expect(choice.inStock).toBe(false);
      expect(problems.map((problem) => problem.param)).toEqual(["in_stock"]);
    }
  });

  it("names every wrong parameter, in order, and keeps the right ones", () => {
    const { choice, problems } = parseListingQuery({ sort: "x", price_min: "50", price_max: "y", in_stock: "2" });
    expect(choice).toEqual({ ...DEFAULT_LISTING, priceMin: 50 });
    expect(problems.map((problem) => problem.param)).toEqual(["sort", "price_max", "in_stock"]);
  });

  it("ignores other parameters", () => {
    const query: Record<string, string> = { q: "tea", p_page: "2" };
    expect(parseListingQuery(query)).toEqual({ choice: DEFAULT_LISTING, problems: [] });
  });
});

describe("listingParamsOf and chosenFilters", () => {
  it("write nothing for the default", () => {
    expect(listingParamsOf(DEFAULT_LISTING)).toEqual([]);
    expect(chosenFilters(DEFAULT_LISTING)).toEqual([]);
  });

  it("write what differs from the default, in URL order; sort is no filter", () => {
    const choice = { sort: "price_desc", priceMin: 99.5, priceMax: 300, inStock: true } as const;
    expect(listingParamsOf(choice)).toEqual([
      ["sort", "price_desc"],
      ["price_min", "99.5"],
      ["price_max", "300"],
      ["in_stock", "1"],
    ]);
    expect(chosenFilters(choice)).toEqual(["price_min", "price_max", "in_stock"]);
  });

  it("round-trip through parseListingQuery", () => {
    const choice = { sort: "newest", priceMin: 0, priceMax: null, inStock: true } as const;
    expect(parseListingQuery(Object.fromEntries(listingParamsOf(choice))).choice).toEqual(choice);
  });
});

describe("withoutListingParam", () => {
  it("removes the parameter and p_page, keeping the rest in order", () => {
    expect(withoutListingParam("?q=tea&price_min=100&in_stock=1&p_page=3", "price_min")).toBe("?q=tea&in_stock=1");
    expect(withoutListingParam("sort=newest&in_stock=1", "in_stock")).toBe("?sort=newest");
  });

  it("removes every occurrence and answers '' when nothing is left", () => {
    expect(withoutListingParam("?in_stock=1&in_stock=1", "in_stock")).toBe("");
    expect(withoutListingParam("", "sort")).toBe("");
  });

  it("keeps Thai text, re-encoded", () => {
    expect(withoutListingParam("?q=%E0%B8%8A%E0%B8%B2&price_max=5", "price_max")).toBe("?q=%E0%B8%8A%E0%B8%B2");
  });
});
