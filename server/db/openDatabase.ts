import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { migrate } from "./migrate";
import type { Database } from "./schema";
import { listenOnPglite, listenOnPostgres, type ShopChangeListener, type StopListening } from "./shopChanges";

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; when set, PostgreSQL is used through a pg Pool. */
  url?: string;
  /** PGlite data directory; undefined or "memory://" for an in-memory database. */
  dataDir?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Calls the listener whenever a shop's import or publish commits, in this process or (PostgreSQL) any other. */
  listenForShopChanges(listener: ShopChangeListener): Promise<StopListening>;
  close(): Promise<void>;
}

/** Opens PostgreSQL (url) or PGlite (dataDir or in memory) and applies pending migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { url } = options;
  const pglite = url ? null : await openPglite(options);
  const db = new Kysely<Database>({ dialect: pglite ? new PGliteDialect(pglite) : postgresDialect(url as string) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return {
    db,
    listenForShopChanges: (listener) =>
      pglite ? listenOnPglite(pglite, listener) : listenOnPostgres(url as string, listener),
    close: () => db.destroy(),
  };
}

function postgresDialect(url: string): PostgresDialect {
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
}

async function openPglite(options: OpenDatabaseOptions): Promise<PGlite> {
  const inMemory = options.dataDir === undefined || options.dataDir === "memory://";
  if (!inMemory && options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // pg_trgm backs the catalogue search indexes (migration 002); PostgreSQL ships it in contrib.
  const extensions = { pg_trgm };
  return inMemory ? PGlite.create({ extensions }) : PGlite.create({ dataDir: options.dataDir, extensions });
}
