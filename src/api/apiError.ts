import type { CartProblem, ErrorResponse } from "~/generated/schemas";

export interface ApiFieldError {
  /** The offending query parameter, header or body field, e.g. "lang", "X-Page-Lang" or "items.0.quantity". */
  field: string;
  message: string;
}

export interface ApiErrorDetails {
  /** The fields of an invalid request, answered as errors. */
  errors?: ApiFieldError[];
  /** A refused cart change (§8): every problem, answered as error_data.errors. */
  errorData?: { errors: CartProblem[] };
  /** The body as received from the API (null when it was not JSON); absent for an error raised here. */
  body?: unknown;
}

/**
 * A failed call of the shop API, the one error type of server and browser: raised by the API's services and answered
 * as an error envelope (schemas/api/error-response), or received by the API client from such an envelope.
 */
export class ApiError extends Error {
  readonly errors?: ApiFieldError[];
  readonly errorData?: { errors: CartProblem[] };
  /** The error envelope: as the API answered it, e.g. its error_data for cart toasts. */
  readonly body: unknown;

  constructor(
    readonly status: number,
    readonly key: string,
    message: string,
    details: ApiErrorDetails = {},
  ) {
    super(message);
    this.name = "ApiError";
    if (details.errors && details.errors.length > 0) this.errors = details.errors;
    if (details.errorData) this.errorData = details.errorData;
    this.body = "body" in details ? details.body : errorEnvelope(this);
  }
}

/** The error envelope of an error: how every answer of the shop API writes one. */
export function errorEnvelope(error: ApiError): ErrorResponse {
  return {
    success: false,
    key: error.key,
    message: error.message,
    ...(error.errors ? { errors: error.errors } : {}),
    ...(error.errorData ? { error_data: error.errorData } : {}),
  };
}
