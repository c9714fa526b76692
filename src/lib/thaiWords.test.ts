import { describe, expect, it } from "vitest";
import { thaiWords } from "./thaiWords";

describe("thaiWords", () => {
  it("keeps whole the words ICU's dictionary splits", () => {
    expect(thaiWords("ชาอู่หลงเบอร์ 12 (จินเซวียน)")).toEqual(["ชา", "อู่หลง", "เบอร์", " ", "12", " ", "(", "จินเซวียน", ")"]);
    expect(thaiWords("งานคราฟต์และของขวัญ")).toEqual(["งาน", "คราฟต์", "และ", "ของ", "ขวัญ"]);
  });

  it("prefers the longest known word and segments the rest with the dictionary", () => {
    expect(thaiWords("ดริปเปอร์เซรามิก")).toEqual(["ดริปเปอร์", "เซรามิก"]);
    expect(thaiWords("กาแฟดริปรวม")).toEqual(["กาแฟ", "ดริป", "รวม"]);
  });

  it("answers a text without Thai as one part, and the same parts for the same text", () => {
    expect(thaiWords("Soft-stem oolong")).toEqual(["Soft-stem oolong"]);
    expect(thaiWords("ชาแดงอัสสัมป่า")).toEqual(thaiWords("ชาแดงอัสสัมป่า"));
    expect(thaiWords("ชาแดงอัสสัมป่า").join("")).toBe("ชาแดงอัสสัมป่า");
  });
});
