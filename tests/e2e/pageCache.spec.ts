import { execFile } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliDecompressSync } from "node:zlib";
import pg from "pg";
import { expect, test } from "./fixtures";
import { BROWSER_USER_AGENT, rawGet, rawRequest, type RunningServer, startBuiltServer } from "./pageCacheHttp";
import { prepareDatabase } from "./postgresSetup";
import { hydrated } from "./hydrated";

const PORT = Number(process.env.E2E_PORT ?? 3210);
// a page of its own: b_page is a parameter the page cache keys on (any value); an unknown one would be dropped
const unique = () => `b_page=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const html = (body: Buffer) => brotliDecompressSync(body).toString("utf8");
const page = (port: number, path: string, host = "localhost") =>
  rawGet(port, path, { host: `${host}:${port}`, "accept-encoding": "br" });

test.describe("page cache", () => {
  test("a hit is byte-identical to the miss that stored it, and revalidates with a 304", async () => {
    const path = `/?${unique()}`;
    const miss = await page(PORT, path);
    const hit = await page(PORT, path);
    expect([miss.headers["x-page-cache"], hit.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
    expect(hit.body.equals(miss.body)).toBe(true);
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(hit.headers["cache-control"]).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(hit.headers.vary).toBe("Accept-Encoding");
    const etag = hit.headers.etag ?? "";
    const notModified = await rawGet(PORT, path, { host: `localhost:${PORT}`, "if-none-match": etag });
    expect(notModified.status).toBe(304);
  });

  test("cached pages carry no cookie, and a shopper's cart never reaches them", async ({ page: browser }) => {
    const path = `/category/tea/101?${unique()}`;
    const first = await browser.goto(path);
    expect(first?.headers()["set-cookie"]).toBeUndefined();
    await hydrated(browser);
    await browser
      .getByRole("button", { name: /^เพิ่มลงตะกร้า/ })
      .first()
      .click();
    const cartId = async () => {
      const stored = await browser.evaluate(() => Object.values(localStorage).join(" "));
      return /"cartId":"([^"]+)"/.exec(stored)?.[1] ?? null;
    };
    await expect.poll(cartId, { timeout: 5_000 }).not.toBeNull();
    const reloaded = await browser.reload();
    expect(reloaded?.headers()["x-page-cache"]).toBe("hit");
    expect(reloaded?.headers()["set-cookie"]).toBeUndefined();
    const body = (await reloaded?.text()) ?? "";
    expect(body).not.toContain(await cartId());
  });

  test("one shop's page never answers another shop's host", async () => {
    const path = `/?${unique()}`;
    const demo = await page(PORT, path, "localhost");
    const offline = await page(PORT, path, "offline.localhost");
    expect(offline.headers["x-page-cache"]).toBe("miss");
    expect(html(demo.body)).toContain("บ้านชา");
    expect(html(offline.body)).not.toContain("บ้านชา");
    expect(html(offline.body)).toContain("http://offline.localhost");
  });

  test("a request line naming another origin neither renders nor stores that origin", async () => {
    const path = `/?${unique()}`;
    const spoofed = await rawRequest(
      PORT,
      `GET http://evil.example${path} HTTP/1.1\r\nHost: localhost:${PORT}\r\nUser-Agent: ${BROWSER_USER_AGENT}\r\nConnection: close`,
    );
    expect(spoofed).toMatch(/^HTTP\/1\.1 200/);
    expect(spoofed).not.toContain("evil.example");
    const after = await page(PORT, path);
    expect(after.headers["x-page-cache"]).toBe("hit");
    expect(html(after.body)).not.toContain("evil.example");
    expect(html(after.body)).toContain(`http://localhost:${PORT}`);
  });

  test("error pages are never stored", async ({ consoleGuard }) => {
    consoleGuard.allow(/404/);
    const path = `/no-such-page-${unique()}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      const answer = await page(PORT, path);
      expect(answer.status).toBe(404);
      expect(answer.headers["x-page-cache"]).toBe("bypass");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

test.describe("page cache across processes on PostgreSQL", () => {
  test.skip(!adminUrl, "TEST_DATABASE_URL names no PostgreSQL");
  test.setTimeout(120_000);

  const database = `sf_e2e_cache_${Date.now().toString(36)}`;
  const servers: RunningServer[] = [];
  const documentFile = join(tmpdir(), `${database}.json`);

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  const databaseUrl = () => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    return url.toString();
  };

  test.beforeAll(async () => {
    test.setTimeout(90_000); // a database migrated and two servers started: 30 s is short on a busy 2-core machine
    await admin(`CREATE DATABASE ${database}`);
    const serverUrl = await prepareDatabase(databaseUrl());
    for (const port of [PORT + 1, PORT + 2]) servers.push(await startBuiltServer(port, { DATABASE_URL: serverUrl }));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(documentFile, { force: true });
    await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test("an import purges that shop's pages in every process, and only that shop's", async () => {
    const title = (answer: { body: Buffer }) => /<title>([^<]*)<\/title>/.exec(html(answer.body))?.[1];
    for (const { port } of servers) {
      for (const host of ["localhost", "offline.localhost"]) await page(port, "/", host);
      expect((await page(port, "/", "localhost")).headers["x-page-cache"]).toBe("hit");
    }

    const document = JSON.parse(await readFile("shops/demo.json", "utf8"));
    const home = document.pages.find((candidate: { path: string }) => candidate.path === "/");
    home.th.pageHead.title = "บ้านชา ลดทั้งร้าน";
    await writeFile(documentFile, JSON.stringify(document));
    await promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "server/cli/import-shop.ts", documentFile], {
      env: { ...process.env, DATABASE_URL: databaseUrl() },
    });

    for (const { port } of servers) {
      await expect.poll(async () => title(await page(port, "/")), { timeout: 5_000 }).toBe("บ้านชา ลดทั้งร้าน");
      expect((await page(port, "/", "offline.localhost")).headers["x-page-cache"]).toBe("hit");
    }
  });
});
