import { describe, expect, it } from "vitest";
import type { Product } from "~/generated/schemas";
import { testProduct } from "../../../tests/fixtures/product";
import { mergeCartLines } from "./mergeCartLines";

const A = "a0000000-0000-4000-8000-000000000001";
const B = "a0000000-0000-4000-8000-000000000002";
const C = "a0000000-0000-4000-8000-000000000003";

function product(uuid: string, overrides: Partial<Product> = {}): Product {
  return testProduct({ uuid, ...overrides });
}

const line = (uuid: string, quantity: number, position: number) => ({ uuid, quantity, position });
const catalogue = (...products: Product[]) => new Map(products.map((item) => [item.uuid, item]));

describe("mergeCartLines", () => {
  it("sums per product and appends the guest's new lines in the guest cart's order", () => {
    const merged = mergeCartLines(
      [line(A, 2, 0)],
      [line(C, 1, 5), line(A, 3, 1), line(B, 4, 2)],
      catalogue(product(A), product(B), product(C)),
    );
    expect(merged).toEqual([line(A, 5, 0), line(B, 4, 1), line(C, 1, 2)]);
  });

  it("caps a sum at the maximum order quantity and at the stock remaining", () => {
    const merged = mergeCartLines(
      [line(A, 15, 0), line(B, 2, 1)],
      [line(A, 10, 0), line(B, 5, 1)],
      catalogue(product(A, { max_order_quantity: 20 }), product(B, { stock_remaining: 3, max_order_quantity: 10 })),
    );
    expect(merged).toEqual([line(A, 20, 0), line(B, 3, 1)]);
  });

  it("does not cap a preorder product by its stock, and caps every line at 9999", () => {
    const merged = mergeCartLines(
      [line(A, 9000, 0)],
      [line(A, 5000, 0), line(B, 4, 1)],
      catalogue(product(A), product(B, { preorder_flag: true, stock_remaining: 1 })),
    );
    expect(merged).toEqual([line(A, 9999, 0), line(B, 4, 1)]);
  });

  it("never lowers what the account cart held, even above today's limits", () => {
    const merged = mergeCartLines([line(A, 8, 0)], [line(A, 1, 0)], catalogue(product(A, { stock_remaining: 5 })));
    expect(merged).toEqual([line(A, 8, 0)]);
  });

  it("drops guest lines whose product is gone, sells as variants only, or is out of stock", () => {
    const merged = mergeCartLines(
      [line(A, 1, 0)],
      [line(B, 1, 0), line(C, 2, 1), line("a0000000-0000-4000-8000-00000000000f", 1, 2)],
      catalogue(product(A), product(B, { has_variants: true }), product(C, { stock_remaining: 0 })),
    );
    expect(merged).toEqual([line(A, 1, 0)]);
  });

  it("keeps the account's lines (a gone product's too) when the guest cart is empty", () => {
    expect(mergeCartLines([line(A, 1, 3), line(B, 2, 7)], [], catalogue(product(A)))).toEqual([
      line(A, 1, 3),
      line(B, 2, 7),
    ]);
  });
});
