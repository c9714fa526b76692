import { join } from "node:path";
import type { OpenDatabaseOptions } from "./openDatabase";
import { DEFAULT_POOL_SIZE } from "./postgresPool";

/**
 * Database options from the environment: DATABASE_URL (PostgreSQL, DATABASE_POOL_SIZE connections per process),
 * else PGlite at DATA_DIR or ./data/pglite.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, poolSize: poolSizeOf(env.DATABASE_POOL_SIZE) };
  return { dataDir: env.DATA_DIR || join(process.cwd(), "data/pglite") };
}

/** The database `npm run migrate` applies migrations to, as the tables' owner: MIGRATION_DATABASE_URL, else as above. */
export function migrationOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.MIGRATION_DATABASE_URL || env.DATABASE_URL;
  return { ...databaseOptionsFromEnv({ ...env, DATABASE_URL: url }), migrate: true };
}

/** DATABASE_POOL_SIZE: a whole number of connections from 1 to 100; unset, DEFAULT_POOL_SIZE. */
function poolSizeOf(value: string | undefined): number {
  if (value === undefined || value === "") return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 100, not "${value}"`);
  }
  return size;
}
