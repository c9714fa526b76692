import { CompiledQuery } from "kysely";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../server/db";
import { importShopDocument } from "../server/shops/importShop";

/**
 * A benchmark's throwaway PostgreSQL database on the cluster of `adminUrl`: migrated and filled by `seed` through its
 * owner, then measured by `run` through a role that owns nothing (as the server connects, under row-level security);
 * dropped afterwards.
 */
export async function withBenchPostgres(
  adminUrl: string,
  prefix: string,
  seed: (owner: DatabaseHandle) => Promise<unknown>,
  run: (app: DatabaseHandle, owner: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const owner = await openDatabase({ url: url.toString(), migrate: true });
  await seed(owner);
  await admin(
    `DO $$ BEGIN CREATE ROLE sf_bench_app LOGIN IN ROLE storefront_app; EXCEPTION WHEN OTHERS THEN NULL; END $$`,
  );
  url.username = "sf_bench_app";
  const app = await openDatabase({ url: url.toString() });
  await run(app, owner);
  await Promise.all([app.close(), owner.close()]);
  await admin(`DROP DATABASE ${name} WITH (FORCE)`);
}

/**
 * Runs `bench` on a fresh in-memory PGlite holding the shop `documents` (imported in order), then, given `adminUrl`,
 * on a throwaway PostgreSQL database holding them (analysed), through the runtime role (withBenchPostgres).
 */
export async function benchOnBothDatabases(
  documents: readonly unknown[],
  adminUrl: string | undefined,
  prefix: string,
  bench: (label: string, handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const pglite = await openDatabase({ dataDir: "memory://" });
  for (const document of documents) await importShopDocument(pglite.db, document);
  await bench("PGlite", pglite);
  await pglite.close();
  if (!adminUrl) return;
  await withBenchPostgres(
    adminUrl,
    prefix,
    async (owner) => {
      for (const document of documents) await importShopDocument(owner.db, document);
      await owner.db.executeQuery(CompiledQuery.raw("ANALYZE"));
    },
    (app) => bench("PostgreSQL", app),
  );
}
