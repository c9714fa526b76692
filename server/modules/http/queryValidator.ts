import { createAjv, schemaId } from "~/schemas/ajv";
import { invalidRequest } from "./apiError";
import { fieldErrorsOf } from "./fieldErrors";

export type QueryValidator = <T>(schemaFile: string, query: Record<string, string>) => T;

/**
 * Validates a request's query against a schema of schemas/api; throws a 400 INVALID_REQUEST naming each field
 * ("lang", not "/lang"). A value holding a NUL character is refused for any field (refuseNul).
 */
export function createQueryValidator(): QueryValidator {
  const ajv = createAjv();
  return <T>(schemaFile: string, query: Record<string, string>): T => {
    const validate = ajv.getSchema(schemaId(schemaFile));
    if (!validate) throw new Error(`schema ${schemaFile} is not registered`);
    refuseNul(query);
    const copy = { ...query };
    if (validate(copy)) return copy as T;
    throw invalidRequest(fieldErrorsOf(validate.errors, "query"));
  };
}

/** 400 INVALID_REQUEST naming each parameter whose value holds a NUL character: no database text can hold it. */
export function refuseNul(query: Readonly<Record<string, string | undefined>>): void {
  const withNul = Object.keys(query).filter((field) => query[field]?.includes("\u0000"));
  if (withNul.length > 0) {
    throw invalidRequest(withNul.map((field) => ({ field, message: `${field} must not contain NUL characters` })));
  }
}
