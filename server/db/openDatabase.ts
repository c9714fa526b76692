import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import { lockDataDir } from "./dataDirLock";
import { assertSchemaCurrent, migrate } from "./migrate";
import { createPostgresPool } from "./postgresPool";
import type { Database } from "./schema";
import { listenOnPglite, listenOnPostgres, type ShopChangeListener, type StopListening } from "./shopChanges";

/** The role every query of the server runs as (migration 004): it owns nothing, and row-level security binds it. */
export const RUNTIME_ROLE = "storefront_app";

export interface OpenDatabaseOptions {
  /** PostgreSQL connection URL; when set, PostgreSQL is used through a pg Pool. */
  url?: string;
  /** PGlite data directory; undefined or "memory://" for an in-memory database. */
  dataDir?: string;
  /**
   * PGlite: start from this dump of a data directory (PGlite's dumpDataDir) instead of an empty one. The tests pass
   * one already migrated: a fresh PGlite's initdb costs over a second, loading the dump a third of that.
   */
  loadDataDir?: Blob;
  /**
   * PostgreSQL: apply pending migrations first (the URL's role must own the tables: `npm run migrate`, tests);
   * otherwise the schema must be current already. PGlite, this process's own database, is always migrated.
   */
  migrate?: boolean;
  /** PostgreSQL: the pool's most connections (DEFAULT_POOL_SIZE when not given). */
  poolSize?: number;
  /** PostgreSQL: where the LISTEN connection goes (url when not given): PostgreSQL itself behind PgBouncer. */
  listenUrl?: string;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Calls the listener whenever a shop's import or publish commits, in this process or (PostgreSQL) any other. */
  listenForShopChanges(listener: ShopChangeListener): Promise<StopListening>;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL (url) or PGlite (dataDir or in memory). PGlite is migrated as its superuser, then the connection
 * becomes the runtime role, so the same row-level security applies as on PostgreSQL. A PGlite data directory is
 * this process's until close (or exit): opening one that another process has open throws DataDirBusy.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const { url } = options;
  const unlock = url ? () => {} : await lockPgliteDir(options.dataDir);
  let pglite: PGlite | null;
  try {
    pglite = url ? null : await openPglite(options);
  } catch (error) {
    unlock();
    throw error;
  }
  const dialect = pglite
    ? new PGliteDialect(pglite)
    : new PostgresDialect({ pool: createPostgresPool(url as string, options.poolSize) });
  const db = new Kysely<Database>({ dialect });
  const close = () => db.destroy().finally(unlock);
  try {
    if (pglite || options.migrate) await migrate(db);
    else await assertSchemaCurrent(db);
    // A superuser bypasses row-level security, FORCE or not: PGlite's own connection is one.
    if (pglite) await pglite.exec(`SET ROLE ${RUNTIME_ROLE}`);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db,
    listenForShopChanges: (listener) =>
      pglite ? listenOnPglite(pglite, listener) : listenOnPostgres(options.listenUrl ?? (url as string), listener),
    close,
  };
}

const isInMemory = (dataDir: string | undefined) => dataDir === undefined || dataDir === "memory://";

/** Creates the data directory if need be and takes its lock (nothing to lock in memory). */
async function lockPgliteDir(dataDir: string | undefined): Promise<() => void> {
  if (isInMemory(dataDir)) return () => {};
  await mkdir(dataDir as string, { recursive: true });
  return lockDataDir(dataDir as string);
}

function openPglite(options: OpenDatabaseOptions): Promise<PGlite> {
  // pg_trgm backs the catalogue search indexes (migration 002); PostgreSQL ships it in contrib.
  const extensions = { pg_trgm };
  return PGlite.create({
    dataDir: isInMemory(options.dataDir) ? undefined : options.dataDir,
    extensions,
    loadDataDir: options.loadDataDir,
  });
}
