import type { Handler, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { log } from "../log.js";

/** Where browsers send Content-Security-Policy violation reports (report-uri; a Reporting API batch is taken too). */
export const CSP_REPORT_PATH = "/csp-report";

/** One report is under 2 KiB; a Reporting API batch holds a few. */
export const MAX_REPORT_BYTES = 8 * 1024;

/** Reports logged per minute per process at most (anyone can post them); the rest are counted. */
const LOGGED_PER_MINUTE = 60;
/** The reports of one body looked at at most. */
const REPORTS_PER_BODY = 10;
/** The characters kept of each field logged. */
const FIELD_CHARS = 300;

/** What is logged of a violation. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
  disposition: string;
}

/**
 * POST /csp-report: takes the reports of report-uri (application/csp-report, one object) and of the Reporting API
 * (application/reports+json, an array), logs a summary of each as one line of JSON, answers 204. Bodies over
 * MAX_REPORT_BYTES get a 413, unreadable ones a 400; nothing of a report is ever sent back.
 */
export function cspReportHandlers(report: (violation: CspViolation) => void): [MiddlewareHandler, Handler] {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  const admit = (now: number) => {
    if (now - windowStart >= 60_000) {
      if (dropped > 0) log.warn({ dropped }, `CSP violation reports not logged (over ${LOGGED_PER_MINUTE}/min)`);
      windowStart = now;
      logged = 0;
      dropped = 0;
    }
    if (logged >= LOGGED_PER_MINUTE) {
      dropped += 1;
      return false;
    }
    logged += 1;
    return true;
  };

  return [
    bodyLimit({ maxSize: MAX_REPORT_BYTES, onError: (c) => c.body(null, 413) }),
    async (c) => {
      // A frame-ancestors violation is reported from the framing site's context: with the baseline's same-origin
      // resource policy the browser refuses the answer (a console error there). The answer holds nothing.
      c.header("Cross-Origin-Resource-Policy", "cross-origin");
      const body: unknown = await c.req.json().catch(() => undefined);
      const violations = violationsOf(body);
      if (violations === null) return c.body(null, 400);
      for (const violation of violations) if (admit(Date.now())) report(violation);
      return c.body(null, 204);
    },
  ];
}

/** The violations a report body holds, or null when it is not a report body. */
function violationsOf(body: unknown): CspViolation[] | null {
  if (Array.isArray(body)) {
    return body
      .slice(0, REPORTS_PER_BODY)
      .filter((report) => isObject(report) && report.type === "csp-violation" && isObject(report.body))
      .map(({ body }) =>
        violation(body, ["documentURL", "effectiveDirective", "blockedURL", "sourceFile", "lineNumber", "disposition"]),
      );
  }
  if (isObject(body) && isObject(body["csp-report"])) {
    return [
      violation(body["csp-report"], [
        "document-uri",
        "effective-directive",
        "blocked-uri",
        "source-file",
        "line-number",
        "disposition",
      ]),
    ];
  }
  return null;
}

type Fields = [document: string, directive: string, blocked: string, source: string, line: string, disposition: string];

function violation(
  report: Record<string, unknown>,
  [document, directive, blocked, source, line, disposition]: Fields,
): CspViolation {
  const text = (name: string) => String(report[name] ?? "").slice(0, FIELD_CHARS);
  const lineNumber = report[line];
  return {
    document: text(document),
    directive: text(directive),
    blocked: text(blocked),
    source: text(source),
    line: typeof lineNumber === "number" && Number.isFinite(lineNumber) ? lineNumber : null,
    disposition: text(disposition),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
