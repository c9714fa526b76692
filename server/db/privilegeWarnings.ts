import { type Kysely, sql } from "kysely";
import type { Database } from "./schema";

/**
 * What is wrong with the connected role for a server: row-level security does not bind a superuser or a role with
 * BYPASSRLS, and a role that owns the tables could change or drop them. Empty when it is a least-privilege role.
 */
export async function privilegeWarnings(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ role: string; rolsuper: boolean; rolbypassrls: boolean; owned: number }>`
    SELECT current_user AS role, rolsuper, rolbypassrls,
      (SELECT count(*)::int FROM pg_tables
        WHERE schemaname = 'public' AND pg_has_role(current_user, tableowner, 'USAGE')) AS owned
    FROM pg_roles WHERE rolname = current_user`.execute(db);
  const row = rows[0];
  if (!row) return [];
  const warnings: string[] = [];
  if (row.rolsuper) warnings.push(`role ${row.role} is a superuser: row-level security does not apply to it`);
  if (row.rolbypassrls) warnings.push(`role ${row.role} has BYPASSRLS: row-level security does not apply to it`);
  if (row.owned > 0) warnings.push(`role ${row.role} owns ${row.owned} tables: it could alter or drop them`);
  return warnings;
}
