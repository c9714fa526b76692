import { describe, expect, it } from "vitest";
import {
  attributeParamOf,
  attributeParamsOf,
  attributeQueryOf,
  isAttributeParam,
  parseAttributes,
  usesAttributeParams,
  withoutAttributeValue,
} from "./listingAttributes";
import { DEFAULT_LISTING, filterCount, listingParamsOf, parseListingQuery } from "./listingQuery";

const SHOP = [
  { key: "tea-type", values: ["oolong", "black", "green", "herbal"] },
  { key: "roast", values: ["light", "medium", "dark"] },
];

describe("isAttributeParam and attributeParamOf", () => {
  it("name an attribute's parameter as a. and its key", () => {
    expect(attributeParamOf("tea-type")).toBe("a.tea-type");
    for (const name of ["a.tea-type", "a.roast", "a.0", `a.${"x".repeat(40)}`])
      expect(isAttributeParam(name)).toBe(true);
    for (const name of ["a.", "a", "a.Tea", "a.-x", "a.tea type", "b.roast", "sort", `a.${"x".repeat(41)}`]) {
      expect(isAttributeParam(name)).toBe(false);
    }
  });
});

describe("attributeQueryOf", () => {
  it("joins an attribute's repeated values with commas and leaves other parameters out", () => {
    const params = new URLSearchParams("a.tea-type=oolong&sort=newest&a.roast=dark&a.tea-type=black&a.Bad=x");
    expect(attributeQueryOf(params)).toEqual({ "a.tea-type": "oolong,black", "a.roast": "dark" });
    expect(attributeQueryOf(new URLSearchParams("q=tea"))).toEqual({});
  });
});

describe("parseAttributes", () => {
  it("chooses values in the attribute's order, each once, from repeated or comma-separated values", () => {
    expect(parseAttributes({ "a.tea-type": "green, oolong,green", "a.roast": "dark" }, SHOP)).toEqual({
      chosen: { "tea-type": ["oolong", "green"], roast: ["dark"] },
      problems: [],
    });
  });

  it("chooses nothing with no attribute parameter or empty ones, and ignores other parameters", () => {
    expect(parseAttributes({ q: "tea", sort: "newest", "a.roast": "", "a.tea-type": " , " }, SHOP)).toEqual({
      chosen: {},
      problems: [],
    });
  });

  it("names a parameter of an attribute the shop does not have, listing the shop's", () => {
    expect(parseAttributes({ "a.colour": "red" }, SHOP)).toEqual({
      chosen: {},
      problems: [
        { param: "a.colour", message: "a.colour names no attribute of this shop (it has: a.tea-type, a.roast)" },
      ],
    });
    expect(parseAttributes({ "a.roast": "dark" }, []).problems).toEqual([
      { param: "a.roast", message: "a.roast names no attribute of this shop (it has: none)" },
    ]);
    expect(parseAttributes({ "a.Roast": "dark" }, SHOP).problems.map((problem) => problem.param)).toEqual(["a.Roast"]);
  });

  it("names a parameter holding values its attribute does not have, keeping the known ones", () => {
    expect(parseAttributes({ "a.tea-type": "oolong,white,Red" }, SHOP)).toEqual({
      chosen: { "tea-type": ["oolong"] },
      problems: [
        {
          param: "a.tea-type",
          message: 'a.tea-type has no value "white", "Red" (it has: oolong, black, green, herbal)',
        },
      ],
    });
  });
});

describe("parseListingQuery with attributes", () => {
  it("adds the chosen attributes to the choice, and their problems after the others", () => {
    expect(parseListingQuery({ "a.roast": "dark" }, SHOP)).toEqual({
      choice: { ...DEFAULT_LISTING, attributes: { roast: ["dark"] } },
      problems: [],
    });
    const { choice, problems } = parseListingQuery({ "a.roast": "burnt", sort: "x", in_stock: "1" }, SHOP);
    expect(choice).toEqual({ ...DEFAULT_LISTING, inStock: true });
    expect(problems.map((problem) => problem.param)).toEqual(["sort", "a.roast"]);
  });

  it("knows no attribute when given none", () => {
    expect(parseListingQuery({ "a.roast": "dark" }).problems.map((problem) => problem.param)).toEqual(["a.roast"]);
  });

  it("writes each chosen value as its own parameter after the others, and counts each as a filter", () => {
    const { choice } = parseListingQuery({ "a.tea-type": "black,oolong", in_stock: "1" }, SHOP);
    expect(listingParamsOf(choice)).toEqual([
      ["in_stock", "1"],
      ["a.tea-type", "oolong"],
      ["a.tea-type", "black"],
    ]);
    expect(attributeParamsOf({ roast: ["light", "dark"] })).toEqual([
      ["a.roast", "light"],
      ["a.roast", "dark"],
    ]);
    expect(filterCount(choice)).toBe(3);
    expect(filterCount(DEFAULT_LISTING)).toBe(0);
  });
});

describe("withoutAttributeValue", () => {
  it("removes one value, repeated or comma-separated, and p_page, keeping the rest in order", () => {
    expect(
      withoutAttributeValue("?a.tea-type=oolong&sort=newest&a.tea-type=black&p_page=2", "tea-type", "oolong"),
    ).toBe("?sort=newest&a.tea-type=black");
    expect(withoutAttributeValue("?a.tea-type=oolong%2Cblack&a.roast=dark", "tea-type", "black")).toBe(
      "?a.tea-type=oolong&a.roast=dark",
    );
    expect(withoutAttributeValue("?a.roast=dark", "roast", "dark")).toBe("");
  });
});

describe("usesAttributeParams", () => {
  const params = (search: string) => new URLSearchParams(search);
  it("is true when every value of every attribute parameter was chosen, or there is none", () => {
    expect(usesAttributeParams(params("q=tea&utm_source=x"), undefined)).toBe(true);
    expect(
      usesAttributeParams(params("a.roast=dark&a.roast=light"), { attributes: { roast: ["light", "dark"] } }),
    ).toBe(true);
    expect(
      usesAttributeParams(params("a.roast=dark,light&a.roast="), { attributes: { roast: ["light", "dark"] } }),
    ).toBe(true);
  });

  it("is false for a value, an attribute or a page that did not use it", () => {
    expect(usesAttributeParams(params("a.roast=dark&a.roast=x"), { attributes: { roast: ["dark"] } })).toBe(false);
    expect(usesAttributeParams(params("a.size=large"), { attributes: { roast: ["dark"] } })).toBe(false);
    expect(usesAttributeParams(params("a.roast=dark"), {})).toBe(false);
    expect(usesAttributeParams(params("a.roast=dark"), undefined)).toBe(false);
  });
});
