import { describe, expect, it } from "vitest";
import { isRecord } from "./isRecord";

describe("isRecord", () => {
  it.each([{}, { a: 1 }, Object.create(null)])("takes an object: %j", (value) => expect(isRecord(value)).toBe(true));
  it.each([null, undefined, [], [1], "x", 0, true])("refuses %j", (value) => expect(isRecord(value)).toBe(false));
});
