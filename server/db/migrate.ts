import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { appFile } from "../appFiles.js";
import type { Database } from "./schema";
import { splitSqlStatements } from "./splitSqlStatements";

/** Arbitrary constant shared by every process migrating the same database. */
const MIGRATION_LOCK_KEY = 7_315_200_001;
const MIGRATION_FILE = /^\d{3}_[A-Za-z0-9_-]+\.sql$/;

/** server/db/migrations, or its copy in a build (appFile). */
export function defaultMigrationsDir(): string {
  return appFile("server/db/migrations");
}

/**
 * Applies the not yet applied migrations (NNN_name.sql, in name order) in one transaction, under an advisory lock,
 * recording each in schema_migrations. Returns the names applied by this call.
 */
export async function migrate(db: Kysely<Database>, dir = defaultMigrationsDir()): Promise<string[]> {
  const files = await migrationFiles(dir);
  const scripts = await Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(join(dir, name), "utf8") })),
  );

  return db.transaction().execute(async (trx) => {
    await sql.raw(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`).execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`.execute(trx);
    const done = new Set((await trx.selectFrom("schema_migrations").select("name").execute()).map((row) => row.name));

    const applied: string[] = [];
    for (const script of scripts) {
      if (done.has(script.name)) continue;
      for (const statement of splitSqlStatements(script.sql)) {
        await sql.raw(statement).execute(trx);
      }
      await trx.insertInto("schema_migrations").values({ name: script.name }).execute();
      applied.push(script.name);
    }
    return applied;
  });
}

async function migrationFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => MIGRATION_FILE.test(name)).sort();
}

/**
 * Throws, naming `npm run migrate`, unless every migration has been applied: the server does not migrate a
 * PostgreSQL database itself (its role may not, see docs/scaling.md), and must not run on a schema it does not know.
 */
export async function assertSchemaCurrent(db: Kysely<Database>, dir = defaultMigrationsDir()): Promise<void> {
  const tableExists = await sql<{ name: string | null }>`SELECT to_regclass('schema_migrations')::text AS name`.execute(
    db,
  );
  const done = tableExists.rows[0]?.name
    ? new Set((await db.selectFrom("schema_migrations").select("name").execute()).map((row) => row.name))
    : new Set<string>();
  const pending = (await migrationFiles(dir)).filter((name) => !done.has(name));
  if (pending.length > 0) {
    throw new Error(
      `the database schema is not current (pending: ${pending.join(", ")}): run \`npm run migrate\` ` +
        "(as the tables' owner, MIGRATION_DATABASE_URL) before starting the server",
    );
  }
}
