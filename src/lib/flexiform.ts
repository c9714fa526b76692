import { z } from "zod";
import type { FlexiformSetting } from "~/generated/schemas";

// No compiled validators: zod's probe for them (`new Function`) is an `eval` the pages' CSP blocks, and each blocked
// probe was reported as a violation from every flexiform page.
z.config({ jitless: true });

/** One field of a flexiform node (schemas/widgets/flexiform.schema.json). */
export type FlexiformField = FlexiformSetting["fields"][number];

/** The most characters any text value may hold, whatever the field's max says. */
export const FLEXIFORM_TEXT_MAX = 2000;

/**
 * What is wrong with a value: the message of every issue the schema reports, so the browser can show it in the
 * page's language (locales: flexiform.problem.<key>) and the shop API can name it.
 */
export const FLEXIFORM_PROBLEMS = [
  "required",
  "invalid",
  "tooShort",
  "tooLong",
  "tooSmall",
  "tooLarge",
  "number",
  "email",
  "pattern",
  "option",
] as const;

export type FlexiformProblem = (typeof FLEXIFORM_PROBLEMS)[number];

/** The problem a schema issue's message names; "invalid" for any other message (zod's own). */
export function flexiformProblemOf(message: string): FlexiformProblem {
  return (FLEXIFORM_PROBLEMS as readonly string[]).includes(message) ? (message as FlexiformProblem) : "invalid";
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A check that only looks at a filled-in value: an empty optional field is fine, a required one says so itself. */
const whenFilled =
  (check: (value: string) => boolean) =>
  (value: string): boolean =>
    value === "" || check(value);

/** A field's value was missing (required) or of the wrong type (invalid). */
const missingOrInvalid = (issue: { input?: unknown }): FlexiformProblem =>
  issue.input === undefined ? "required" : "invalid";

function textSchema(field: FlexiformField) {
  const { min, max, pattern, required } = field;
  const numeric = field.type === "number";
  let schema = z.string({ error: missingOrInvalid }).trim().max(FLEXIFORM_TEXT_MAX, { error: "tooLong" });
  if (required) schema = schema.min(1, { error: "required" });
  if (numeric) {
    schema = schema.refine(
      whenFilled((value) => DECIMAL.test(value)),
      { error: "number", abort: true },
    );
    if (min !== undefined)
      schema = schema.refine(
        whenFilled((value) => Number(value) >= min),
        { error: "tooSmall" },
      );
    if (max !== undefined)
      schema = schema.refine(
        whenFilled((value) => Number(value) <= max),
        { error: "tooLarge" },
      );
    return schema;
  }
  if (min !== undefined)
    schema = schema.refine(
      whenFilled((value) => value.length >= min),
      { error: "tooShort" },
    );
  if (max !== undefined) schema = schema.refine((value) => value.length <= max, { error: "tooLong" });
  if (field.type === "email") {
    schema = schema.refine(
      whenFilled((value) => z.regexes.email.test(value)),
      { error: "email" },
    );
  }
  if (pattern && (field.type === "text" || field.type === "tel")) {
    // The flags the schema's "regex" format compiles a pattern with (none): a pattern it accepts always compiles here.
    const whole = new RegExp(`^(?:${pattern})$`);
    schema = schema.refine(
      whenFilled((value) => whole.test(value)),
      { error: "pattern" },
    );
  }
  if (field.type === "select") {
    const values = new Set(field.options?.map((option) => option.value));
    schema = schema.refine(
      whenFilled((value) => values.has(value)),
      { error: "option" },
    );
  }
  return schema;
}

function fieldSchema(field: FlexiformField) {
  if (field.type === "checkbox") {
    const box = z.boolean({ error: missingOrInvalid });
    return field.required ? box.refine((ticked) => ticked, { error: "required" }) : box.optional();
  }
  const text = textSchema(field);
  return field.required ? text : text.optional();
}

/**
 * The zod schema of a form's values, built from its field list: the browser checks with it before sending
 * (react-hook-form's zodResolver) and the shop API checks every submission with it again, so both say the same.
 * Unknown keys are refused.
 */
export function flexiformSchema(fields: readonly FlexiformField[]) {
  return z.strictObject(Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)])), {
    error: "invalid",
  });
}

/** A submission's values: text-like fields (number too, as typed) are strings, checkboxes booleans. */
export type FlexiformValues = z.output<ReturnType<typeof flexiformSchema>>;

/** The empty form: "" for text-like fields, false for checkboxes. */
export function emptyFlexiformValues(fields: readonly FlexiformField[]): FlexiformValues {
  return Object.fromEntries(fields.map((field) => [field.name, field.type === "checkbox" ? false : ""]));
}
