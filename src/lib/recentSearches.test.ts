import { describe, expect, it } from "vitest";
import { parseRecentSearches, RECENT_SEARCHES_LIMIT, recentMatching, withRecentSearch } from "./recentSearches";

describe("parseRecentSearches", () => {
  it.each([null, "", "not json", "{}", '"ชา"', "42"])("%j is an empty list", (stored) => {
    expect(parseRecentSearches(stored)).toEqual([]);
  });

  it("keeps only strings, at most the limit", () => {
    expect(parseRecentSearches(JSON.stringify(["ชา", 1, null, "tea"]))).toEqual(["ชา", "tea"]);
    const many = Array.from({ length: 9 }, (_, index) => `q${index}`);
    expect(parseRecentSearches(JSON.stringify(many))).toHaveLength(RECENT_SEARCHES_LIMIT);
  });
});

describe("withRecentSearch", () => {
  it("puts the search first, trimmed, once (case ignored)", () => {
    expect(withRecentSearch(["tea", "ชา"], "  ชา ")).toEqual(["ชา", "tea"]);
    expect(withRecentSearch(["Oolong"], "oolong")).toEqual(["oolong"]);
  });

  it("keeps at most the limit, dropping the oldest", () => {
    expect(withRecentSearch(["a", "b", "c", "d", "e"], "f")).toEqual(["f", "a", "b", "c", "d"]);
  });

  it("ignores a blank or very long search", () => {
    expect(withRecentSearch(["tea"], "   ")).toEqual(["tea"]);
    expect(withRecentSearch(["tea"], "x".repeat(101))).toEqual(["tea"]);
  });
});

describe("recentMatching", () => {
  it("all when nothing is typed, else those containing it (case ignored, Thai too)", () => {
    const searches = ["ชาเขียว", "Oolong", "กาแฟ"];
    expect(recentMatching(searches, " ")).toEqual(searches);
    expect(recentMatching(searches, "OOL")).toEqual(["Oolong"]);
    expect(recentMatching(searches, "เขียว")).toEqual(["ชาเขียว"]);
    expect(recentMatching(searches, "xyz")).toEqual([]);
  });
});
