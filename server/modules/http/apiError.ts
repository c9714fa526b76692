import { ApiError, type ApiFieldError } from "~/api/apiError";

export { ApiError, type ApiFieldError } from "~/api/apiError";

export function invalidRequest(errors: ApiFieldError[]): ApiError {
  const fields = [...new Set(errors.map((error) => error.field))].join(", ");
  return new ApiError(400, "INVALID_REQUEST", `Invalid request: ${fields}`, { errors });
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
