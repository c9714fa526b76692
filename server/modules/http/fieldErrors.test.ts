import type { ErrorObject } from "ajv";
import { describe, expect, it } from "vitest";
import { dottedField, fieldErrorsOf } from "./fieldErrors";

function ajvError(overrides: Partial<ErrorObject>): ErrorObject {
  return { keyword: "type", instancePath: "", schemaPath: "#", params: {}, message: "must be object", ...overrides };
}

describe("fieldErrorsOf", () => {
  it("names fields dotted, in the field and the message", () => {
    expect(
      fieldErrorsOf(
        [ajvError({ instancePath: "/items/0/quantity", message: "must be >= 1", keyword: "minimum" })],
        "body",
      ),
    ).toEqual([{ field: "items.0.quantity", message: "items.0.quantity must be >= 1" }]);
  });

  it("names the whole value by its root", () => {
    expect(fieldErrorsOf([ajvError({})], "body")).toEqual([{ field: "body", message: "body must be object" }]);
    expect(fieldErrorsOf([ajvError({})], "query")).toEqual([{ field: "query", message: "query must be object" }]);
  });

  it("names a missing required or a dependency's missing field", () => {
    expect(fieldErrorsOf([ajvError({ keyword: "required", params: { missingProperty: "lang_key" } })], "body")).toEqual(
      [{ field: "lang_key", message: "lang_key is required" }],
    );
    expect(
      fieldErrorsOf(
        [ajvError({ keyword: "dependencies", params: { property: "cart_id", missingProperty: "cart_secret" } })],
        "body",
      ),
    ).toEqual([{ field: "cart_secret", message: "cart_secret is required when cart_id is present" }]);
  });

  it("is empty without errors", () => {
    expect(fieldErrorsOf(null, "body")).toEqual([]);
  });
});

describe("dottedField", () => {
  it("turns a JSON pointer into a dotted name", () => {
    expect(dottedField("/items/0/uuid")).toBe("items.0.uuid");
    expect(dottedField("/")).toBe("");
    expect(dottedField("")).toBe("");
  });
});
