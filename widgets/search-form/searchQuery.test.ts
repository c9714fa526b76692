import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, searchQueryProblem } from "./searchQuery";

describe("searchQueryProblem", () => {
  it.each(["", " ", "\t\n  "])("refuses the blank query %j", (query) => {
    expect(searchQueryProblem(query)).toBe("required");
  });

  it("accepts a word, spaces around it included", () => {
    expect(searchQueryProblem("ชา")).toBeNull();
    expect(searchQueryProblem("  green tea ")).toBeNull();
  });

  it("accepts exactly MAX_QUERY_LENGTH characters and refuses one more", () => {
    expect(MAX_QUERY_LENGTH).toBe(200);
    expect(searchQueryProblem("a".repeat(MAX_QUERY_LENGTH))).toBeNull();
    expect(searchQueryProblem("a".repeat(MAX_QUERY_LENGTH + 1))).toBe("tooLong");
    expect(searchQueryProblem(" ".repeat(MAX_QUERY_LENGTH + 1))).toBe("tooLong");
  });
});
