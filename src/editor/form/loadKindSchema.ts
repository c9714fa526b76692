import { widgetDefinitions } from "~/generated/widget-registry";
import common from "../../../schemas/common.schema.json";
import type { JsonSchema } from "./jsonSchema";

const COMMON_FILE = "common.schema.json";
const cache = new Map<string, Promise<JsonSchema>>();

/**
 * A kind's setting schema with every $ref (into its own definitions or schemas/common.schema.json) replaced by what
 * it points to, so the form reads one plain tree; loaded once per kind. Its $id and definitions are left out: the
 * tree is compiled on its own.
 */
export function loadKindSchema(kind: string): Promise<JsonSchema> {
  let loaded = cache.get(kind);
  if (!loaded) {
    const definition = widgetDefinitions.find((candidate) => candidate.kind === kind);
    if (!definition) return Promise.reject(new Error(`no kind "${kind}" in the registry`));
    loaded = definition.loadSchema().then(({ default: schema }) => {
      const { $id: _id, $schema: _draft, definitions: _definitions, ...root } = schema as JsonSchema;
      return dereference(root, schema as JsonSchema, []);
    });
    loaded.catch(() => cache.delete(kind)); // a failed chunk load is tried again next time
    cache.set(kind, loaded);
  }
  return loaded;
}

/** `node` with its $refs resolved against `document` (the file it is written in); `seen` guards against cycles. */
export function dereference(node: unknown, document: JsonSchema, seen: readonly string[] = []): JsonSchema {
  if (Array.isArray(node)) return node.map((item) => dereference(item, document, seen)) as unknown as JsonSchema;
  if (node === null || typeof node !== "object") return node as JsonSchema;
  const { $ref, ...rest } = node as JsonSchema & { $ref?: string };
  if (typeof $ref === "string") {
    if (seen.includes($ref)) throw new Error(`the schema refers to itself through ${$ref}`);
    const [file, pointer = ""] = $ref.split("#");
    const target = file?.endsWith(COMMON_FILE) ? (common as JsonSchema) : document;
    const resolved = dereference(resolvePointer(target, pointer), target, [...seen, $ref]);
    // siblings of $ref (x-label, x-help…) add to or override what it points to
    return { ...resolved, ...(dereference(rest, document, seen) as object) };
  }
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, dereference(value, document, seen)]),
  ) as JsonSchema;
}

function resolvePointer(document: JsonSchema, pointer: string): unknown {
  return pointer
    .split("/")
    .slice(1)
    .reduce<unknown>((at, token) => {
      const key = token.replace(/~1/g, "/").replace(/~0/g, "~");
      if (at === null || typeof at !== "object" || !(key in at)) throw new Error(`no ${pointer} in the schema`);
      return (at as Record<string, unknown>)[key];
    }, document);
}
