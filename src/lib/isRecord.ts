/** Whether `value` is a plain JSON object (not null, not an array): what a field of parsed JSON must be to be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
