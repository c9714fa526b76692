import { describe, expect, it } from "vitest";
import { unitFor } from "./unitPlural";

describe("unitFor", () => {
  it("puts English units in the plural for any count but 1", () => {
    expect(unitFor("piece", 3)).toBe("pieces");
    expect(unitFor("bag", 0)).toBe("bags");
    expect(unitFor("box", 2)).toBe("boxes");
    expect(unitFor("loaf", 2)).toBe("loaves");
    expect(unitFor("berry", 2)).toBe("berries");
    expect(unitFor("tray", 2)).toBe("trays");
    expect(unitFor("bag", 1)).toBe("bag");
  });

  it("leaves Thai units, abbreviations and empty units as they are", () => {
    expect(unitFor("ถุง", 3)).toBe("ถุง");
    expect(unitFor("kg", 3)).toBe("kg");
    expect(unitFor("", 3)).toBe("");
  });
});
