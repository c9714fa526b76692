import { readFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { expect, test } from "@playwright/test";
import pg from "pg";
import type { CartResponse } from "~/generated/schemas";
import { demoProducts, demoShop } from "./demoShops";
import { type FreshCluster, postgresBin, startFreshCluster } from "./freshCluster";
import { BROWSER_USER_AGENT } from "./pageCacheHttp";
import { runShell, type ShellRun, shellBlocks } from "./shellSteps";

const SERVER_PORT = Number(process.env.E2E_PORT ?? 3210) + 8;
const DOC = "docs/postgresql.md";
const bin = postgresBin();
const teaBags = demoProducts(demoShop("demo")).find((product) => product.slug === "soft-stem-oolong-tea-bags");

/**
 * docs/postgresql.md's shell blocks as one script: its settings (step 0), then this cluster's address and superuser
 * in place of the example's, then every step as written, the last starting the server.
 */
function deploymentScript(cluster: FreshCluster, stepCount?: number): string {
  const [settings = "", ...steps] = shellBlocks(readFileSync(DOC, "utf8"));
  if (!/export DB_HOST=.*DB_PORT=/.test(settings) || !settings.includes("export ADMIN_URL=")) {
    throw new Error(`${DOC}'s first shell block no longer sets DB_HOST, DB_PORT and ADMIN_URL`);
  }
  if (!steps.at(-1)?.includes("node server/index.js")) throw new Error(`${DOC}'s last shell block must serve`);
  const ours = `export DB_HOST=127.0.0.1 DB_PORT=${cluster.port} ADMIN_URL=${cluster.adminUrl("postgres")}`;
  return [settings, ours, ...steps.slice(0, stepCount)].join("\n");
}

/** What the steps may rely on: this PostgreSQL's tools first on the PATH, the server's port; nothing of ours. */
function operatorEnv(cluster: FreshCluster): NodeJS.ProcessEnv {
  return { PATH: `${cluster.bin}:${process.env.PATH}`, HOME: process.env.HOME ?? tmpdir(), PORT: String(SERVER_PORT) };
}

async function healthStatus(): Promise<number | undefined> {
  return (await fetch(`http://127.0.0.1:${SERVER_PORT}/api/health`).catch(() => undefined))?.status;
}

async function waitForHealth(deployment: ShellRun): Promise<void> {
  await expect
    .poll(
      async () => {
        if (deployment.hasExited()) throw new Error(`the steps ended before serving:\n${deployment.output()}`);
        return healthStatus();
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
}

/** Runs `statement` on the deployed database as `role` (SET ROLE from the superuser) and returns its error. */
async function refusal(cluster: FreshCluster, role: string, statement: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.adminUrl("shop") });
  await client.connect();
  try {
    await client.query(`SET ROLE ${role}`);
    return await client.query(statement).then(
      () => "done",
      (error: Error) => error.message,
    );
  } finally {
    await client.end();
  }
}

async function rows<Row>(cluster: FreshCluster, query: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: cluster.adminUrl("shop") });
  await client.connect();
  return (await client.query(query).finally(() => client.end())).rows as Row[];
}

/** A shop API call as the storefront makes it; its JSON as a cart answer. */
async function cartApi(path: string, body?: unknown): Promise<{ status: number; json: CartResponse }> {
  const answer = await fetch(`http://127.0.0.1:${SERVER_PORT}${path}`, {
    method: body ? "POST" : "GET",
    headers: { "user-agent": BROWSER_USER_AGENT, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: answer.status, json: await answer.json() };
}

test.describe("docs/postgresql.md, followed as written on a bare cluster", () => {
  test.skip(!bin, "no PostgreSQL installed in /usr/lib/postgresql (Debian's postgresql package)");
  test.setTimeout(150_000);
  let cluster: FreshCluster | undefined;
  let deployment: ShellRun | undefined;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    cluster = await startFreshCluster(bin ?? "");
  });

  test.afterAll(async () => {
    test.setTimeout(30_000);
    await deployment?.stop();
    await cluster?.stop();
  });

  test("bootstrap, migrate as the owner, serve with WORKERS=auto as a role that cannot change the schema", async () => {
    if (!cluster || !teaBags) throw new Error("no cluster, or the demo shop lost its tea bags");
    expect(await healthStatus(), `another server answers on port ${SERVER_PORT}`).toBeUndefined();
    deployment = runShell(deploymentScript(cluster), operatorEnv(cluster));
    await waitForHealth(deployment);

    // a page of the demo shop, and a cart written and read back
    const page = await fetch(`http://127.0.0.1:${SERVER_PORT}/product/${teaBags.slug}/${teaBags.uuid}`, {
      headers: { "user-agent": BROWSER_USER_AGENT },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(teaBags.texts.th.name);
    const created = await cartApi("/api/x4/cart/checkoutByItems", {
      items: [{ uuid: teaBags.uuid, quantity: 2 }],
      lang_key: "th",
    });
    expect(created.status).toBe(200);
    const { cart_id, cart_secret } = created.json.data;
    const cart = await cartApi(`/api/x4/cart/get?cart_id=${cart_id}&cart_secret=${cart_secret ?? ""}&lang=th`);
    expect(cart.status).toBe(200);
    expect(cart.json.data.items).toMatchObject([{ uuid: teaBags.uuid, quantity: 2 }]);

    // WORKERS=auto: a process per core, each connected as the server's role, which the server found least-privileged
    const cores = availableParallelism();
    if (cores > 1) expect(deployment.output()).toContain(`"workers":${cores},"msg":"starting the worker processes"`);
    expect(deployment.output()).not.toContain('"msg":"database role');
    const connected = await rows<{ usename: string }>(
      cluster,
      "SELECT DISTINCT usename FROM pg_stat_activity WHERE datname = 'shop' AND pid <> pg_backend_pid()",
    );
    expect(connected).toEqual([{ usename: "storefront" }]);

    // the roles: no superuser, no CREATEROLE (migrate needed none), the owner owns every table
    const roles = await rows(
      cluster,
      `SELECT rolname, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls, rolcanlogin FROM pg_roles
        WHERE rolname LIKE 'storefront%' ORDER BY rolname`,
    );
    const least = { rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolbypassrls: false };
    expect(roles).toEqual([
      { rolname: "storefront", ...least, rolcanlogin: true },
      { rolname: "storefront_app", ...least, rolcanlogin: false },
      { rolname: "storefront_owner", ...least, rolcanlogin: true },
    ]);
    const owners = await rows(cluster, "SELECT DISTINCT tableowner FROM pg_tables WHERE schemaname = 'public'");
    expect(owners).toEqual([{ tableowner: "storefront_owner" }]);

    // the server's role cannot change the schema
    expect(await refusal(cluster, "storefront", "CREATE TABLE spare (id int)")).toBe(
      "permission denied for schema public",
    );
    expect(await refusal(cluster, "storefront", "DROP TABLE products")).toBe("must be owner of table products");
    expect(await refusal(cluster, "storefront", "CREATE TEMP TABLE spare (id int)")).toBe(
      'permission denied to create temporary tables in database "shop"',
    );

    // the bootstrap and the migration again (new passwords): both are safe to repeat
    await deployment.stop();
    deployment = runShell(deploymentScript(cluster, -1), operatorEnv(cluster));
    expect(await deployment.exited, deployment.output()).toBe(0);
  });
});
