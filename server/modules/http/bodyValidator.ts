import { createAjv, schemaId } from "~/schemas/ajv";
import { ApiError, type ApiFieldError, invalidRequest } from "./apiError";
import { fieldErrorsOf } from "./fieldErrors";

export type BodyValidator = <T>(schemaFile: string, request: Request) => Promise<T>;

const JSON_TYPE = "application/json";
/** A body may break many rules (thousands of bad items fit in 64 KiB): the answer names the first this many. */
export const MAX_FIELD_ERRORS = 50;

/**
 * Reads a request's JSON body and validates it against a schema of schemas/api. Throws, answered as error
 * envelopes: 415 UNSUPPORTED_MEDIA_TYPE unless the Content-Type is application/json; 400 INVALID_REQUEST naming
 * "body" when it is not JSON; 400 INVALID_REQUEST naming each field ("items.0.quantity") that breaks the schema or
 * holds a NUL character (no database text can hold it), at most MAX_FIELD_ERRORS of them. Mount jsonBodyLimit
 * (./bodyLimit.ts) before it: this reads the whole body.
 */
export function createBodyValidator(): BodyValidator {
  const ajv = createAjv();
  return async <T>(schemaFile: string, request: Request): Promise<T> => {
    const validate = ajv.getSchema(schemaId(schemaFile));
    if (!validate) throw new Error(`schema ${schemaFile} is not registered`);
    const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== JSON_TYPE) {
      throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", `Unsupported media type: send ${JSON_TYPE}`, {
        errors: [
          {
            field: "Content-Type",
            message: `Content-Type must be ${JSON_TYPE}, got ${type ? type.slice(0, 100) : "none"}`,
          },
        ],
      });
    }
    const body = parseJson(await request.text());
    const withNul = nulFields(body);
    if (withNul.length > 0) throw invalidRequest(withNul);
    if (validate(body)) return body as T;
    throw invalidRequest(fieldErrorsOf(validate.errors, "body").slice(0, MAX_FIELD_ERRORS));
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : "unreadable";
    throw invalidRequest([{ field: "body", message: `body is not valid JSON: ${reason}` }]);
  }
}

/** A value met while walking a parsed body, with the way back to the root (paths are built only when needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
}

/**
 * The fields of a parsed JSON value whose string (or key) holds a NUL character, dotted ("items.0.uuid"). Walks
 * with its own stack and builds a path only for a hit, so no nesting depth overflows the call stack or costs more
 * than linear time.
 */
function nulFields(value: unknown): ApiFieldError[] {
  const found: ApiFieldError[] = [];
  const stack: Visit[] = [{ value, key: "", parent: undefined }];
  for (let visit = stack.pop(); visit && found.length < MAX_FIELD_ERRORS; visit = stack.pop()) {
    const current = visit.value;
    if (typeof current === "string") {
      if (current.includes("\u0000")) {
        const field = pathOf(visit) || "body";
        found.push({ field, message: `${field} must not contain NUL characters` });
      }
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        const next = { value: child, key, parent: visit };
        if (key.includes("\u0000")) {
          if (found.length >= MAX_FIELD_ERRORS) break;
          const field = pathOf(next).replaceAll("\u0000", "\\u0000");
          found.push({ field, message: `${field}: a name must not contain NUL characters` });
        } else {
          stack.push(next);
        }
      }
    }
  }
  return found.reverse();
}
