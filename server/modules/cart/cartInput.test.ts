import { describe, expect, it } from "vitest";
import { ApiError } from "../http/apiError";
import { cartChangeOf } from "./cartInput";

const A = "a0000000-0000-4000-8000-000000000001";
const B = "a0000000-0000-4000-8000-000000000002";

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("cartChangeOf", () => {
  it("keeps the items in the order sent, uuids lower-cased without a urn prefix", () => {
    expect(
      cartChangeOf(
        [
          { uuid: B.toUpperCase(), quantity: 2 },
          { uuid: `urn:uuid:${A}`, quantity: 1 },
        ],
        [],
      ),
    ).toEqual({
      items: [
        { uuid: B, quantity: 2 },
        { uuid: A, quantity: 1 },
      ],
      removeItems: [],
    });
  });

  it("removes a uuid sent twice in remove_items once; remove_items defaults to none", () => {
    expect(cartChangeOf([], [A, A.toUpperCase()]).removeItems).toEqual([A]);
    expect(cartChangeOf([{ uuid: A, quantity: 1 }]).removeItems).toEqual([]);
  });

  it("refuses a uuid set twice, naming the later item", () => {
    const error = refusal(() =>
      cartChangeOf([
        { uuid: A, quantity: 1 },
        { uuid: B, quantity: 1 },
        { uuid: A.toUpperCase(), quantity: 2 },
      ]),
    );
    expect(error).toMatchObject({ status: 400, key: "INVALID_REQUEST" });
    expect(error.errors).toEqual([
      { field: "items.2.uuid", message: "items.2.uuid repeats items.0.uuid: send each product once" },
    ]);
  });

  it("refuses a uuid both set and removed, naming the removal", () => {
    const error = refusal(() => cartChangeOf([{ uuid: A, quantity: 1 }], [B, A]));
    expect(error.errors).toEqual([{ field: "remove_items.1", message: "remove_items.1 is also set in items.0.uuid" }]);
  });
});
