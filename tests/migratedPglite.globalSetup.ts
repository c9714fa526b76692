// Vitest global setup: one migrated PGlite, dumped once, from which every test's in-memory PGlite starts (see
// tests/api/harness.ts): each test file would otherwise run PGlite's initdb and every migration again.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Kysely } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import type { TestProject } from "vitest/node";
import { migrate } from "../server/db/migrate";
import type { Database } from "../server/db/schema";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar file of a freshly migrated PGlite data directory. */
    migratedPgliteDump: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  await migrate(db);
  const dump = await pglite.dumpDataDir("none");
  await db.destroy();
  const dir = await mkdtemp(join(tmpdir(), "sf-pglite-dump-"));
  const file = join(dir, "migrated.tar");
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  project.provide("migratedPgliteDump", file);
  return () => rm(dir, { recursive: true, force: true });
}
