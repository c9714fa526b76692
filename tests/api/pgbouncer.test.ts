import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../server/db";
import { importShopDocument } from "../../server/shops/importShop";
import {
  createTestStorage,
  fixtureShops,
  getJson,
  importFixtureShops,
  postJson,
  readFixture,
  type RunningApi,
  startApi,
  TEST_APP_ROLE,
  type TestStorage,
} from "./harness";

const PGBOUNCER = "/usr/sbin/pgbouncer";
/** Where the test's PgBouncer listens (PGBOUNCER_TEST_PORT, else 6440). */
const PORT = Number(process.env.PGBOUNCER_TEST_PORT ?? 6440);
const adminUrl = process.env.TEST_DATABASE_URL;
const skipped = !adminUrl
  ? "TEST_DATABASE_URL is not set"
  : !existsSync(PGBOUNCER)
    ? `${PGBOUNCER} is not installed (apt-get install pgbouncer)`
    : null;
if (skipped) console.warn(`pgbouncer.test.ts skipped: ${skipped}`);

/**
 * PgBouncer in transaction mode (docs/scaling.md "Connections and PgBouncer"), with one server connection: every transaction of the app runs on
 * it in turn, so any session state the app left (a setting, a prepared statement, a LISTEN, a lock) would be seen by
 * the next. The server's timeouts, which pg sends as startup parameters, are ignored by PgBouncer as documented.
 */
function startPgbouncer(target: URL, users: string[]): { stop(): void } {
  const dir = mkdtempSync(join(tmpdir(), "sf-pgbouncer-"));
  writeFileSync(join(dir, "users.txt"), users.map((user) => `"${user}" ""\n`).join(""));
  writeFileSync(
    join(dir, "pgbouncer.ini"),
    `[databases]
* = host=${target.hostname} port=${target.port}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${PORT}
unix_socket_dir =
auth_type = trust
auth_file = ${join(dir, "users.txt")}
pool_mode = transaction
default_pool_size = 1
max_client_conn = 100
ignore_startup_parameters = statement_timeout,idle_in_transaction_session_timeout
logfile = ${join(dir, "pgbouncer.log")}
`,
  );
  // PgBouncer refuses to run as root (CI is): then it runs as postgres
  const root = process.getuid?.() === 0;
  if (root) execFileSync("chown", ["-R", "postgres", dir]);
  chmodSync(dir, 0o755);
  const args = [join(dir, "pgbouncer.ini")];
  const child: ChildProcess = root
    ? spawn("runuser", ["-u", "postgres", "--", PGBOUNCER, ...args], { stdio: "ignore" })
    : spawn(PGBOUNCER, args, { stdio: "ignore" });
  return {
    stop() {
      child.kill("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForConnection(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe.skipIf(skipped !== null)("the app behind PgBouncer in transaction mode", () => {
  let storage: TestStorage;
  let bouncer: { stop(): void } | undefined;
  let database: DatabaseHandle;
  let api: RunningApi;
  let bouncedUrl: string;
  const heard: (number | null)[] = [];

  beforeAll(async () => {
    storage = await createTestStorage("postgres");
    const owner = await openDatabase(storage.ownerOptions);
    await importFixtureShops(owner.db).finally(() => owner.close());
    const direct = new URL(storage.options.url as string);
    bouncer = startPgbouncer(direct, [TEST_APP_ROLE, direct.username]);
    const bounced = new URL(direct);
    bounced.host = `127.0.0.1:${PORT}`;
    bouncedUrl = bounced.toString();
    await waitForConnection(bouncedUrl);
    database = await openDatabase({ url: bouncedUrl, listenUrl: direct.toString() });
    await database.listenForShopChanges((shopId) => heard.push(shopId));
    api = await startApi(database.db);
  });

  afterAll(async () => {
    await api?.close();
    await database?.close();
    bouncer?.stop();
    await storage?.dispose();
  });

  /** Session state on the one server connection, read through PgBouncer as the app's role. */
  async function sessionState() {
    const client = new pg.Client({ connectionString: bouncedUrl });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT
          coalesce(current_setting('app.shop_id', true), '') AS shop,
          coalesce(current_setting('app.shop_host', true), '') AS host,
          current_setting('transaction_read_only') AS read_only,
          (SELECT count(*)::int FROM pg_prepared_statements) AS prepared,
          (SELECT count(*)::int FROM pg_listening_channels()) AS listening,
          (SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()) AS locks`);
      return rows[0];
    } finally {
      await client.end();
    }
  }

  it("answers each shop its own pages, products and carts, many at once, and leaves no session state", async () => {
    const product = { a: "a0000000-0000-4000-8000-000000000001" };
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, n) => {
        const shop = n % 2 === 0 ? fixtureShops.a : fixtureShops.b;
        const headers = { "X-Nuxt-Host": shop.host };
        const page = await getJson(`${api.url}/api/page?path=/&lang_key=th`, headers);
        const cart =
          shop === fixtureShops.a
            ? await postJson(
                `${api.url}/api/x4/cart/checkoutByItems`,
                { items: [{ uuid: product.a, quantity: 1 }], lang_key: "th" },
                headers,
              )
            : null;
        return { shop: shop.id, page, cart };
      }),
    );
    for (const { shop, page, cart } of answers) {
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      const webId = (page.body as { data: { base?: { web: { web_id: unknown } } } }).data.base?.web.web_id;
      if (webId !== undefined) expect(Number(webId)).toBe(shop);
      if (cart) expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    }
    expect(await sessionState()).toEqual({ shop: "", host: "", read_only: "off", prepared: 0, listening: 0, locks: 0 });
  });

  it("hears a shop's change on its direct LISTEN connection", async () => {
    const owner = await openDatabase(storage.ownerOptions);
    await importShopDocument(owner.db, await readFixture("shop-b.json")).finally(() => owner.close());
    for (let waited = 0; !heard.includes(fixtureShops.b.id) && waited < 5_000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(heard).toContain(fixtureShops.b.id);
  });
});
