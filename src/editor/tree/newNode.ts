import type Ajv from "ajv";
import type { ValidateFunction } from "ajv";
import type { EditedTrees, PageNode } from "../contracts";
import { allUkeys } from "./findNode";
import { freshUkey } from "./freshUkey";
import { definitionOf } from "./kinds";

let ajv: Promise<Ajv> | undefined;
const validators = new Map<string, Promise<ValidateFunction>>();

/** The kind's schema compiled once, with ajv (and the schemas) loaded only when a node is first added. */
function validatorOf(kind: string): Promise<ValidateFunction> {
  let validator = validators.get(kind);
  if (!validator) {
    const definition = definitionOf(kind);
    if (!definition) return Promise.reject(new Error(`unknown kind "${kind}"`));
    ajv ??= import("~/schemas/ajv").then(({ createAjv }) => createAjv());
    validator = Promise.all([ajv, definition.loadSchema()]).then(([instance, schema]) =>
      instance.compile(schema.default),
    );
    validators.set(kind, validator);
  }
  return validator;
}

/**
 * A new node of a kind, with a ukey no node of the trees has: its setting holds the schema's defaults, and
 * a required field without one stays absent for the form to flag. The type follows the shops' data ("section" for
 * the section kind, "widget" for every other), the version is the kind's current one when it has migrations.
 */
export async function newNode(kind: string, trees: EditedTrees): Promise<PageNode> {
  const definition = definitionOf(kind);
  const [validate, migrations] = await Promise.all([validatorOf(kind), definition?.loadMigrations?.()]);
  const setting: Record<string, unknown> = {};
  validate(setting); // applies defaults; its errors are the form's to show
  return {
    ukey: freshUkey(kind, allUkeys(trees)),
    type: kind === "section" ? "section" : "widget",
    kind,
    ...(migrations ? { version: migrations.default.currentVersion } : {}),
    setting,
    ...(definition?.acceptsChildren ? { children: [] } : {}),
  };
}
