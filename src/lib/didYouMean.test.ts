import { describe, expect, it } from "vitest";
import { didYouMean } from "./didYouMean";
import { prepareText } from "./forgivingMatch";

const names = [
  "ชาเขียวเซนฉะ",
  "Sencha green tea",
  "ชาอู่หลงก้านอ่อน ดอยแม่สลอง",
  "Soft-stem oolong from Doi Mae Salong",
  "กาแฟดอยช้าง คั่วกลาง",
  "Doi Chang coffee, medium roast",
  "ถ้วยชาเซลาดอน (คู่)",
  "Celadon teacups, pair",
].map(prepareText);

describe("didYouMean", () => {
  it.each([
    ["ชาเขยว", "ชาเขียว"],
    ["อู่หลอ", "อู่หลง"],
    ["ชาอูหลง", "ชาอู่หลง"],
    ["กาแฟดอยชาง", "กาแฟดอยช้าง"],
    [" ชาเขยว ", "ชาเขียว"],
    ["gren tea", "green tea"],
    ["oolnog", "oolong"],
    ["celadn cups", "Celadon cups"],
    ["ชาเขยว sencha", "ชาเขียว Sencha"],
  ])("%j: did you mean %j?", (query, meant) => {
    expect(didYouMean(query, names)?.toLowerCase()).toBe(meant.toLowerCase());
  });

  it.each(["ชาเขียว", "ชา เขียว", "green tea", "GREEN", "tea oolong", "อู่หล", "sencha ชาเขียว"])(
    "%j is there as written: null",
    (query) => {
      expect(didYouMean(query, names)).toBeNull();
    },
  );

  it.each(["xyzzy", "tae", "ชาเขยว xyzzy", "กฟ", "", "   "])("%j resembles nothing: null", (query) => {
    expect(didYouMean(query, names)).toBeNull();
  });

  it("no texts: null", () => {
    expect(didYouMean("ชาเขยว", [])).toBeNull();
  });

  it("the cheapest correction wins over an earlier dearer one", () => {
    const texts = ["ชาเขาว", "ชาเขียว"].map(prepareText);
    expect(didYouMean("ชาเขยว", texts)).toBe("ชาเขียว");
  });
});
