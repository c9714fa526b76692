// A bench's throwaway PostgreSQL database, deployed as README prescribes: migrated (with the demo shops) by its
// owner, and served by a login role that owns nothing, a member of storefront_app (row-level security applies).
import pg from "pg";
import { databaseCpuMeter } from "./databaseCpu.mjs";
import { migrateWithDemoShops } from "./migrateDatabase.mjs";
import { serverLoginRoleSql } from "../db/serverLoginRole.mjs";

const SERVER_ROLE = "storefront_bench";

async function run(url, statement) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/**
 * Creates the database `<prefix>_<time>` on the cluster of `adminUrl` (whose role is the tables' owner). Returns the
 * URL the server connects with, a meter of the database's CPU (databaseCpu.mjs) and `drop`.
 * @param {string} adminUrl
 * @param {string} prefix
 */
export async function createBenchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const ownerUrl = new URL(adminUrl);
  ownerUrl.pathname = `/${name}`;
  migrateWithDemoShops(ownerUrl.toString());
  await run(ownerUrl.toString(), serverLoginRoleSql(SERVER_ROLE));
  const serverUrl = new URL(ownerUrl);
  serverUrl.username = SERVER_ROLE;
  serverUrl.password = "";
  const cpu = await databaseCpuMeter(adminUrl, name);
  const drop = async () => {
    await cpu.close();
    await run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { name, serverUrl: serverUrl.toString(), cpu, drop };
}
