// npx tsx scripts/bench-shop-scope.ts [postgres-admin-url]
// The cost of row-level security's shop transaction (BEGIN; set_config; …; COMMIT) around one read, interleaved A/B
// in one process: A reads a stored page in the shop's transaction as the runtime role (what every answer now does),
// B the same statement bare, as a superuser (what answers did before). CPU and wall ms per read, PGlite and
// (given an admin URL) PostgreSQL.
import { sql } from "kysely";
import pg from "pg";
import { type DatabaseHandle, openDatabase, withShop } from "../server/db";
import { findPage } from "../server/modules/pages/repo";
import { seedDemoShops } from "../server/shops/seedDemoShops";

const SHOP = 1001;
const BLOCK = 200;
const BLOCKS = 10;

async function measure(read: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < BLOCK; i++) await read();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - start };
}

async function compare(label: string, scoped: DatabaseHandle, bare: DatabaseHandle): Promise<void> {
  const a = () => withShop(scoped.db, SHOP, (trx) => findPage(trx, SHOP, "/", "th"));
  const b = () => findPage(bare.db, SHOP, "/", "th");
  for (const read of [a, b]) await measure(read); // warm up
  const totals = { a: { cpu: 0, wall: 0 }, b: { cpu: 0, wall: 0 } };
  for (let block = 0; block < BLOCKS; block++) {
    for (const [key, read] of block % 2
      ? ([
          ["b", b],
          ["a", a],
        ] as const)
      : ([
          ["a", a],
          ["b", b],
        ] as const)) {
      const { cpu, wall } = await measure(read);
      totals[key].cpu += cpu;
      totals[key].wall += wall;
    }
  }
  const per = (total: number) => (total / (BLOCK * BLOCKS)).toFixed(3);
  console.log(
    `${label}: shop transaction ${per(totals.a.cpu)} CPU ms / ${per(totals.a.wall)} wall ms per read; ` +
      `bare ${per(totals.b.cpu)} / ${per(totals.b.wall)}`,
  );
}

const scopedPglite = await openDatabase({ dataDir: "memory://" });
await seedDemoShops(scopedPglite.db);
const barePglite = await openDatabase({ dataDir: "memory://" });
await sql`RESET ROLE`.execute(barePglite.db); // PGlite's superuser: no row-level security
await seedDemoShops(barePglite.db);
await compare("PGlite", scopedPglite, barePglite);
await Promise.all([scopedPglite.close(), barePglite.close()]);

const adminUrl = process.argv[2];
if (adminUrl) {
  const name = `sf_bench_scope_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const owner = await openDatabase({ url: url.toString(), migrate: true });
  await seedDemoShops(owner.db);
  await admin(
    `DO $$ BEGIN CREATE ROLE sf_bench_app LOGIN IN ROLE storefront_app; EXCEPTION WHEN OTHERS THEN NULL; END $$`,
  );
  url.username = "sf_bench_app";
  const app = await openDatabase({ url: url.toString() });
  await compare("PostgreSQL", app, owner);
  await Promise.all([app.close(), owner.close()]);
  await admin(`DROP DATABASE ${name} WITH (FORCE)`);
}
