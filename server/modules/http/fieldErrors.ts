import type { ErrorObject } from "ajv";
import { formatAjvErrors } from "~/schemas/ajv";
import type { ApiFieldError } from "./apiError";

/**
 * ajv errors as field errors that name the field in dotted form ("items.0.quantity", not "/items/0/quantity"), in
 * the field and at the start of the message. An error of the whole value is named `root` ("query", "body"); a
 * missing dependency names the missing field ("cart_secret is required when cart_id is present").
 */
export function fieldErrorsOf(errors: readonly ErrorObject[] | null | undefined, root: string): ApiFieldError[] {
  return (errors ?? []).flatMap((error) => {
    if (error.keyword === "dependencies") {
      const params = error.params as { property: string; missingProperty: string };
      const field = dottedField(`${error.instancePath}/${params.missingProperty}`);
      const present = dottedField(`${error.instancePath}/${params.property}`);
      return [{ field, message: `${field} is required when ${present} is present` }];
    }
    return formatAjvErrors([error]).map((formatted) => {
      const field = dottedField(formatted.field) || root;
      const message = formatted.message.startsWith(formatted.field)
        ? field + formatted.message.slice(formatted.field.length)
        : formatted.message;
      return { field, message };
    });
  });
}

/** A JSON pointer as a dotted field name: "/items/0/uuid" -> "items.0.uuid", "/" -> "". */
export function dottedField(pointer: string): string {
  return pointer.replace(/^\//, "").replaceAll("/", ".");
}
