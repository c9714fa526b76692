import { describe, expect, it } from "vitest";
import { MAX_QUERY_WORDS, queryWordsOf, searchDocumentOf, vocabularyOf, wordsOf } from "./searchWords";

describe("wordsOf", () => {
  it("segments Thai written without spaces into words", () => {
    expect(wordsOf("ชาไทย")).toEqual(["ชา", "ไทย"]);
    expect(wordsOf("ชา ไทย")).toEqual(["ชา", "ไทย"]);
  });

  it("keeps Thai vowels and tone marks inside their words", () => {
    expect(wordsOf("ช้อนตักชาไม้ไผ่")).toEqual(["ช้อน", "ตัก", "ชา", "ไม้ไผ่"]);
  });

  it("lower-cases, folds full-width Latin and splits at punctuation", () => {
    expect(wordsOf("Soft-stem OOLONG, Ｎｏ.12")).toEqual(["soft", "stem", "oolong", "no", "12"]);
  });

  it("drops SQL and LIKE metacharacters: words are only letters, marks and digits", () => {
    expect(wordsOf("' OR 1=1; -- %_\\")).toEqual(["or", "1", "1"]);
    expect(wordsOf("a_b 50%")).toEqual(["a", "b", "50"]);
    expect(wordsOf("%%% ___ '\"\\")).toEqual([]);
  });
});

describe("queryWordsOf", () => {
  it("gives the same words whatever the order of spaces", () => {
    expect(new Set(queryWordsOf("ไทย ชา"))).toEqual(new Set(queryWordsOf("ชาไทย")));
  });

  it("keeps each word once, at most MAX_QUERY_WORDS", () => {
    expect(queryWordsOf("tea Tea TEA")).toEqual(["tea"]);
    const many = Array.from({ length: 20 }, (_, index) => `w${index}`).join(" ");
    expect(queryWordsOf(many)).toEqual(Array.from({ length: MAX_QUERY_WORDS }, (_, index) => `w${index}`));
  });
});

describe("searchDocumentOf", () => {
  it("lists the distinct words of all texts between single spaces, framed by spaces", () => {
    expect(searchDocumentOf(["Thai tea", "ชา", undefined, "Tea"])).toBe(" thai tea ชา ");
  });

  it("keeps a run the segmenter split joined as well, so a differently split query is found inside it", () => {
    expect(searchDocumentOf(["ชาแดงอัสสัมป่า"])).toBe(" ชา แด งอัสสัม ป่า ชาแดงอัสสัมป่า ");
    expect(searchDocumentOf(["soft-stem"])).toBe(" soft stem softstem ");
  });

  it("is empty for texts without words", () => {
    expect(searchDocumentOf([undefined, "", " - "])).toBe("");
  });
});

describe("vocabularyOf", () => {
  it("lists each word of the documents once", () => {
    expect(vocabularyOf([" thai tea ", "", " tea ชา "])).toEqual(["thai", "tea", "ชา"]);
  });
});
