import { describe, expect, it } from "vitest";
import { allowedCost, bestMatch, compactOf, matchedWords, prepareText, queryChars } from "./forgivingMatch";

/** The cost of the query's best match in the text (any cost), or null when it has none. */
function costIn(query: string, text: string, maxCost = 10): number | null {
  return bestMatch(queryChars(query), prepareText(text), maxCost)?.cost ?? null;
}

/** The words of the text the query matches within the cost its length allows. */
function wordsMatched(query: string, text: string): string | null {
  const prepared = prepareText(text);
  const chars = queryChars(query);
  const match = bestMatch(chars, prepared, allowedCost(chars.length));
  return match ? matchedWords(prepared, match) : null;
}

describe("compactOf", () => {
  it.each([
    ["ชา เขียว", "ชาเขียว"],
    ["  Green   TEA! ", "greentea"],
    ["Ｇｒｅｅｎ", "green"],
    ["อู่หลง-No.12", "อู่หลงno12"],
    ["% _ ' ;", ""],
  ])("%j is %j", (text, compact) => {
    expect(compactOf(text)).toBe(compact);
  });
});

describe("allowedCost", () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 0.5],
    [4, 0.5],
    [5, 1],
    [8, 1],
    [9, 2],
    [40, 2],
  ])("%d characters may cost %d", (length, cost) => {
    expect(allowedCost(length)).toBe(cost);
  });
});

describe("bestMatch: Thai", () => {
  it("a missing vowel mark costs half: ชาเขยว in ชาเขียวเซนฉะ", () => {
    expect(costIn("ชาเขยว", "ชาเขียวเซนฉะ")).toBe(0.5);
  });

  it("a missing tone mark costs half: ชาอูหลง in ชาอู่หลงก้านอ่อน", () => {
    expect(costIn("ชาอูหลง", "ชาอู่หลงก้านอ่อน")).toBe(0.5);
  });

  it("a wrong tone mark costs half: กาแฟดอยช๊าง in กาแฟดอยช้าง", () => {
    expect(costIn("กาแฟดอยช๊าง", "กาแฟดอยช้าง")).toBe(0.5);
  });

  it("an extra mark costs half", () => {
    expect(costIn("ชาไท่ย", "ชาไทย")).toBe(0.5);
  });

  it("a vowel and a tone mark missing cost one", () => {
    expect(costIn("อูหลงกานออน", "ชาอู่หลงก้านอ่อน")).toBe(1.5);
  });

  it("a wrong consonant costs one: อู่หลอ (a word not finished) in อู่หลงเบอร์ 12", () => {
    expect(costIn("อู่หลอ", "อู่หลงเบอร์ 12")).toBe(1);
  });

  it("a missing leading vowel costs one", () => {
    expect(costIn("ชาขียว", "ชาเขียว")).toBe(1);
  });

  it("spaces typed inside a Thai word, or left out, cost nothing", () => {
    expect(costIn("ชา เขียว", "ชาเขียวเซนฉะ")).toBe(0);
    expect(costIn("ชาอู่หลงก้านอ่อนดอยแม่สลอง", "ชาอู่หลงก้านอ่อน ดอยแม่สลอง")).toBe(0);
  });

  it("a part of a word is a match as written", () => {
    expect(costIn("อู่หล", "ชาอู่หลงก้านอ่อน")).toBe(0);
  });

  it("Thai and English mixed", () => {
    expect(costIn("ชาเขยว sencha", "ชาเขียว Sencha")).toBe(0.5);
  });

  it("nothing within the allowed cost is null", () => {
    expect(bestMatch(queryChars("กาแฟ"), prepareText("ชาเขียว"), allowedCost(4))).toBeNull();
  });
});

describe("bestMatch: Latin", () => {
  it.each([
    ["olong", "Soft-stem oolong", 0],
    ["oolnog", "Oolong No. 12", 1],
    ["gren tea", "Sencha green tea", 1],
    ["GREEN", "Sencha green tea", 0],
    ["ooloong", "Oolong", 1],
    ["teh", "the tea", 1],
  ])("%j in %j costs %d", (query, text, cost) => {
    expect(costIn(query, text)).toBe(cost);
  });

  it("an empty query matches nothing", () => {
    expect(bestMatch([], prepareText("tea"), 2)).toBeNull();
  });

  it("an empty text matches nothing", () => {
    expect(bestMatch(queryChars("tea"), prepareText(""), 2)).toBeNull();
  });

  it("the earliest of equal matches, then the longest", () => {
    const text = prepareText("tea tea");
    expect(bestMatch(queryChars("tea"), text, 0)).toEqual({ cost: 0, start: 0, end: 3 });
    expect(bestMatch(queryChars("oolonx"), prepareText("oolong"), 1)).toEqual({ cost: 1, start: 0, end: 6 });
  });
});

describe("matchedWords: the words a match falls in, as written", () => {
  it.each([
    ["ชาเขยว", "ชาเขียวเซนฉะ", "ชาเขียว"],
    ["อู่หลอ", "ชาอู่หลงก้านอ่อน ดอยแม่สลอง", "อู่หลง"],
    ["ชาอูหลง", "ชาอู่หลงเบอร์ 12 (จินเซวียน)", "ชาอู่หลง"],
    ["gren tea", "Sencha green tea", "green tea"],
    ["oolnog", "Oolong No. 12, medium roast", "Oolong"],
    ["celadn", "Celadon teacups, pair", "Celadon"],
  ])("%j in %j is %j", (query, text, words) => {
    expect(wordsMatched(query, text)).toBe(words);
  });

  it("beyond the allowed cost nothing", () => {
    expect(wordsMatched("xyzzy", "Sencha green tea")).toBeNull();
  });
});
