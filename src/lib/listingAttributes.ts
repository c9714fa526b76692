/**
 * Filters of product lists by the shop's product attributes (issue 25 item 9): one query parameter per attribute,
 * "a." and its key, holding the chosen values' keys (a.tea-type=oolong). Several values are the parameter repeated
 * (as a GET form's checkboxes send them) or comma-separated (a.tea-type=oolong,black): a product shows when it has
 * any chosen value of an attribute (OR), and one of every chosen attribute (AND).
 */

/** An attribute's query parameter: "a." and its key. */
export type AttributeParam = `a.${string}`;

export const ATTRIBUTE_PARAM_PREFIX = "a.";
/** An attribute's or value's key (schemas/catalogue-document attributeKey). */
const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** An attribute as the filters know it: its key and its values' keys, in the shop's order. */
export interface AttributeKeys {
  key: string;
  values: readonly string[];
}

/** The chosen values' keys by attribute key, each list in the attribute's order. */
export type AttributeChoice = Record<string, string[]>;

export interface AttributeProblem {
  param: AttributeParam;
  message: string;
}

export function attributeParamOf(key: string): AttributeParam {
  return `${ATTRIBUTE_PARAM_PREFIX}${key}`;
}

/** Whether a query parameter's name is one an attribute may have ("a." and a key). */
export function isAttributeParam(name: string): name is AttributeParam {
  return name.startsWith(ATTRIBUTE_PARAM_PREFIX) && KEY.test(name.slice(ATTRIBUTE_PARAM_PREFIX.length));
}

/**
 * The attribute parameters of a URL's query, each as one value (a repeated parameter's values comma-joined, in
 * order): how a page request and the API hand them to parseAttributes.
 */
export function attributeQueryOf(params: URLSearchParams): Record<AttributeParam, string> {
  const query: Record<AttributeParam, string> = {};
  for (const name of new Set(params.keys())) {
    if (isAttributeParam(name)) query[name] = params.getAll(name).join(",");
  }
  return query;
}

/** The values a parameter holds: comma-separated, surrounding spaces and empty ones left out. */
function valuesOf(text: string): string[] {
  return text
    .split(",")
    .map((value) => value.trim())
    .filter((value) => value !== "");
}

/**
 * The attribute values a query chooses among `attributes`. Every parameter starting with "a." is an attribute's;
 * one naming no attribute of the list, or holding values the attribute does not have, is a problem naming the
 * parameter (its known values are still chosen). Empty parameters choose nothing; a value chosen twice counts once.
 */
export function parseAttributes(
  query: Readonly<Record<string, string | undefined>>,
  attributes: readonly AttributeKeys[],
): { chosen: AttributeChoice; problems: AttributeProblem[] } {
  const chosen: AttributeChoice = {};
  const problems: AttributeProblem[] = [];
  for (const [name, text] of Object.entries(query)) {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX) || text === undefined) continue;
    const param = name as AttributeParam;
    const values = valuesOf(text);
    if (values.length === 0) continue;
    const attribute = attributes.find((candidate) => attributeParamOf(candidate.key) === param);
    if (!attribute) {
      const known = attributes.map((candidate) => attributeParamOf(candidate.key)).join(", ") || "none";
      problems.push({ param, message: `${param} names no attribute of this shop (it has: ${known})` });
      continue;
    }
    const unknown = values.filter((value) => !attribute.values.includes(value));
    if (unknown.length > 0) {
      const list = unknown.map((value) => `"${value}"`).join(", ");
      problems.push({ param, message: `${param} has no value ${list} (it has: ${attribute.values.join(", ")})` });
    }
    const known = attribute.values.filter((value) => values.includes(value));
    if (known.length > 0) chosen[attribute.key] = known;
  }
  return { chosen, problems };
}

/**
 * Whether a page's list used every attribute parameter of its URL: each value of each "a." parameter (a
 * well-formed name or not) is among the values chosen (none are when the page has no list).
 */
export function usesAttributeParams(
  params: URLSearchParams,
  choice: { attributes?: AttributeChoice } | undefined,
): boolean {
  return [...params].every(([name, text]) => {
    if (!name.startsWith(ATTRIBUTE_PARAM_PREFIX)) return true;
    const chosen = choice?.attributes?.[name.slice(ATTRIBUTE_PARAM_PREFIX.length)] ?? [];
    return valuesOf(text).every((value) => chosen.includes(value));
  });
}

/** The chosen values as a URL writes them: each its own parameter, as a GET form's checkboxes send them. */
export function attributeParamsOf(chosen: AttributeChoice): [AttributeParam, string][] {
  return Object.entries(chosen).flatMap(([key, values]) =>
    values.map((value): [AttributeParam, string] => [attributeParamOf(key), value]),
  );
}

/**
 * The query string without one chosen value of an attribute (whether repeated or comma-separated) and without
 * p_page: "?"-prefixed, or "" when nothing is left. Every other parameter is kept, in order.
 */
export function withoutAttributeValue(search: string, key: string, value: string): string {
  const param = attributeParamOf(key);
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, text] of params) {
    if (name === "p_page") continue;
    if (name !== param) {
      kept.append(name, text);
      continue;
    }
    const rest = valuesOf(text).filter((candidate) => candidate !== value);
    if (rest.length > 0) kept.append(name, rest.join(","));
  }
  const text = kept.toString();
  return text === "" ? "" : `?${text}`;
}
