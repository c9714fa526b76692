import { describe, expect, it } from "vitest";
import { containsPattern } from "./textMatch";

describe("containsPattern", () => {
  it.each([
    ["tea", "%tea%"],
    ["100%", "%100\\%%"],
    ["a_b", "%a\\_b%"],
    ["back\\slash", "%back\\\\slash%"],
    ["ชาเขียว", "%ชาเขียว%"],
  ])("%s -> %s", (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
