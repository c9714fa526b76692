import { describe, expect, it } from "vitest";
import { withItems } from "./withItems";

describe("withItems", () => {
  const lines = [
    { uuid: "b", quantity: 1, position: 1 },
    { uuid: "a", quantity: 2, position: 0 },
    { uuid: "c", quantity: 3, position: 4 },
  ];

  it("sets existing lines to the quantity sent, in place", () => {
    expect(withItems(lines, [{ uuid: "b", quantity: 9 }])).toEqual([
      { uuid: "a", quantity: 2, position: 0 },
      { uuid: "b", quantity: 9, position: 1 },
      { uuid: "c", quantity: 3, position: 4 },
    ]);
  });

  it("puts new lines after the last, in the order sent", () => {
    expect(
      withItems(lines, [
        { uuid: "e", quantity: 1 },
        { uuid: "a", quantity: 5 },
        { uuid: "d", quantity: 2 },
      ]),
    ).toEqual([
      { uuid: "a", quantity: 5, position: 0 },
      { uuid: "b", quantity: 1, position: 1 },
      { uuid: "c", quantity: 3, position: 4 },
      { uuid: "e", quantity: 1, position: 5 },
      { uuid: "d", quantity: 2, position: 6 },
    ]);
  });

  it("starts an empty cart at position 0 and leaves its input alone", () => {
    expect(withItems([], [{ uuid: "a", quantity: 1 }])).toEqual([{ uuid: "a", quantity: 1, position: 0 }]);
    withItems(lines, [{ uuid: "a", quantity: 7 }]);
    expect(lines[1]).toEqual({ uuid: "a", quantity: 2, position: 0 });
  });

  it("is idempotent: the same items twice give the same lines", () => {
    const items = [
      { uuid: "a", quantity: 4 },
      { uuid: "z", quantity: 1 },
    ];
    const once = withItems(lines, items);
    expect(withItems(once, items)).toEqual(once);
  });
});
