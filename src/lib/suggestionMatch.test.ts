import { describe, expect, it } from "vitest";
import { prepareText } from "./forgivingMatch";
import { bestSuggestions } from "./suggestionMatch";

const entry = (...names: string[]) => ({ name: names.at(-1) ?? "", texts: names.map(prepareText) });
const entries = [
  entry("ชาอู่หลงก้านอ่อน", "Soft-stem oolong"),
  entry("อู่หลงเบอร์ 12", "Oolong No. 12"),
  entry("ชาเขียวเซนฉะ", "Sencha green tea"),
  entry("ชุดชิมอู่หลง 4 แบบ", "Oolong tasting flight"),
  entry("ถ้วยชาเซลาดอน", "Celadon teacups"),
  entry("กาแฟดอยช้าง", "Doi Chang coffee"),
];
const suggest = (query: string, limit = 10) => bestSuggestions(query, entries, limit).map((found) => found.name);

describe("bestSuggestions", () => {
  it("a name's start first, then a word's start, then inside a word, each in the entries' order", () => {
    expect(suggest("oolong")).toEqual(["Oolong No. 12", "Oolong tasting flight", "Soft-stem oolong"]);
    expect(suggest("tea")).toEqual(["Sencha green tea", "Celadon teacups"]);
  });

  it("a Thai word inside a name without spaces", () => {
    expect(suggest("อู่หลง")).toEqual(["Oolong No. 12", "Soft-stem oolong", "Oolong tasting flight"]);
  });

  it("a partial Thai word: อู่หลอ finds the oolongs (forgiven alike, in the entries' order)", () => {
    expect(suggest("อู่หลอ")).toEqual(["Soft-stem oolong", "Oolong No. 12", "Oolong tasting flight"]);
  });

  it("a missing vowel: ชาเขยว finds green tea", () => {
    expect(suggest("ชาเขยว")).toEqual(["Sencha green tea"]);
  });

  it("a missing tone mark: ดอยชาง finds Doi Chang", () => {
    expect(suggest("ดอยชาง")).toEqual(["Doi Chang coffee"]);
  });

  it("spaces anywhere, and either language", () => {
    expect(suggest("ชา เขียว")).toEqual(["Sencha green tea"]);
    expect(suggest("GREEN tea")).toEqual(["Sencha green tea"]);
  });

  it("words in another order match after those in order", () => {
    expect(suggest("tea green")).toEqual(["Sencha green tea"]);
    expect(suggest("oolong soft")).toEqual(["Soft-stem oolong"]);
  });

  it("mixed Thai and English", () => {
    expect(suggest("sencha ชาเขียว")).toEqual(["Sencha green tea"]);
  });

  it("as written first; forgiving matches only fill what is left", () => {
    expect(suggest("oolong", 2)).toEqual(["Oolong No. 12", "Oolong tasting flight"]);
    expect(suggest("celadom")).toEqual(["Celadon teacups"]);
  });

  it.each(["", "   ", "!!", "xyzzy"])("%j suggests nothing", (query) => {
    expect(suggest(query)).toEqual([]);
  });

  it("a limit of 0 suggests nothing", () => {
    expect(suggest("oolong", 0)).toEqual([]);
  });
});
