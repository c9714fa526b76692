import { isRecord } from "~/lib/isRecord";
import { SCHEMA_BASE } from "./ajv";

type Schema = Record<string, unknown>;

/** A schema file the kind's schema refers to (common.schema.json…), by its $id; undefined for one the caller lacks. */
export type SchemaLookup = (id: string) => object | undefined;

/** Where a schema is: its file's $id and the JSON pointer inside it; `via`: the kind's place that led out of its file. */
interface Place {
  id: string;
  pointer: string;
  via?: string;
}

/** What a schema is to the form: a field (property), a list's item, one choice of a oneOf/anyOf, a $ref's target… */
type Role = "root" | "property" | "item" | "choice" | "target" | "part";

/**
 * What a widget kind's schema lacks for the editor's generated form (formKeywords.ts), one message per problem,
 * naming the file and JSON pointer: an `x-label` in Thai and English on the root, every property at any depth,
 * every object item of a list, every choice of a oneOf/anyOf and every definition a $ref leads to (followed into
 * common.schema.json); an `x-enum-labels` entry for each value of every enum, and none for another value; and
 * `x-widget: "richtext"` on every string the sanitiser rewrites (`x-sanitize`). if/then/else and not only
 * constrain fields declared elsewhere, and are not walked.
 */
export function formProblems(kindSchema: object, lookup: SchemaLookup): string[] {
  const { $id } = kindSchema as Schema;
  const rootId = typeof $id === "string" ? $id : SCHEMA_BASE;
  const problems: string[] = [];
  const seen = new Set<string>();

  function visit(schema: unknown, place: Place, role: Role) {
    const at = where(place);
    if (seen.has(at)) return;
    seen.add(at);
    if (!isRecord(schema)) return void problems.push(`${at} is not a schema${through(place)}`);
    if (needsLabel(schema, role) && !isLocalized(schema["x-label"])) {
      problems.push(`${at} has no x-label with both th and en${through(place)}`);
    }
    for (const problem of enumLabelProblems(schema)) problems.push(`${at} ${problem}${through(place)}`);
    if ("x-sanitize" in schema && schema["x-widget"] !== "richtext") {
      problems.push(`${at} has x-sanitize but not x-widget "richtext"${through(place)}`);
    }
    for (const child of children(schema)) visit(child.schema, inside(place, child.path), child.role);
    if (typeof schema.$ref === "string") followRef(schema.$ref, place);
  }

  function followRef(ref: string, place: Place) {
    const url = new URL(ref, place.id);
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = "";
    const file = url.href === rootId ? kindSchema : lookup(url.href);
    const via = place.via ?? (url.href === place.id ? undefined : where(place));
    const target = file === undefined ? undefined : resolvePointer(file, pointer);
    if (target === undefined) problems.push(`${where(place)} has a $ref that leads nowhere: ${ref}`);
    else visit(target, { id: url.href, pointer, via }, "target");
  }

  visit(kindSchema, { id: rootId, pointer: "" }, "root");
  return problems;
}

interface Child {
  path: string[];
  schema: unknown;
  role: Role;
}

/** The subschemas the form walks, each with its path from the schema and what it is to the form. */
function children(schema: Schema): Child[] {
  const keyed = (keyword: string, role: Role): Child[] =>
    Object.entries(isRecord(schema[keyword]) ? schema[keyword] : {}).map(([key, sub]) => ({
      path: [keyword, key],
      schema: sub,
      role,
    }));
  const listed = (keyword: string, role: Role): Child[] =>
    (Array.isArray(schema[keyword]) ? schema[keyword] : []).map((sub, index) => ({
      path: [keyword, String(index)],
      schema: sub,
      role,
    }));
  return [
    ...keyed("properties", "property"),
    ...(isRecord(schema.items) ? [{ path: ["items"], schema: schema.items, role: "item" as const }] : []),
    ...listed("items", "item"),
    ...listed("oneOf", "choice"),
    ...listed("anyOf", "choice"),
    ...listed("allOf", "part"),
  ];
}

function needsLabel(schema: Schema, role: Role): boolean {
  if (role === "root" || role === "property" || role === "target") return true;
  if (role === "part" || "$ref" in schema) return false; // a $ref's target is labelled itself
  return role === "choice" || schema.type === "object" || "properties" in schema || "oneOf" in schema;
}

function enumLabelProblems(schema: Schema): string[] {
  if (!Array.isArray(schema.enum)) return [];
  const labels = isRecord(schema["x-enum-labels"]) ? schema["x-enum-labels"] : {};
  const values = schema.enum.map(String);
  return [
    ...values
      .filter((value) => !isLocalized(labels[value]))
      .map((value) => `has no x-enum-labels entry with both th and en for "${value}"`),
    ...Object.keys(labels)
      .filter((key) => !values.includes(key))
      .map((key) => `has x-enum-labels for "${key}", which is not one of its enum values`),
  ];
}

/** Whether a value is `{ th, en }` with two non-empty texts. */
function isLocalized(value: unknown): boolean {
  return isRecord(value) && [value.th, value.en].every((text) => typeof text === "string" && text.trim() !== "");
}

function inside(place: Place, path: string[]): Place {
  const escaped = path.map((part) => `/${part.replaceAll("~", "~0").replaceAll("/", "~1")}`);
  return { ...place, pointer: place.pointer + escaped.join("") };
}

function where({ id, pointer }: Place): string {
  return `${id.startsWith(SCHEMA_BASE) ? id.slice(SCHEMA_BASE.length) : id}#${pointer}`;
}

function through({ via }: Place): string {
  return via ? ` (reached through ${via})` : "";
}

function resolvePointer(document: unknown, pointer: string): unknown {
  if (pointer === "") return document;
  return pointer
    .slice(1)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>(
      (node, part) => (isRecord(node) || Array.isArray(node) ? (node as Schema)[part] : undefined),
      document,
    );
}
