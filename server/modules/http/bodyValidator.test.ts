import { describe, expect, it } from "vitest";
import type { CartUpdateItemsRequest } from "~/generated/schemas";
import { ApiError } from "./apiError";
import { createBodyValidator, MAX_FIELD_ERRORS } from "./bodyValidator";

const SCHEMA = "api/cart-update-items-request.schema.json";
const UUID = "a0000000-0000-4000-8000-000000000001";
const validateBody = createBodyValidator();

function request(body: string, type: string | null = "application/json"): Request {
  return new Request("http://shop.test/api/x4/cart/update_items", {
    method: "POST",
    body,
    headers: type === null ? {} : { "Content-Type": type },
  });
}

async function refusal(body: string, type?: string | null): Promise<ApiError> {
  try {
    await validateBody(SCHEMA, request(body, type));
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("createBodyValidator", () => {
  it("answers a valid body", async () => {
    const body = { items: [{ uuid: UUID, quantity: 2 }], remove_items: [], lang_key: "th" };
    await expect(validateBody<CartUpdateItemsRequest>(SCHEMA, request(JSON.stringify(body)))).resolves.toEqual(body);
    await expect(
      validateBody(SCHEMA, request(JSON.stringify(body), "Application/JSON; charset=UTF-8")),
    ).resolves.toEqual(body);
  });

  it("is 415 naming Content-Type unless it is application/json", async () => {
    for (const type of ["text/plain", "application/jsonx", "multipart/form-data; boundary=x", null]) {
      const error = await refusal("{}", type);
      expect(error).toMatchObject({ status: 415, key: "UNSUPPORTED_MEDIA_TYPE" });
      expect(error.errors?.[0]?.field).toBe("Content-Type");
    }
  });

  it("is 400 naming body for anything that is not JSON", async () => {
    for (const text of ["", "{", "{'a': 1}", "undefined", "\u0000", "[1,]"]) {
      const error = await refusal(text);
      expect(error).toMatchObject({ status: 400, key: "INVALID_REQUEST" });
      expect(error.errors).toEqual([{ field: "body", message: expect.stringMatching(/^body is not valid JSON/) }]);
    }
  });

  it("names each field that breaks the schema, dotted", async () => {
    const error = await refusal(
      JSON.stringify({ items: [{ uuid: "x", quantity: 0 }], remove_items: "no", lang_key: "fr", more: 1 }),
    );
    expect(error.errors?.map((entry) => entry.field).sort()).toEqual(
      ["items.0.uuid", "items.0.quantity", "remove_items", "lang_key", "more"].sort(),
    );
    for (const entry of error.errors ?? []) expect(entry.message.startsWith(entry.field)).toBe(true);
    expect((await refusal("[]")).errors).toEqual([{ field: "body", message: "body must be object" }]);
  });

  it("names the missing half of cart_id and cart_secret", async () => {
    const error = await refusal(JSON.stringify({ items: [], remove_items: [], lang_key: "th", cart_secret: "s" }));
    expect(error.errors).toEqual([{ field: "cart_id", message: "cart_id is required when cart_secret is present" }]);
  });

  it("refuses NUL characters anywhere, naming where", async () => {
    const error = await refusal(
      JSON.stringify({
        items: [{ uuid: "a\u0000", quantity: 1 }],
        remove_items: [],
        lang_key: "th",
        cart_id: UUID,
        cart_secret: "\u0000",
      }),
    );
    expect(error.errors?.map((entry) => entry.field).sort()).toEqual(["cart_secret", "items.0.uuid"]);
    const key = await refusal('{"a\\u0000b": 1}');
    expect(key.errors?.[0]?.field).toBe("a\\u0000b");
  });

  it("names at most MAX_FIELD_ERRORS fields, however many break the rules", async () => {
    const items = Array.from({ length: 3000 }, () => ({ uuid: "x\u0000", quantity: 0 }));
    const nul = await refusal(JSON.stringify({ items, remove_items: [], lang_key: "th" }));
    expect(nul.errors).toHaveLength(MAX_FIELD_ERRORS);
    const bad = await refusal(
      JSON.stringify({ items: items.map(() => ({ uuid: "x", quantity: 0 })), remove_items: [], lang_key: "th" }),
    );
    expect(bad.errors).toHaveLength(MAX_FIELD_ERRORS);
  });

  it("survives deep nesting", async () => {
    const deep = `{"items": ${"[".repeat(30_000)}${"]".repeat(30_000)}, "remove_items": [], "lang_key": "th"}`;
    const error = await refusal(deep);
    expect(error.status).toBe(400);
    const deepNul = `{"x": ${"[".repeat(30_000)}${'"\\u0000",'.repeat(3000)}0${"]".repeat(30_000)}}`;
    const started = performance.now();
    expect((await refusal(deepNul)).errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
