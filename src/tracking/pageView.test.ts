import { describe, expect, it } from "vitest";
import type { Product } from "~/generated/schemas";
import { pageViewOf } from "./pageView";

const product = { uuid: "u1", name: "Thai tea", price: 160 } as Product;

describe("pageViewOf", () => {
  it("a product page reports the product's id, name and price", () => {
    expect(pageViewOf("/product/thai-tea/u1", { productDetails: product })).toEqual({
      page_type: "product",
      items: [{ item_id: "u1", item_name: "Thai tea", price: 160, quantity: 1 }],
      value: 160,
      currency: "THB",
    });
  });

  it("a variant's product page names the variant", () => {
    const variant = { ...product, variant_label: "500 g" };
    expect(pageViewOf("/product/thai-tea/u1/7", { productDetails: variant }).items).toEqual([
      { item_id: "u1", item_name: "Thai tea", price: 160, quantity: 1, item_variant: "500 g" },
    ]);
  });

  it.each([
    ["/", "home"],
    ["/category/tea/101", "category"],
    ["/category/tea/oolong/121", "category"],
    ["/category/tea", "other"],
    ["/about", "other"],
    ["/search", "other"],
    ["/product/no-such/thing", "other"],
  ] as const)("%s is a %s page", (path, page_type) => {
    expect(pageViewOf(path, {})).toEqual({ page_type });
    expect(pageViewOf(path, undefined)).toEqual({ page_type });
  });
});
