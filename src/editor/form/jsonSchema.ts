import type { EditorLang, Localized } from "../contracts";

/** The parts of a (dereferenced) JSON Schema the form reads, with the editor's x- vocabulary. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  "x-label"?: Localized;
  "x-help"?: Localized;
  "x-unit"?: Localized;
  "x-enum-labels"?: Record<string, Localized>;
  "x-widget"?: FormWidget;
  "x-sanitize"?: string;
  [keyword: string]: unknown;
}

export type FormWidget =
  "textarea" | "richtext" | "image" | "colour" | "link" | "product" | "products" | "category" | "blog" | "json";

/** "autoplaySeconds" → "Autoplay seconds": the label of a property whose schema has no x-label. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function labelOf(schema: JsonSchema, name: string, lang: EditorLang): string {
  return schema["x-label"]?.[lang] ?? schema.title ?? humanise(name);
}

export function helpOf(schema: JsonSchema, lang: EditorLang): string | undefined {
  return schema["x-help"]?.[lang];
}

export function enumLabelOf(schema: JsonSchema, value: unknown, lang: EditorLang): string {
  return schema["x-enum-labels"]?.[String(value)]?.[lang] ?? String(value);
}

/** The schema's type when it names one (["string", "null"] counts as string), else undefined. */
export function typeOf(schema: JsonSchema): string | undefined {
  if (typeof schema.type === "string") return schema.type;
  const types = schema.type?.filter((type) => type !== "null");
  return types?.length === 1 ? types[0] : undefined;
}

/** A new value of `schema`: its default, or an object of its required properties' new values. */
export function newValueOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return structuredClone(schema.default);
  if (schema.const !== undefined) return schema.const;
  if (schema.oneOf?.[0]) return newValueOf(schema.oneOf[0]);
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [name, newValueOf(schema.properties?.[name] ?? {})]),
      );
    case "array":
      return Array.from({ length: schema.minItems ?? 0 }, () => newValueOf(schema.items ?? {}));
    case "string":
      return "";
    case "number":
    case "integer":
      return schema.minimum ?? 0;
    case "boolean":
      return false;
    default:
      return null;
  }
}
