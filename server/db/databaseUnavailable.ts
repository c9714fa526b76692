/** No connection to the database could be had: it is down, unreachable, or the circuit breaker is open. */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * SQLSTATEs of a database going away or too busy: connection exceptions (class 08), admin / crash shutdown, cannot
 * connect now, too many connections, and a statement cancelled by statement_timeout.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;
/** Node's socket errors when the server is gone. */
const SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** pg's own messages for a connection that ended or was never made. */
const CONNECTION_ENDED =
  /^(Connection terminated|Client has encountered a connection error|Query read timeout|timeout exceeded when trying to connect)/;

/** Whether an error means the database cannot be reached just now (the request may be retried), not a bad query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_ERRORS.has(code))) return true;
  return CONNECTION_ENDED.test(error.message);
}
