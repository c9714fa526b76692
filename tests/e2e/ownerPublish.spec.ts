import { execFile } from "node:child_process";
import http from "node:http";
import { promisify } from "node:util";
import { brotliDecompressSync } from "node:zlib";
import pg from "pg";
import { expect, test } from "./fixtures";
import { rawGet, type RunningServer, startBuiltServer } from "./pageCacheHttp";
import { prepareDatabase } from "./postgresSetup";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const adminUrl = process.env.TEST_DATABASE_URL;
const EDITOR_PORT = PORT + 4;
const EDITOR_ORIGIN = `http://editor.localhost:${EDITOR_PORT}`;
const OWNER = { email: "owner@e2e.test", password: "a long e2e password" };

interface OwnerAnswer {
  status: number;
  cookie: string | undefined;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the test reads the answers' fields
}

/** A request to the owner API on the editor's host, as the editor's browser sends it. */
function ownerRequest(
  method: string,
  path: string,
  { cookie, json, ifMatch }: { cookie?: string; json?: unknown; ifMatch?: number } = {},
) {
  const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  return new Promise<OwnerAnswer>((resolve, reject) => {
    const headers: Record<string, string> = { host: `editor.localhost:${EDITOR_PORT}`, origin: EDITOR_ORIGIN };
    if (cookie) headers.cookie = cookie;
    if (payload)
      Object.assign(headers, { "content-type": "application/json", "content-length": String(payload.length) });
    if (ifMatch !== undefined) headers["if-match"] = `"${ifMatch}"`;
    const request = http.request({ host: "127.0.0.1", port: EDITOR_PORT, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const cookie = response.headers["set-cookie"]?.[0]?.split(";")[0];
        resolve({ status: response.statusCode ?? 0, cookie, body: text ? JSON.parse(text) : null });
      });
    });
    request.on("error", reject);
    request.end(payload);
  });
}

const page = (port: number, path: string, host = "localhost") =>
  rawGet(port, path, { host: `${host}:${port}`, "accept-encoding": "br" });
const titleOf = (answer: { body: Buffer }) =>
  /<title>([^<]*)<\/title>/.exec(brotliDecompressSync(answer.body).toString("utf8"))?.[1];

test.describe("publishing across processes on PostgreSQL", () => {
  test.skip(!adminUrl, "TEST_DATABASE_URL names no PostgreSQL");
  test.setTimeout(120_000);

  const database = `sf_e2e_owner_${Date.now().toString(36)}`;
  const servers: RunningServer[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const databaseUrl = () => Object.assign(new URL(adminUrl as string), { pathname: `/${database}` }).toString();

  test.beforeAll(async () => {
    test.setTimeout(180_000); // a hook's own (the describe's covers its tests only): a database, an owner, servers
    await admin(`CREATE DATABASE ${database}`);
    const serverUrl = await prepareDatabase(databaseUrl());
    const added = promisify(execFile)(
      process.execPath,
      ["node_modules/.bin/tsx", "server/cli/owner-add.ts", "--shop", "localhost", "--email", OWNER.email],
      { env: { ...process.env, DATABASE_URL: databaseUrl() } },
    );
    added.child.stdin?.end(`${OWNER.password}\n`);
    await added;
    for (const port of [EDITOR_PORT, PORT + 5]) {
      servers.push(await startBuiltServer(port, { DATABASE_URL: serverUrl, EDITOR_ORIGIN }));
    }
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test("a publish on one process changes the page another serves, and purges only that shop's pages", async () => {
    const other = PORT + 5;
    for (const host of ["localhost", "offline.localhost"]) await page(other, "/", host);
    expect((await page(other, "/", "offline.localhost")).headers["x-page-cache"]).toBe("hit");

    const signedIn = await ownerRequest("POST", "/api/owner/session", { json: OWNER });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    const cookie = signedIn.cookie;
    const shopId = signedIn.body.shops[0].id;
    const list = await ownerRequest("GET", `/api/owner/shops/${shopId}/documents`, { cookie });
    const home = list.body.find((doc: { path?: string }) => doc.path === "/");
    const draft = await ownerRequest("GET", `/api/owner/shops/${shopId}/documents/${home.id}`, { cookie });
    draft.body.content.th.pageHead.title = "บ้านชา ฉบับใหม่";
    const saved = await ownerRequest("PUT", `/api/owner/shops/${shopId}/documents/${home.id}`, {
      cookie,
      json: { content: draft.body.content },
      ifMatch: draft.body.version,
    });
    expect(saved.body.problems).toEqual([]);
    const published = await ownerRequest("POST", `/api/owner/shops/${shopId}/documents/${home.id}/publish`, {
      cookie,
      json: { version: saved.body.version },
    });
    expect(published.status, JSON.stringify(published.body)).toBe(200);

    await expect.poll(async () => titleOf(await page(other, "/")), { timeout: 5_000 }).toBe("บ้านชา ฉบับใหม่");
    expect((await page(other, "/", "offline.localhost")).headers["x-page-cache"]).toBe("hit");
  });
});
