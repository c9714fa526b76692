import { join } from "node:path";
import type { OpenDatabaseOptions } from "./openDatabase";

/** Database options from the environment: DATABASE_URL (PostgreSQL), else PGlite at DATA_DIR or ./data/pglite. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { dataDir: env.DATA_DIR || join(process.cwd(), "data/pglite") };
}

/** The database `npm run migrate` applies migrations to, as the tables' owner: MIGRATION_DATABASE_URL, else as above. */
export function migrationOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.MIGRATION_DATABASE_URL || env.DATABASE_URL;
  return { ...databaseOptionsFromEnv({ ...env, DATABASE_URL: url }), migrate: true };
}
