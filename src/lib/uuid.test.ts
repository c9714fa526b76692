import { describe, expect, it } from "vitest";
import { isUuid } from "./uuid";

describe("isUuid", () => {
  it.each([
    "2ae2c321-fad2-4709-bbde-ca8cd9c3b1c7",
    "2AE2C321-FAD2-4709-BBDE-CA8CD9C3B1C7",
    "00000000-0000-0000-0000-000000000000",
  ])("takes %s", (value) => expect(isUuid(value)).toBe(true));

  it.each([
    "",
    "-".repeat(36),
    "2ae2c321fad24709bbdeca8cd9c3b1c7",
    "2ae2c321-fad2-4709-bbde-ca8cd9c3b1c",
    "2ae2c321-fad2-4709-bbde-ca8cd9c3b1c7a",
    "2ae2c321-fad2-4709-bbde-ca8cd9c3b1cg",
    " 2ae2c321-fad2-4709-bbde-ca8cd9c3b1c7",
    "2ae2c321-fad2-4709-bbde-ca8cd9c3b1c7\n",
  ])("refuses %j", (value) => expect(isUuid(value)).toBe(false));
});
