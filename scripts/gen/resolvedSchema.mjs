// The resolved setting of a widget: the setting a component receives after validation filled in the schema's
// defaults. Its schema is a copy of the kind's schema in which every property with a default is also required,
// nested ones too, so json-schema-to-typescript types those fields as always present.

const SUFFIX = "Resolved";

/** Whether a schema, or anything in it, gives a property a default. */
function hasDefaults(schema) {
  if (Array.isArray(schema)) return schema.some(hasDefaults);
  if (typeof schema !== "object" || schema === null) return false;
  return Object.entries(schema).some(([key, value]) =>
    key === "properties"
      ? Object.values(value).some((property) => "default" in property || hasDefaults(property))
      : hasDefaults(value),
  );
}

function resolve(schema) {
  if (Array.isArray(schema)) return schema.map(resolve);
  if (typeof schema !== "object" || schema === null) return schema;
  // A titled part without defaults keeps its title, so its type stays the plain one (e.g. a paragraph's text block).
  if (!hasDefaults(schema)) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolve(value)]));
  // an untitled definition is named after its key: name its resolved copy apart
  for (const [name, definition] of Object.entries(copy.definitions ?? {})) {
    if (definition !== schema.definitions[name] && typeof definition.title !== "string") {
      definition.title = name[0].toUpperCase() + name.slice(1) + SUFFIX;
    }
  }
  if (typeof copy.title === "string") copy.title += SUFFIX;
  if (copy.properties) {
    const defaulted = Object.keys(schema.properties).filter((name) => "default" in schema.properties[name]);
    copy.required = [...new Set([...(schema.required ?? []), ...defaulted])];
  }
  return copy;
}

/**
 * The schema of a widget's resolved setting, titled `<Title>Resolved` (and so are its titled parts that hold
 * defaults, so their types never collide with the plain ones). $ref'd shared definitions keep their plain types.
 */
export function resolvedSchema(schema) {
  const copy = resolve(schema);
  return copy === schema ? { ...schema, title: schema.title + SUFFIX } : copy;
}
