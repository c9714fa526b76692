import type Ajv from "ajv";
import type { ValidateFunction } from "ajv";
import localize from "ajv-i18n";
import { createAjv } from "~/schemas/ajv";
import type { EditorLang, FieldProblem } from "../contracts";
import type { JsonSchema } from "./jsonSchema";

/** The editor's own keywords: words for people, which ajv (strict) must know to let pass. */
const EDITOR_KEYWORDS = ["x-label", "x-help", "x-unit", "x-enum-labels", "x-widget"];

let ajv: Ajv | undefined;
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

/** The ajv the server checks settings with (its formats, x-social-link), applying no defaults. */
function editorAjv(): Ajv {
  const created = createAjv({ checkOnly: true });
  // RULES.keywords: where ajv lists every keyword it knows (getKeyword omits those without a definition)
  const known = (created as unknown as { RULES: { keywords: Record<string, unknown> } }).RULES.keywords;
  for (const keyword of EDITOR_KEYWORDS) if (!(keyword in known)) created.addKeyword(keyword);
  return created;
}

function validatorOf(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    ajv ??= editorAjv();
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/**
 * What is wrong with `setting` by its schema, in the editor's language: one problem per field, at the pointer of
 * the value at fault (a missing property at its own pointer, so its field shows it). oneOf's "matches no variant"
 * is left out when a variant's own errors say more.
 */
export function settingProblems(schema: JsonSchema, setting: unknown, lang: EditorLang): FieldProblem[] {
  let validate: ValidateFunction;
  try {
    validate = validatorOf(schema);
  } catch (error) {
    // a schema ajv refuses: the form still edits the setting, with the reason above it
    return [{ pointer: "", message: (error as Error).message }];
  }
  if (validate(structuredClone(setting))) return [];
  const errors = [...(validate.errors ?? [])];
  if (lang === "th") localize.th(errors);
  return errors
    .filter((error) => error.keyword !== "oneOf" || errors.length === 1)
    .filter((error) => error.keyword !== "if")
    .map((error) => {
      const child =
        error.keyword === "required"
          ? `/${String(error.params.missingProperty)}`
          : error.keyword === "additionalProperties"
            ? `/${String(error.params.additionalProperty)}`
            : "";
      return { pointer: `${error.instancePath}${child}`, message: error.message ?? error.keyword };
    });
}
