import { execFile } from "node:child_process";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db";
import { createTestStorage, fixtureShops, type TestStorage } from "./harness";

const SHOP_A = join(process.cwd(), "tests/fixtures/shop-a.json");

interface Purge {
  contentType: string | undefined;
  body: unknown;
}

/** The CDN's purge endpoint stand-in: records each POST, answering with the statuses given in turn (then 200). */
async function startPurgeStandIn(statuses: number[] = []): Promise<{ url: string; purges: Purge[]; server: Server }> {
  const purges: Purge[] = [];
  const server = createServer(async (request: IncomingMessage, response) => {
    let text = "";
    for await (const chunk of request) text += chunk;
    purges.push({ contentType: request.headers["content-type"], body: JSON.parse(text) });
    response.writeHead(statuses.shift() ?? 200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, purges, server };
}

describe("npm run shop:import with CDN_PURGE_URL", () => {
  let storage: TestStorage;
  let standIn: Server | undefined;

  beforeAll(async () => {
    storage = await createTestStorage("pglite", { persistent: true });
    await (await openDatabase(storage.ownerOptions)).close();
  });
  afterEach(() => new Promise<void>((resolve) => (standIn ? standIn.close(() => resolve()) : resolve())));
  // each case runs the CLI in a process of its own (tsx, then PGlite opened): tens of seconds on a busy machine
  afterAll(() => storage.dispose());

  /** The import CLI as an operator runs it, on the test's database: its exit code and output. */
  async function importShop(env: Record<string, string>) {
    const dataDir = String((storage.options as { dataDir: string }).dataDir);
    const run = promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "server/cli/import-shop.ts", SHOP_A], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env },
    });
    return run.then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it("POSTs the shop's tag, as JSON, after the import", { timeout: 90_000 }, async () => {
    const { url, purges, server } = await startPurgeStandIn();
    standIn = server;
    const { code, stdout } = await importShop({ CDN_PURGE_URL: url });
    expect(code).toBe(0);
    expect(stdout).toContain(`imported shop ${fixtureShops.a.id}`);
    expect(purges).toEqual([{ contentType: "application/json", body: { tags: [`shop-${fixtureShops.a.id}`] } }]);
  });

  it("retries a purge answered 503", { timeout: 90_000 }, async () => {
    const { url, purges, server } = await startPurgeStandIn([503, 200]);
    standIn = server;
    expect((await importShop({ CDN_PURGE_URL: url })).code).toBe(0);
    expect(purges).toHaveLength(2);
  });

  it("reports a purge that keeps failing, and the import stands", { timeout: 90_000 }, async () => {
    const { url, purges, server } = await startPurgeStandIn([500, 500, 500, 500]);
    standIn = server;
    const { code, stdout, stderr } = await importShop({ CDN_PURGE_URL: url });
    expect(code).toBe(0);
    expect(stdout).toContain(`imported shop ${fixtureShops.a.id}`);
    expect(stderr).toContain(`CDN purge of shop-${fixtureShops.a.id} failed`);
    expect(purges).toHaveLength(3);
  });

  it("refuses a CDN_PURGE_URL that is not an http(s) URL, naming it", async () => {
    const { code, stderr } = await importShop({ CDN_PURGE_URL: "ftp://cdn.example/purge" });
    expect(code).not.toBe(0);
    expect(stderr).toContain("CDN_PURGE_URL must be an http(s) URL");
  });
});
