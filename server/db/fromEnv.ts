import { join } from "node:path";
import type { OpenDatabaseOptions } from "./openDatabase";
import { DEFAULT_POOL_SIZE } from "./postgresPool";

/**
 * Database options from the environment: DATABASE_URL (PostgreSQL, DATABASE_POOL_SIZE connections per process; its
 * LISTEN connection on DATABASE_LISTEN_URL when set, e.g. PostgreSQL itself behind PgBouncer), else PGlite at
 * DATA_DIR or ./data/pglite.
 */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const listenUrl = listenUrlOf(env);
  if (env.DATABASE_URL) {
    return { url: env.DATABASE_URL, poolSize: poolSizeOf(env.DATABASE_POOL_SIZE), ...(listenUrl && { listenUrl }) };
  }
  return { dataDir: env.DATA_DIR || join(process.cwd(), "data/pglite") };
}

/** The database `npm run migrate` applies migrations to, as the tables' owner: MIGRATION_DATABASE_URL, else as above. */
export function migrationOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  const url = env.MIGRATION_DATABASE_URL || env.DATABASE_URL;
  return { ...databaseOptionsFromEnv({ ...env, DATABASE_URL: url }), migrate: true };
}

/**
 * DATABASE_LISTEN_URL: a postgres:// URL, with DATABASE_URL only. LISTEN holds a session, which a pooler in
 * transaction mode (PgBouncer) does not keep: behind one, this URL reaches PostgreSQL directly.
 */
function listenUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.DATABASE_LISTEN_URL;
  if (value === undefined || value === "") return undefined;
  if (!env.DATABASE_URL) throw new Error("DATABASE_LISTEN_URL is set without DATABASE_URL: it names PostgreSQL's");
  if (!/^postgres(ql)?:$/.test(URL.parse(value)?.protocol ?? "")) {
    throw new Error(`DATABASE_LISTEN_URL must be a postgres:// URL, not "${value}"`);
  }
  return value;
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
