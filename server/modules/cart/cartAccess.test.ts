import { describe, expect, it } from "vitest";
import { ApiError } from "../http/apiError";
import { assertCartAccess, canonicalUuid, cartActorOf, credentialsOf } from "./cartAccess";
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

  it("is undefined without both", () => {
    for (const request of [{}, { cart_id: ID }, { cart_secret: "s" }]) expect(credentialsOf(request)).toBeUndefined();
  });
});

describe("cartActorOf", () => {
  const account = { id: "a0a0a0a0-0000-4000-8000-000000000000", email: "a@b.co", name: "A" };

  it("is the account when logged in, whatever credentials are sent", () => {
    expect(cartActorOf(account, { cart_id: ID, cart_secret: "s" })).toEqual({ accountId: account.id });
    expect(cartActorOf(account, {})).toEqual({ accountId: account.id });
  });

  it("is the guest with its credentials, else 401 NO_AUTH", () => {
    expect(cartActorOf(null, { cart_id: ID, cart_secret: "s" })).toEqual({ guest: { cartId: ID, secret: "s" } });
    for (const request of [{}, { cart_id: ID }, { cart_secret: "s" }]) {
      expect(refusal(() => cartActorOf(null, request))).toMatchObject({ status: 401, key: "NO_AUTH" });
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

  const guest = (given = secret) => ({ guest: { cartId: ID, secret: given } });
  const ACCOUNT = "a0a0a0a0-0000-4000-8000-000000000000";

  it("answers an open cart with the right secret", () => {
    expect(assertCartAccess(cart(), guest())).toEqual(cart());
  });

  it("is 403 ALREADY_OWNED for a guest's right secret of an account's cart, INVALID with a wrong one", () => {
    expect(refusal(() => assertCartAccess(cart({ user_id: ACCOUNT }), guest()))).toMatchObject({
      status: 403,
      key: "ALREADY_OWNED",
    });
    expect(refusal(() => assertCartAccess(cart({ user_id: ACCOUNT }), guest("nope")))).toMatchObject({
      key: "INVALID_CART_CREDENTIALS",
    });
  });

  it("opens an account's own cart only", () => {
    expect(assertCartAccess(cart({ user_id: ACCOUNT }), { accountId: ACCOUNT })).toEqual(cart({ user_id: ACCOUNT }));
    for (const other of [cart(), cart({ user_id: "b0b0b0b0-0000-4000-8000-000000000000" }), undefined]) {
      expect(refusal(() => assertCartAccess(other, { accountId: ACCOUNT }))).toMatchObject({
        status: 403,
        key: "INVALID_CART_CREDENTIALS",
      });
    }
  });

  it("is 409 CHECKOUTED for a merged cart of the account", () => {
    const merged = cart({ user_id: ACCOUNT, status: "merged" });
    expect(refusal(() => assertCartAccess(merged, { accountId: ACCOUNT }))).toMatchObject({ key: "CHECKOUTED" });
  });

  it("is the same 403 for an unknown cart and a wrong secret", () => {
    const unknown = refusal(() => assertCartAccess(undefined, guest()));
    const wrong = refusal(() => assertCartAccess(cart(), guest(`${secret}x`)));
    for (const error of [unknown, wrong]) {
      expect(error).toMatchObject({ status: 403, key: "INVALID_CART_CREDENTIALS" });
      expect(error.message).toBe(unknown.message);
    }
  });

  it("is 409 CHECKOUTED for a checked-out cart with the right secret only", () => {
    expect(refusal(() => assertCartAccess(cart({ status: "checked_out" }), guest()))).toMatchObject({
      status: 409,
      key: "CHECKOUTED",
    });
    expect(refusal(() => assertCartAccess(cart({ status: "checked_out" }), guest("nope")))).toMatchObject({
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
