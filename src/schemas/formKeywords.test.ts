import { describe, expect, it } from "vitest";
import { createAjv } from "./ajv";

const labelled = (annotations: object) => ({
  type: "object",
  properties: { title: { type: "string", ...annotations } },
});

describe("the form keywords in createAjv", () => {
  it("are accepted in strict mode and change nothing that validates", () => {
    const validate = createAjv().compile({
      "x-label": { th: "ตัวอย่าง", en: "Example" },
      type: "object",
      properties: {
        size: {
          "x-label": { th: "ขนาด", en: "Size" },
          "x-help": { th: "เลือกขนาด", en: "Pick a size" },
          "x-enum-labels": { sm: { th: "เล็ก", en: "Small" }, lg: { th: "ใหญ่", en: "Large" } },
          enum: ["sm", "lg"],
        },
        seconds: { "x-label": { th: "เวลา", en: "Time" }, "x-unit": { th: "วินาที", en: "seconds" }, type: "number" },
        body: { "x-label": { th: "ข้อความ", en: "Text" }, "x-widget": "textarea", type: "string" },
      },
    });
    expect(validate({ size: "sm", seconds: 5, body: "" })).toBe(true);
    expect(validate({ size: "md" })).toBe(false);
  });

  it.each([
    { annotations: { "x-label": { th: "หัวข้อ" } }, error: "must have required property 'en'" },
    { annotations: { "x-label": { th: "", en: "Title" } }, error: "data/th must NOT have fewer than 1 characters" },
    { annotations: { "x-help": "Plain words" }, error: 'keyword "x-help" value is invalid' },
    { annotations: { "x-widget": "color" }, error: "must be equal to one of the allowed values" },
    { annotations: { "x-enum-labels": { a: { en: "A" } } }, error: "must have required property 'th'" },
  ])("fail at compile when malformed: $annotations", ({ annotations, error }) => {
    expect(() => createAjv().compile(labelled(annotations))).toThrow(error);
  });
});
