import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { createAjv, schemaId } from "~/schemas/ajv";
import { createShopApi } from "../../server/app";
import { type DatabaseHandle, type OpenDatabaseOptions, openDatabase, RUNTIME_ROLE } from "../../server/db";
import type { Database } from "../../server/db/schema";
import { withShop } from "../../server/db/shopScope";
import { importShopDocument } from "../../server/shops/importShop";

export type DbKind = "pglite" | "postgres";

/** Every test file runs against PGlite, and PostgreSQL too when TEST_DATABASE_URL (an admin URL) is set. */
export const dbKinds: DbKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/** Somewhere to open a database: a fresh PGlite (in memory, or in a temp folder) or a fresh PostgreSQL database. */
export interface TestStorage {
  /** How the server opens it: on PostgreSQL as TEST_APP_ROLE, a member of the runtime role (RLS binds it). */
  options: OpenDatabaseOptions;
  /** How `npm run migrate` opens it: as the tables' owner, migrating. */
  ownerOptions: OpenDatabaseOptions;
  dispose(): Promise<void>;
}

/**
 * The login role the tests' server connects as on PostgreSQL: not a superuser, owning nothing, a member of the
 * runtime role. Roles belong to the cluster; test files create it concurrently, hence the exception handler.
 */
export const TEST_APP_ROLE = "storefront_test_app";

