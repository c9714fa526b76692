import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import { defaultMigrationsDir, migrate } from "../migrate";
import type { Database } from "../schema";

/**
 * For a test of one migration on data written before it: a fresh PGlite database with every migration before
 * `first` (a name prefix such as "014") applied. PGlite's own connection is a superuser, so the test writes its rows
 * as the code of that time did; `migrate(db)` then applies the rest.
 */
export async function migratedBefore(first: string): Promise<{ db: Kysely<Database>; close(): Promise<void> }> {
  const before = await mkdtemp(join(tmpdir(), "sf-migrations-"));
  for (const name of await readdir(defaultMigrationsDir())) {
    if (name < first) await cp(join(defaultMigrationsDir(), name), join(before, name));
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create({ extensions: { pg_trgm } })) });
  await migrate(db, before);
  return {
    db,
    close: async () => {
      await db.destroy();
      await rm(before, { recursive: true, force: true });
    },
  };
}
