/**
 * The JSON-LD items of a page head that render: objects only. Anything else (a string, a number, a list, null) is
 * dropped with a problem naming its field: a string would render as a quoted string no reader understands. The
 * import refuses them (page-head.schema.json); a page stored behind its back, or an API's answer, may hold some.
 */
export function ldJsonItems(ldJson: unknown, field = "pageHead.ld_json"): { items: object[]; problems: string[] } {
  if (ldJson === undefined) return { items: [], problems: [] };
  const listed = Array.isArray(ldJson);
  const items: object[] = [];
  const problems: string[] = [];
  (listed ? ldJson : [ldJson]).forEach((item: unknown, index) => {
    if (typeof item === "object" && item !== null && !Array.isArray(item)) items.push(item);
    else problems.push(`${listed ? `${field}[${index}]` : field} is ${describe(item)}, not an object: not rendered`);
  });
  return { items, problems };
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return `a ${typeof value}`;
}
