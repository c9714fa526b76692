/** Whether `value` is a UUID as ids are written in paths and stored (hex digits in either case, dashed 8-4-4-4-12). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
