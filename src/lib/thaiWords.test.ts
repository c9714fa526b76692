import { describe, expect, it } from "vitest";
import { thaiWords, wordParts } from "./thaiWords";

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

  it("keeps the shop's own words whole, for that shop only", () => {
    const text = "ชาอู่หลงก้านอ่อน ดอยแม่สลอง";
    expect(thaiWords(text, ["แม่สลอง"])).toContain("แม่สลอง");
    expect(thaiWords(text, ["แม่สลอง"]).join("")).toBe(text);
    expect(thaiWords(text)).not.toContain("แม่สลอง"); // the dictionary alone splits it
    expect(thaiWords(text, ["ก้านอ่อน"])).toContain("ก้านอ่อน");
  });

  it("takes a shop word longer than a built-in one first, and ignores words without Thai", () => {
    expect(thaiWords("ชาอู่หลงแท้", ["อู่หลงแท้"])).toEqual(["ชา", "อู่หลงแท้"]);
    expect(thaiWords("ชา (a.b) อู่หลง", ["(a.b)", "."])).toEqual(thaiWords("ชา (a.b) อู่หลง"));
  });

  it("answers the same parts whatever word lists were used before", () => {
    const text = "ไร่ชาแม่สลองกับแม่กำปอง";
    const expected = thaiWords(text, ["แม่สลอง"]);
    for (let list = 0; list < 100; list++) thaiWords(text, [`คำ${"ก".repeat(list % 40)}`]);
    expect(thaiWords(text, ["แม่สลอง"])).toEqual(expected);
  });
});

describe("wordParts", () => {
  it("marks Thai words, and a break before a Thai word that follows one", () => {
    expect(wordParts("ชาอู่หลง 12 ถุง")).toEqual([
      { text: "ชา", thai: true, breakBefore: false },
      { text: "อู่หลง", thai: true, breakBefore: true },
      { text: " ", thai: false, breakBefore: false },
      { text: "12", thai: false, breakBefore: false },
      { text: " ", thai: false, breakBefore: false },
      { text: "ถุง", thai: true, breakBefore: false },
    ]);
    expect(wordParts("Oolong")).toEqual([{ text: "Oolong", thai: false, breakBefore: false }]);
  });
});
