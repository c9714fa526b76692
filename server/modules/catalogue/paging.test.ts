import { describe, expect, it } from "vitest";
import { offsetOf, pageNumberOf, pagingOf } from "./paging";

describe("paging", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["1.5", 1],
    ["abc", 1],
    ["01", 1],
    ["3", 3],
    ["99999", 99999],
    ["100000", 1],
  ])("pageNumberOf(%j) = %d", (value, expected) => {
    expect(pageNumberOf(value)).toBe(expected);
  });

  it("counts pages, including an empty list and a page beyond the last", () => {
    expect(pagingOf(1, 12, 0)).toEqual({ page: 1, perPage: 12, total: 0, pageCount: 0 });
    expect(pagingOf(1, 12, 12)).toEqual({ page: 1, perPage: 12, total: 12, pageCount: 1 });
    expect(pagingOf(5, 12, 13)).toEqual({ page: 5, perPage: 12, total: 13, pageCount: 2 });
    expect(offsetOf(1, 12)).toBe(0);
    expect(offsetOf(3, 6)).toBe(12);
  });
});
