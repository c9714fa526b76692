import { describe, expect, it } from "vitest";
import { ApiError } from "../http/apiError";
import { assertCartAccess, canonicalUuid, credentialsOf } from "./cartAccess";
import { hashCartSecret, newCartSecret } from "./cartSecret";
import type { CartRecord } from "./repo";

const ID = "0f0f0f0f-0000-4000-8000-000000000000";

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

describe("credentialsOf", () => {
  it("answers the id (canonical) and secret sent", () => {
    expect(credentialsOf({ cart_id: `urn:uuid:${ID.toUpperCase()}`, cart_secret: "s" })).toEqual({
      cartId: ID,
      secret: "s",
    });
  });

  it("is 401 NO_AUTH without both", () => {
    for (const request of [{}, { cart_id: ID }, { cart_secret: "s" }]) {
      expect(refusal(() => credentialsOf(request))).toMatchObject({ status: 401, key: "NO_AUTH" });
    }
  });
});

describe("assertCartAccess", () => {
  const secret = newCartSecret();
  const cart = (overrides: Partial<CartRecord> = {}): CartRecord => ({
    id: ID,
    secret_hash: hashCartSecret(secret),
    user_id: null,
    status: "open",
    lang: "th",
    ...overrides,
  });

  it("answers an open cart with the right secret", () => {
    expect(assertCartAccess(cart(), secret)).toEqual(cart());
  });

  it("is the same 403 for an unknown cart and a wrong secret", () => {
    const unknown = refusal(() => assertCartAccess(undefined, secret));
    const wrong = refusal(() => assertCartAccess(cart(), `${secret}x`));
    for (const error of [unknown, wrong]) {
      expect(error).toMatchObject({ status: 403, key: "INVALID_CART_CREDENTIALS" });
      expect(error.message).toBe(unknown.message);
    }
  });

  it("is 409 CHECKOUTED for a checked-out cart with the right secret only", () => {
    expect(refusal(() => assertCartAccess(cart({ status: "checked_out" }), secret))).toMatchObject({
      status: 409,
      key: "CHECKOUTED",
    });
    expect(refusal(() => assertCartAccess(cart({ status: "checked_out" }), "nope"))).toMatchObject({
      status: 403,
      key: "INVALID_CART_CREDENTIALS",
    });
  });
});

describe("canonicalUuid", () => {
  it("lower-cases and drops a urn:uuid: prefix", () => {
    expect(canonicalUuid("URN:UUID:ABCDEF00-0000-4000-8000-000000000000")).toBe("abcdef00-0000-4000-8000-000000000000");
    expect(canonicalUuid(ID)).toBe(ID);
  });
});
