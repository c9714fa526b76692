import { describe, expect, it } from "vitest";
import { invalidRequest } from "../../server/modules/http/apiError";
import { cartProblemsError } from "../../server/modules/cart/cartProblemsError";
import { ApiError as ClientApiError } from "./client";
import { errorEnvelope } from "./apiError";

describe("one ApiError for server and browser", () => {
  it("is the class the API client throws, whichever module a service's error came from", () => {
    const error = invalidRequest([{ field: "lang", message: "lang must be one of: th, en, cn" }]);
    expect(error).toBeInstanceOf(ClientApiError);
    expect(error.body).toEqual({
      success: false,
      key: "INVALID_REQUEST",
      message: "Invalid request: lang",
      errors: [{ field: "lang", message: "lang must be one of: th, en, cn" }],
    });
  });

  it("writes a refused cart change's problems as error_data, the envelope its body", () => {
    const error = cartProblemsError([{ key: "NOSTOCK", uuid: "u1", name: "Tea", remaining: 2 }]);
    expect(errorEnvelope(error)).toEqual(error.body);
    expect(error.body).toMatchObject({ key: "NOSTOCK", error_data: { errors: [{ key: "NOSTOCK", remaining: 2 }] } });
  });
});
