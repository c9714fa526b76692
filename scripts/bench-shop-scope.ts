// npx tsx scripts/bench-shop-scope.ts [postgres-admin-url]
// The cost of row-level security's shop transaction (BEGIN; set_config; …; COMMIT) around one read, interleaved A/B
// in one process: A reads a stored page in the shop's transaction as the runtime role (what every answer now does),
// B the same statement bare, as a superuser (what answers did before). CPU and wall ms per read, PGlite and
// (given an admin URL) PostgreSQL.
import { sql } from "kysely";
import { type DatabaseHandle, openDatabase, withShop } from "../server/db";
import { findPage } from "../server/modules/pages/repo";
import { seedDemoShops } from "../server/shops/seedDemoShops";
import { withBenchPostgres } from "./benchPostgres";

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
  await withBenchPostgres(
    adminUrl,
    "sf_bench_scope",
    (owner) => seedDemoShops(owner.db),
    (app, owner) => compare("PostgreSQL", app, owner),
  );
}
