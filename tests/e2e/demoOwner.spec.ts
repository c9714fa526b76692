import { spawn } from "node:child_process";
import { expect, test } from "./fixtures";
import { removeFolder, temporaryFolder } from "./leftovers";
import { type RunningServer, startBuiltServer } from "./pageCacheHttp";

const PORT = Number(process.env.E2E_PORT ?? 3210);
const SERVER_PORT = PORT + 1;
const DEMO_OWNER = /e-mail owner@demo\.localhost password (\S+)/;

/** A command of package.json as an operator runs it on `dataDir` (embedded database), `stdin` piped in. */
function runCli(dataDir: string, script: string, args: string[], stdin = "") {
  const child = spawn(process.execPath, ["node_modules/.bin/tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, ...output })),
  );
}

test.describe("npm start on a fresh embedded database", () => {
  test.setTimeout(240_000);
  let dataDir = "";
  let server: RunningServer | undefined;
  const start = () => startBuiltServer(SERVER_PORT, { DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" });

  test.beforeAll(() => {
    dataDir = temporaryFolder("sf-e2e-owner-"); // in the worker: a folder made as the file loads outlives the run
  });

  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) removeFolder(dataDir);
  });

  test("prints the demo shops' owner and password at the first start only; the CLIs leave its DATA_DIR alone", async () => {
    // as `npm start` does: the demo shops are imported first, then the server starts
    expect((await runCli(dataDir, "server/cli/migrate.ts", ["--demo-shops"])).code).toBe(0);
    server = await start();
    const running = server;
    await expect.poll(() => DEMO_OWNER.exec(running.output())?.[1]).toMatch(/^\S{20}$/);
    const password = DEMO_OWNER.exec(running.output())?.[1] ?? "";
    expect(running.output()).toContain("npm run owner:add -- --shop HOST --email E-MAIL");

    const holder = new RegExp(`in use by process ${running.pid} \\([^)]*server/index\\.js\\)`);
    const added = await runCli(
      dataDir,
      "server/cli/owner-add.ts",
      ["--shop", "localhost", "--email", "me@example.com"],
      "a long enough password\n",
    );
    expect(added).toMatchObject({ code: 1, stdout: "" });
    expect(added.stderr).toMatch(holder);
    const imported = await runCli(dataDir, "server/cli/import-shop.ts", ["shops/offline.json"]);
    expect(imported).toMatchObject({ code: 1, stdout: "" });
    expect(imported.stderr).toMatch(holder);

    await server.stop();
    server = await start();
    const again = server;
    await expect
      .poll(() => again.output())
      .toContain("owner@demo.localhost (its password was shown at the first start");
    expect(again.output()).not.toContain(password);
  });
});
