import type { WidgetKind, WidgetSettings } from "~/generated/widget-registry";
import { createAjv, formatAjvErrors } from "~/schemas/ajv";

const schemas = import.meta.glob<object>("../schemas/widgets/*.schema.json", { eager: true, import: "default" });
const ajv = createAjv();

/**
 * A kind's setting as the renderer hands it to the component: validated, schema defaults applied, rich text
 * sanitised (a copy; the fixture stays as written). Stories and tests render widgets through it, as pages do.
 * Throws on a setting its schema refuses, naming the fields.
 */
export function resolvedSetting<Kind extends WidgetKind>(
  kind: Kind,
  setting: WidgetSettings[Kind]["stored"],
): WidgetSettings[Kind]["resolved"] {
  const schema = schemas[`../schemas/widgets/${kind}.schema.json`];
  if (!schema) throw new Error(`no schema for the kind "${kind}"`);
  const validate = ajv.getSchema((schema as { $id: string }).$id) ?? ajv.compile(schema);
  const copy = structuredClone(setting);
  if (!validate(copy)) {
    const problems = formatAjvErrors(validate.errors).map(({ message }) => message);
    throw new Error(`${kind} setting is invalid: ${problems.join("; ")}`);
  }
  return copy as WidgetSettings[Kind]["resolved"];
}
