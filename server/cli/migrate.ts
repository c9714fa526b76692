// npm run migrate [-- --demo-shops]   Applies the pending migrations (server/db/migrations) to the database named by
// MIGRATION_DATABASE_URL (the tables' owner), else DATABASE_URL, else PGlite at DATA_DIR or ./data/pglite; with
// --demo-shops, then imports each shops/*.json whose shop is not in the database yet. Exits 1 on failure.
import { migrationOptionsFromEnv, openDatabase } from "../db";
import { seedDemoShops } from "../shops/seedDemoShops";

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== "--demo-shops");
  if (unknown.length > 0) {
    console.error(`unknown argument ${unknown.join(" ")}; usage: npm run migrate [-- --demo-shops]`);
    return 2;
  }
  const { db, close } = await openDatabase(migrationOptionsFromEnv());
  try {
    const applied = await db.selectFrom("schema_migrations").select("name").orderBy("name").execute();
    console.log(`[migrate] schema current (${applied.length} migrations)`);
    if (args.includes("--demo-shops")) {
      for (const seeded of await seedDemoShops(db)) {
        if (seeded.imported) console.log(`[migrate] imported demo shop ${seeded.shopId} from ${seeded.file}`);
      }
    }
  } finally {
    await close();
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error("[migrate] failed:", error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
