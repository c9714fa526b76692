// The database of bench:tenants: the demo shops and `shops` generated shops (tenantShops.mjs), imported in one batch
// by importTenants.ts. With `reuse` it is tenants_bench_<shops>x<products>, kept after the run, and a later run
// imports only the shops it lacks; otherwise a fresh one, dropped after the run.
import { spawn } from "node:child_process";
import { once } from "node:events";
import pg from "pg";
import { benchDatabaseAt, createDatabase, databaseExists } from "./benchDatabase.mjs";
import { tenantShopId } from "./tenantShops.mjs";

/** The generated shops (1..shops) the database does not hold yet. */
async function missingShops(ownerUrl, shops) {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const { rows } = await client.query("SELECT id FROM shops").finally(() => client.end());
  const present = new Set(rows.map((row) => row.id));
  return Array.from({ length: shops }, (_, index) => index + 1).filter((n) => !present.has(tenantShopId(n)));
}

/** Two importers, each a half of the shops: one validates while the other's transaction writes. */
async function importShops(ownerUrl, products, shops) {
  const halves = [shops.filter((_, index) => index % 2 === 0), shops.filter((_, index) => index % 2 === 1)];
  const importers = halves
    .filter((half) => half.length > 0)
    .map((half) =>
      spawn(
        process.execPath,
        ["node_modules/.bin/tsx", "scripts/bench/importTenants.ts", String(products), ...half.map(String)],
        { env: { ...process.env, DATABASE_URL: ownerUrl }, stdio: ["ignore", "inherit", "inherit"] },
      ),
    );
  const codes = await Promise.all(importers.map(async (importer) => (await once(importer, "exit"))[0]));
  if (codes.some((code) => code !== 0)) throw new Error(`an importer failed (exit codes ${codes.join(", ")})`);
}

/**
 * @param {string} adminUrl
 * @param {{ shops: number, products: number, reuse: boolean }} options
 * @returns the database (benchDatabase.mjs), how many shops this run imported and in how many seconds, and `done`
 *   (drops it unless reused)
 */
export async function tenantDatabase(adminUrl, { shops, products, reuse }) {
  const name = `tenants_bench_${reuse ? `${shops}x${products}` : Date.now().toString(36)}`;
  if (!reuse || !(await databaseExists(adminUrl, name))) await createDatabase(adminUrl, name);
  const database = await benchDatabaseAt(adminUrl, name);
  const missing = await missingShops(database.ownerUrl, shops);
  const started = performance.now();
  if (missing.length > 0) await importShops(database.ownerUrl, products, missing);
  const importSeconds = (performance.now() - started) / 1000;
  const done = reuse ? database.cpu.close : database.drop;
  return { ...database, imported: missing.length, importSeconds, done };
}
