import { execFileSync } from "node:child_process";

/** `npm run migrate -- --demo-shops` on a fresh PostgreSQL database: the server no longer migrates or seeds it. */
export function migrateWithDemoShops(url) {
  execFileSync(process.execPath, ["node_modules/.bin/tsx", "server/cli/migrate.ts", "--demo-shops"], {
    env: { ...process.env, MIGRATION_DATABASE_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
