import { describe, expect, it } from "vitest";
import { emptyFlexiformValues, type FlexiformField, flexiformSchema } from "./flexiform";

const fields: FlexiformField[] = [
  { name: "name", type: "text", label: "Name", required: true, min: 2, max: 5 },
  { name: "email", type: "email", label: "Email", required: false },
  { name: "phone", type: "tel", label: "Phone", pattern: "0[0-9]{8,9}" },
  { name: "bags", type: "number", label: "Bags", min: 1, max: 10 },
  { name: "topic", type: "select", label: "Topic", required: true, options: [{ value: "order", label: "Order" }] },
  { name: "consent", type: "checkbox", label: "OK", required: true },
];
const valid = { name: "Nok", email: "", phone: "", bags: "", topic: "order", consent: true };

/** The problem (the issue's message) each field has, as the browser shows and the API names them. */
function problems(values: unknown): Record<string, string> {
  const result = flexiformSchema(fields).safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join(".") || "-", issue.message]));
}

describe("flexiformSchema", () => {
  it("takes the empty optional fields and trims text", () => {
    expect(flexiformSchema(fields).parse({ ...valid, name: "  Nok " })).toEqual(valid);
  });

  it("says which rule each value breaks", () => {
    expect(problems(emptyFlexiformValues(fields))).toEqual({
      name: "required",
      topic: "required",
      consent: "required",
    });
    expect(
      problems({ ...valid, name: "N", email: "nok@", phone: "0812", bags: "2.5.1", topic: "refund", consent: "yes" }),
    ).toEqual({
      name: "tooShort",
      email: "email",
      phone: "pattern",
      bags: "number",
      topic: "option",
      consent: "invalid",
    });
    expect(problems({ ...valid, name: "Nokkaew", bags: "0" })).toEqual({ name: "tooLong", bags: "tooSmall" });
    expect(problems({ ...valid, bags: "11" })).toEqual({ bags: "tooLarge" });
  });

  it("matches a pattern against the whole value, not a part of it", () => {
    expect(problems({ ...valid, phone: "x0812345678x" })).toEqual({ phone: "pattern" });
    expect(problems({ ...valid, phone: "0812345678" })).toEqual({});
  });

  it("compiles every pattern the schema's regex format accepts, escapes unknown to unicode mode included", () => {
    const dashed: FlexiformField[] = [{ name: "phone", type: "tel", label: "Phone", pattern: "\\d{3}\\-\\d{4}" }];
    expect(flexiformSchema(dashed).safeParse({ phone: "081-2345" }).success).toBe(true);
    expect(flexiformSchema(dashed).safeParse({ phone: "0812345" }).success).toBe(false);
  });

  it("refuses a missing required value, an unknown key and a value that is no object", () => {
    const { name: _name, ...withoutName } = valid;
    expect(problems(withoutName)).toEqual({ name: "required" });
    expect(flexiformSchema(fields).safeParse({ ...valid, extra: "x" }).error?.issues[0]).toMatchObject({
      code: "unrecognized_keys",
      keys: ["extra"],
    });
    expect(problems("text")).toEqual({ "-": "invalid" });
  });

  it("starts the form empty: text blank, boxes unticked", () => {
    expect(emptyFlexiformValues(fields)).toEqual({
      name: "",
      email: "",
      phone: "",
      bags: "",
      topic: "",
      consent: false,
    });
  });
});
