import base from "../../../schemas/base.schema.json";
import { dereference } from "../form/loadKindSchema";
import type { JsonSchema } from "../form/jsonSchema";

/** The base data fields that are documents of their own (the header and footer), not settings. */
const ZONES = ["headerZone", "footerZone"];

/** The free zone's nodes refer to themselves (node.schema.json): edited as JSON, the server checks them. */
const FREE_ZONE: JsonSchema = {
  "x-label": { th: "พื้นที่อิสระ", en: "Free zone" },
  "x-widget": "json",
  type: "object",
};

/**
 * The settings document's schema for one language: base.schema.json without the header and footer zones, $refs
 * resolved, with its x- hints (labels, help, colour pickers) as the widgets' schemas have them.
 */
export function settingsSchema(): JsonSchema {
  const { $id: _id, $schema: _draft, definitions: _definitions, ...root } = base as unknown as JsonSchema;
  const properties = Object.fromEntries(
    Object.entries(root.properties ?? {})
      .filter(([name]) => !ZONES.includes(name))
      .map(([name, property]) => [name, name === "freeZone" ? FREE_ZONE : property]),
  );
  const required = (root.required ?? []).filter((name) => !ZONES.includes(name));
  return dereference({ ...root, properties, required }, base as unknown as JsonSchema);
}
