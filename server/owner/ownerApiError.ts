/** A problem as the owner API reports it in a document: where (language, JSON pointer), what node, and why. */
export interface DocumentProblem {
  lang: "th" | "en";
  /** JSON pointer into the document's content, e.g. /th/pageComponent/children/0/setting/title. */
  pointer: string;
  /** The node's kind and ukey when the problem is in a node, else null. */
  kind: string | null;
  ukey: string | null;
  message: string;
}

/** What an RFC 9457 problem carries besides its status: a title, the detail, and the members the client acts on. */
export interface ProblemDetails {
  title: string;
  detail?: string;
  /** The request field or header at fault (e.g. "email", "If-Match"). */
  field?: string;
  [member: string]: unknown;
}

/**
 * The owner API's one error: thrown by its services, answered by its routes as application/problem+json
 * (RFC 9457) with `status`, the title, the detail and any further members (field, currentVersion, problems…).
 */
export class OwnerApiError extends Error {
  constructor(
    readonly status: number,
    readonly details: ProblemDetails,
    readonly headers: Record<string, string> = {},
  ) {
    super(details.detail ?? details.title);
    this.name = "OwnerApiError";
  }
}

/** The answer for an OwnerApiError: problem+json, never stored by any cache. */
export function problemResponse(error: OwnerApiError): Response {
  const body = { type: "about:blank", status: error.status, ...error.details };
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...error.headers },
  });
}

/** A shop or document the account may not see: the same answer as one that does not exist (never 403 with details). */
export function notFound(what = "not found"): OwnerApiError {
  return new OwnerApiError(404, { title: "Not Found", detail: what });
}

/** The account's role in the shop does not allow this. */
export function forbidden(detail: string, field?: string): OwnerApiError {
  return new OwnerApiError(403, { title: "Forbidden", detail, ...(field ? { field } : {}) });
}
