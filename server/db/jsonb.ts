import { type RawBuilder, sql } from "kysely";

/** A jsonb value written as a JSON string, cast in SQL so pg and PGlite store the same thing. */
export function jsonb(value: unknown): RawBuilder<string> {
  return sql<string>`cast(${JSON.stringify(value)} as jsonb)`;
}
