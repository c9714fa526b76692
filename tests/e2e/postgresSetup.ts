import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { serverLoginRoleSql } from "../../scripts/db/serverLoginRole.mjs";

/** The login role the e2e servers connect as: owns nothing, a member of the runtime role storefront_app. */
const SERVER_ROLE = "storefront_e2e";

/** Runs one statement on the database at `url`. */
export async function query(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * Deploys on PostgreSQL as the README says: `npm run migrate -- --demo-shops` as the owner (ownerUrl), then the
 * server's own login role, a member of the runtime role. Returns the URL the server connects with.
 */
export async function prepareDatabase(ownerUrl: string): Promise<string> {
  await promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "server/cli/migrate.ts", "--demo-shops"], {
    env: { ...process.env, MIGRATION_DATABASE_URL: ownerUrl },
  });
  await query(ownerUrl, serverLoginRoleSql(SERVER_ROLE));
  const url = new URL(ownerUrl);
  url.username = SERVER_ROLE;
  return url.toString();
}
