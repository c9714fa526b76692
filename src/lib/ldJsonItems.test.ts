import { describe, expect, it } from "vitest";
import { ldJsonItems } from "./ldJsonItems";

describe("ldJsonItems", () => {
  it("renders nothing, and reports nothing, for a page without JSON-LD", () => {
    expect(ldJsonItems(undefined)).toEqual({ items: [], problems: [] });
  });

  it("keeps one object, and every object of a list", () => {
    const product = { "@type": "Product" };
    const crumbs = { "@type": "BreadcrumbList" };
    expect(ldJsonItems(product)).toEqual({ items: [product], problems: [] });
    expect(ldJsonItems([product, crumbs])).toEqual({ items: [product, crumbs], problems: [] });
  });

  it("drops a string, naming the field", () => {
    expect(ldJsonItems('{"@type":"Product"}')).toEqual({
      items: [],
      problems: ["pageHead.ld_json is a string, not an object: not rendered"],
    });
  });

  it("drops each item of a list that is no object, naming its index, and keeps the others", () => {
    const product = { "@type": "Product" };
    expect(ldJsonItems([product, "text", 7, null, [product]])).toEqual({
      items: [product],
      problems: [
        "pageHead.ld_json[1] is a string, not an object: not rendered",
        "pageHead.ld_json[2] is a number, not an object: not rendered",
        "pageHead.ld_json[3] is null, not an object: not rendered",
        "pageHead.ld_json[4] is a list, not an object: not rendered",
      ],
    });
  });

  it("drops null and a number given alone", () => {
    expect(ldJsonItems(null).problems).toEqual(["pageHead.ld_json is null, not an object: not rendered"]);
    expect(ldJsonItems(3).items).toEqual([]);
  });
});
