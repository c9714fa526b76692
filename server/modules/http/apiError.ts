import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { CartProblem } from "~/generated/schemas";

export interface ApiFieldError {
  /** The offending query parameter, header or body field, e.g. "lang", "X-Page-Lang" or "items.0.quantity". */
  field: string;
  message: string;
}

/** An expected failure of a shop API call, answered as an error envelope (schemas/api/error-response). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    message: string,
    readonly errors?: ApiFieldError[],
    /** A refused cart change (§8): every problem, answered as error_data.errors. */
    readonly errorData?: { errors: CartProblem[] },
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function invalidRequest(errors: ApiFieldError[]): ApiError {
  const fields = [...new Set(errors.map((error) => error.field))].join(", ");
  return new ApiError(400, "INVALID_REQUEST", `Invalid request: ${fields}`, errors);
}

/** A request refused by a rate limit: 429, answered with Retry-After. */
export class TooManyRequests extends ApiError {
  constructor(
    key: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, key, message);
  }
}
