/** A refusal of the owner API (application/problem+json, RFC 9457): its status and members. */
export class OwnerApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: { title?: string; detail?: string; field?: string; [member: string]: unknown },
  ) {
    super(body.detail ?? body.title ?? `HTTP ${status}`);
    this.name = "OwnerApiProblem";
  }
}

/** The network failed (offline, the server down): nothing was answered. */
export class OwnerApiUnreachable extends Error {
  constructor(cause: unknown) {
    super(`the server cannot be reached: ${String(cause)}`);
    this.name = "OwnerApiUnreachable";
  }
}

export interface CallOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** A JSON body; a Blob (an image upload) is sent as it is, with its own type. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** An answer's JSON body and the headers the client acts on (ETag). */
export interface CallResult<T> {
  data: T;
  etag: string | null;
}

/**
 * One call of the owner API on this (the editor's) origin, with the session cookie. A non-2xx answer throws an
 * OwnerApiProblem; a network failure an OwnerApiUnreachable.
 */
export async function callOwnerApi<T>(path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const isBlob = options.body instanceof Blob;
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.body !== undefined && !isBlob) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(`/api/owner${path}`, {
      method: options.method ?? "GET",
      headers,
      credentials: "same-origin",
      body: options.body === undefined ? undefined : isBlob ? (options.body as Blob) : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new OwnerApiUnreachable(error);
  }
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw new OwnerApiProblem(response.status, (body ?? {}) as OwnerApiProblem["body"]);
  return { data: body as T, etag: response.headers.get("ETag") };
}
