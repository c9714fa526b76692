import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { cleanUpLater, removeFolder, temporaryFolder } from "./leftovers";
import { type RawAnswer, rawGet, type RunningServer, startBuiltServer } from "./pageCacheHttp";
import { prepareDatabase } from "./postgresSetup";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_PORT = PORT + 8;
/** The test's own PostgreSQL cluster: it is stopped and started, so never the shared one. */
const PG_PORT = PORT + 9;
const run = promisify(execFile);

/** initdb and pg_ctl of the newest PostgreSQL installed, run as "postgres" when we are root (as in CI). */
function postgresCommand(tool: string, args: string[]) {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  const binary = `/usr/lib/postgresql/${versions.at(-1)}/bin/${tool}`;
  return process.getuid?.() === 0 ? run("runuser", ["-u", "postgres", "--", binary, ...args]) : run(binary, args);
}

interface Answer {
  path: string;
  startedAt: number;
  ms: number;
  status: number;
  headers: RawAnswer["headers"];
  body: string;
}

test.describe("a PostgreSQL restart under load", () => {
  test.skip(!process.env.TEST_DATABASE_URL, "TEST_DATABASE_URL names no PostgreSQL");
  test.setTimeout(120_000);

  let root = "";
  const pgCtl = (...args: string[]) =>
    postgresCommand("pg_ctl", ["-D", join(root, "data"), "-l", join(root, "log"), "-w", ...args]);
  const stopCluster = () => pgCtl("-m", "immediate", "stop").catch(() => {});
  let forgetCluster = () => {};
  let server: RunningServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000); // a hook's own: a cluster made and started, migrated, and a server started
    root = temporaryFolder("sf-e2e-pg-"); // in the worker: a folder made as the file loads outlives the run
    forgetCluster = cleanUpLater(stopCluster); // stopped even if this hook is cut short
    if (process.getuid?.() === 0) await run("chown", ["postgres", root]);
    await postgresCommand("initdb", ["-D", join(root, "data"), "-A", "trust", "-U", "app"]);
    await pgCtl("-o", `-p ${PG_PORT} -k ${root} -c listen_addresses=127.0.0.1`, "start");
    const serverUrl = await prepareDatabase(`postgres://app@127.0.0.1:${PG_PORT}/postgres`);
    server = await startBuiltServer(SERVER_PORT, { DATABASE_URL: serverUrl, PAGE_CACHE: "off" });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (!root) return;
    await stopCluster();
    forgetCluster();
    removeFolder(root);
  });

  test("pages answer branded 503s while it is down, without waiting for it, 200s again once it is back, and the server never exits", async () => {
    const answers: Answer[] = [];
    const get = async (path: string): Promise<Answer> => {
      const startedAt = performance.now();
      const answer = await rawGet(SERVER_PORT, path, { host: `localhost:${SERVER_PORT}` });
      const ms = performance.now() - startedAt;
      return { path, startedAt, ms, status: answer.status, headers: answer.headers, body: answer.body.toString() };
    };
    let bursting = true;
    let sequence = 0;
    const burst = async () => {
      while (bursting) {
        const path = sequence % 2 ? `/?q=${sequence}` : `/en/?q=${sequence}`; // q: a page of its own (page cache)
        sequence += 1;
        answers.push(await get(path));
      }
    };
    expect((await get("/en/")).status).toBe(200); // warm: the first render of a fresh server is the slowest
    const loops = Array.from({ length: 4 }, burst);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const down = performance.now();
    await pgCtl("-m", "fast", "stop");
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the outage
    const api = await get("/api/page?path=/");
    const restarting = performance.now();
    await pgCtl("-o", `-p ${PG_PORT} -k ${root} -c listen_addresses=127.0.0.1`, "start");
    const back = performance.now();
    await expect
      .poll(() => answers.some((answer) => answer.startedAt > back && answer.status === 200), { timeout: 30_000 })
      .toBe(true);
    bursting = false;
    await Promise.all(loops);

    expect(server?.hasExited()).toBe(false);
    const unavailable = answers.filter((answer) => answer.status !== 200);
    // refused while it was down, not held until it came back: sent and answered within the outage (an order of
    // events, not a time bound: the figures are the bench's)
    const answeredWhileDown = unavailable.filter((a) => a.startedAt > down && a.startedAt + a.ms < restarting);
    expect(answeredWhileDown.length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.status).toBe(503);
      expect(answer.startedAt + answer.ms).toBeGreaterThan(down); // in flight or sent while the database was down
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.headers["cache-control"]).toBe("no-store");
      // the storefront's own error page, in the path's language
      const english = answer.path.startsWith("/en/");
      expect(answer.body).toContain(english ? '<html lang="en"' : '<html lang="th"');
      expect(answer.body).toContain(english ? "Service Unavailable" : "ระบบไม่พร้อมให้บริการชั่วคราว");
    }

    expect(api.status).toBe(503); // asked and answered while the database was down
    expect(api.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(api.body)).toMatchObject({ success: false, key: "SERVICE_UNAVAILABLE" });
  });
});
