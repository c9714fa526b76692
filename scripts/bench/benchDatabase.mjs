// A bench's throwaway PostgreSQL database, deployed as README prescribes: migrated (with the demo shops) by its
// owner, and served by a login role that owns nothing, a member of storefront_app (row-level security applies).
import pg from "pg";
import { databaseCpuMeter } from "./databaseCpu.mjs";
import { migrateWithDemoShops } from "./migrateDatabase.mjs";
import { serverLoginRoleSql } from "../db/serverLoginRole.mjs";

const SERVER_ROLE = "storefront_bench";

async function run(url, statement, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client.query(statement, values).finally(() => client.end());
}

/**
 * Creates the database `<prefix>_<time>` on the cluster of `adminUrl` (whose role is the tables' owner), migrated
 * with the demo shops and with the server's login role. Returns what benchDatabaseAt does.
 * @param {string} adminUrl
 * @param {string} prefix
 */
export async function createBenchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  await createDatabase(adminUrl, name);
  return benchDatabaseAt(adminUrl, name);
}

/** Creates the database `name` on the cluster of `adminUrl`, migrated with the demo shops and the server's role. */
export async function createDatabase(adminUrl, name) {
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const ownerUrl = urlOf(adminUrl, name);
  migrateWithDemoShops(ownerUrl);
  await run(ownerUrl, serverLoginRoleSql(SERVER_ROLE));
}

/** Whether the cluster of `adminUrl` holds a database `name`. */
export async function databaseExists(adminUrl, name) {
  const { rowCount } = await run(adminUrl, "SELECT FROM pg_database WHERE datname = $1", [name]);
  return rowCount > 0;
}

/**
 * The database `name` made by createDatabase: the URLs of its owner and of the server's role, a meter of its CPU
 * (databaseCpu.mjs) and `drop`.
 */
export async function benchDatabaseAt(adminUrl, name) {
  const ownerUrl = urlOf(adminUrl, name);
  const serverUrl = new URL(ownerUrl);
  serverUrl.username = SERVER_ROLE;
  serverUrl.password = "";
  const cpu = await databaseCpuMeter(adminUrl, name);
  const drop = async () => {
    await cpu.close();
    await run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return { name, ownerUrl, serverUrl: serverUrl.toString(), cpu, drop };
}

function urlOf(adminUrl, name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
