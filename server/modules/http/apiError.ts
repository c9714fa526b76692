import type { ContentfulStatusCode } from "hono/utils/http-status";

export interface ApiFieldError {
  /** The offending query parameter or header, e.g. "lang" or "X-Page-Lang". */
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
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export function invalidRequest(errors: ApiFieldError[]): ApiError {
  const fields = [...new Set(errors.map((error) => error.field))].join(", ");
  return new ApiError(400, "INVALID_REQUEST", `Invalid request: ${fields}`, errors);
}