export async function createTestStorage(kind: DbKind, { persistent = false } = {}): Promise<TestStorage> {
  if (kind === "pglite") {
    if (!persistent) {
      const options = { dataDir: "memory://", loadDataDir: await migratedPgliteDump() };
      return { options, ownerOptions: { ...options, migrate: true }, dispose: () => Promise.resolve() };
    }
    const dataDir = await mkdtemp(join(tmpdir(), "sf-pglite-"));
    return {
      options: { dataDir },
      ownerOptions: { dataDir, migrate: true },
      dispose: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `sf_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const ownerOptions = { url: url.toString(), migrate: true };
  await (await openDatabase(ownerOptions)).close();
  await ensureTestAppRole(adminUrl);
  url.username = TEST_APP_ROLE;
  return {
    options: { url: url.toString() },
    ownerOptions,
    dispose: async () => {
      // pg's Pool.end() resolves before its clients' sockets have closed: dropping WITH (FORCE) at once would
      // terminate connections still closing, which their clients report as uncaught errors.
      await waitForNoConnections(adminUrl, name);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

let dump: Promise<Blob> | undefined;

/** The migrated PGlite data directory of tests/migratedPglite.globalSetup.ts, read once per test file. */
function migratedPgliteDump(): Promise<Blob> {
  dump ??= readFile(inject("migratedPgliteDump")).then((tar) => new Blob([tar], { type: "application/x-tar" }));
  return dump;
}

async function ensureTestAppRole(adminUrl: string): Promise<void> {
  await adminQuery(
    adminUrl,
    `DO $$ BEGIN
      IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${TEST_APP_ROLE}') THEN
        CREATE ROLE ${TEST_APP_ROLE} LOGIN IN ROLE ${RUNTIME_ROLE};
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$`,
  );
}

async function adminQuery(adminUrl: string, statement: string, values: unknown[] = []): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** Waits (at most 5 s) until no session is connected to database `name`. */
async function waitForNoConnections(adminUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const [row] = await adminQuery(adminUrl, "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [
      name,
    ]);
    if ((row as { n: number } | undefined)?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A fresh, migrated database of the given kind; close() also drops it. */
export async function openTestDatabase(kind: DbKind): Promise<DatabaseHandle> {
  const storage = await createTestStorage(kind);
  try {
    const handle = await openDatabase(storage.options);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await storage.dispose();
      },
    };
  } catch (error) {
    await storage.dispose();
    throw error;
  }
}

/** A fixture document of tests/fixtures, freshly parsed (tests may change it). */
export async function readFixture(name: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(process.cwd(), "tests/fixtures", name), "utf8"));
}

export const fixtureShops = { a: { id: 901, host: "a.test" }, b: { id: 902, host: "b.test" } } as const;

export async function importFixtureShops(db: Kysely<Database>): Promise<void> {
  await importShopDocument(db, await readFixture("shop-a.json"));
  await importShopDocument(db, await readFixture("shop-b.json"));
}

export interface RunningApi {
  url: string;
  close(): Promise<void>;
}

/** The shop API on a real HTTP server on a free port. */
export function startApi(db: Kysely<Database>): Promise<RunningApi> {
  return startServer(createShopApi({ db }).fetch);
}

/** The shop API and the stand-ins this server ships (each on its own path), on one real HTTP server on a free port. */
export function startShopServer(
  db: Kysely<Database>,
  standIns: Partial<Record<"/hosted/" | "/account/", { fetch: (request: Request) => Response | Promise<Response> }>>,
): Promise<RunningApi> {
  const shopApi = createShopApi({ db });
  const paths = Object.entries(standIns);
  return startServer((request) => {
    const { pathname } = new URL(request.url);
    const standIn = paths.find(([path]) => pathname.startsWith(path))?.[1];
    return (standIn ?? shopApi).fetch(request);
  });
}

async function startServer(fetch: (request: Request) => Response | Promise<Response>): Promise<RunningApi> {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** An answer as a page test reads it: its status, headers, and text with white space collapsed. */
export interface TextAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/** The storefront's calls come from shoppers' browsers: a client without a User-Agent counts as a bot. */
export const BROWSER_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

/**
 * A request to a test server (`baseUrl` from startShopServer) as a browser on `host` sends it: node:http, so the Host
 * header is what the test says (the shop is chosen by it). A body is sent as it is, with its Content-Length.
 */
export function sendAsBrowser(
  baseUrl: string,
  method: "GET" | "POST",
  path: string,
  { host, headers = {}, body }: { host: string; headers?: Record<string, string>; body?: string },
): Promise<TextAnswer> {
  const payload = body === undefined ? undefined : Buffer.from(body, "utf8");
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(path, baseUrl),
      {
        method,
        headers: {
          Host: host,
          "User-Agent": BROWSER_USER_AGENT,
          ...(payload ? { "Content-Length": String(payload.length) } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8").replace(/\s+/g, " "),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** GET a JSON answer as a browser would ask. Uses node:http rather than fetch, which may not set Host. */
export function getJson(url: string, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { Accept: "application/json", "User-Agent": BROWSER_USER_AGENT, ...headers } },
      (response) => readJsonAnswer(url, response).then(resolve, reject),
    );
    request.on("error", reject);
  });
}

/**
 * POST a body and read the JSON answer, with node:http and a browser's User-Agent like getJson. A string body is sent as it is (for
 * malformed JSON), anything else as JSON; Content-Type is application/json unless `headers` says otherwise.
 */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiAnswer> {
  const payload = Buffer.from(typeof body === "string" ? body : JSON.stringify(body), "utf8");
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          "Content-Length": String(payload.length),
          "User-Agent": BROWSER_USER_AGENT,
          ...headers,
        },
      },
      (response) => readJsonAnswer(url, response).then(resolve, reject),
    );
    request.on("error", reject);
    request.end(payload);
  });
}

function readJsonAnswer(url: string, response: http.IncomingMessage): Promise<ApiAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("error", reject);
    response.on("end", () => {
      const type = response.headers["content-type"] ?? "";
      if (!type.startsWith("application/json")) {
        reject(new Error(`expected JSON from ${url}, got ${type || "no content type"}`));
        return;
      }
      const answerHeaders = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) answerHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
      }
      try {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        resolve({ status: response.statusCode ?? 0, headers: answerHeaders, body });
      } catch (error) {
        reject(error);
      }
    });
  });
}

const ajv = createAjv();

/** The ajv errors of `body` against a schema of schemas/ (e.g. "api/page-response.schema.json"); [] when valid. */
export function schemaErrors(schemaFile: string, body: unknown): string[] {
  const validate = ajv.getSchema(schemaId(schemaFile));
  if (!validate) throw new Error(`schema ${schemaFile} is not registered`);
  // Validate a copy: useDefaults would otherwise fill in defaults the server did not send.
  return validate(structuredClone(body))
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
}

/**
 * For a describe block: a fresh database of `kind` with the fixture shops, and the shop API serving it over HTTP.
 * Read `url` inside tests (it is set once beforeAll has run).
 */
export function useFixtureShopApi(kind: DbKind): { readonly url: string } {
  return useShopApi(kind, async () => [await readFixture("shop-a.json"), await readFixture("shop-b.json")]);
}

/** Like useFixtureShopApi, with these shop documents imported instead. */
export function useShopApi(kind: DbKind, documents: () => Promise<unknown[]>): { readonly url: string } {
  let database: DatabaseHandle | undefined;
  let api: RunningApi | undefined;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    for (const document of await documents()) await importShopDocument(database.db, document);
    api = await startApi(database.db);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });
  return {
    get url() {
      if (!api) throw new Error("the API starts in beforeAll");
      return api.url;
    },
  };
}

/** Tables whose rows belong to a shop. */
export type ShopTable =
  "pages" | "shop_bases" | "shop_hosts" | "categories" | "products" | "product_price_tiers" | "blogs";

/** How many rows of a table belong to a shop. */
export async function shopRowCount(db: Kysely<Database>, table: ShopTable, shopId: number): Promise<number> {
  const row = await withShop(db, shopId, (db) =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as("n"))
      .where("shop_id", "=", shopId)
      .executeTakeFirstOrThrow(),
  );
  return Number(row.n);
}
