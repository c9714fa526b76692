import { describe, expect, it } from "vitest";
import { variantName } from "./variantName";

describe("variantName", () => {
  it("adds the label in brackets", () => {
    expect(variantName("Wild Assam black tea", "80 g")).toBe("Wild Assam black tea (80 g)");
    expect(variantName("ชาแดงอัสสัมป่า", "80 กรัม")).toBe("ชาแดงอัสสัมป่า (80 กรัม)");
  });

  it("never nests brackets: a name ending in brackets gets the label after a dash", () => {
    expect(variantName("Oolong No. 12 (Jin Xuan)", "50 g")).toBe("Oolong No. 12 (Jin Xuan) – 50 g");
    expect(variantName("ชาอู่หลงเบอร์ 12 (จินเซวียน) ", "50 กรัม")).toBe("ชาอู่หลงเบอร์ 12 (จินเซวียน)  – 50 กรัม");
    expect(variantName("Tea (green) leaves", "50 g")).toBe("Tea (green) leaves (50 g)");
  });

  it("is the name alone without a label", () => {
    expect(variantName("Sencha", null)).toBe("Sencha");
    expect(variantName("Sencha", "")).toBe("Sencha");
    expect(variantName("Sencha", undefined)).toBe("Sencha");
  });
});
