/** The setting as it is stored: properties left unset (undefined in the form) are absent, not undefined. */
export function withoutUnset<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(withoutUnset) as Value;
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .map(([key, child]) => [key, withoutUnset(child)]),
  ) as Value;
}

/** Whether two settings (JSON values) are the same, key order aside. */
export function sameSetting(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => key in bRecord && sameSetting((a as Record<string, unknown>)[key], bRecord[key]))
  );
}
