import { join } from "node:path";
import type { OpenDatabaseOptions } from "./openDatabase";

/** Database options from the environment: DATABASE_URL (PostgreSQL), else PGlite at DATA_DIR or ./data/pglite. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenDatabaseOptions {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL };
  return { dataDir: env.DATA_DIR || join(process.cwd(), "data/pglite") };
}
