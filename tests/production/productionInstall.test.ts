// docs/production.md as an operator follows it: each of its steps (the ```sh block after `<!-- step: NAME -->`) run as
// written, in bash: build here, copy to a temporary folder, `npm ci --omit=dev` there, migrate with the demo shops on
// PGlite, serve, then the operator commands. Only the environment is the test's: the production folder (APP_DIR), a
// free PORT, the preview settings, and npm told to prefer its cache (the registry may be slow).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const DOC = readFileSync("docs/production.md", "utf8");
const STEP = /<!-- step: ([\w-]+) -->\s*```sh\n([\s\S]*?)```/g;
const steps = new Map([...DOC.matchAll(STEP)].map(([, name, script]) => [name, script]));
const DEMO_HOST = "demo.localhost";
const EDITOR = "https://editor.example";
// the setup builds, runs `npm ci` and creates PGlite: minutes on a busy 2-core machine; a test may start the server
const SETUP_MS = 300_000;
const TEST_MS = 120_000;

function step(name: string): string {
  const script = steps.get(name);
  if (!script) throw new Error(`docs/production.md has no step "${name}"`);
  return script;
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

describe("the production install of docs/production.md", { timeout: TEST_MS }, () => {
  let appDir = "";
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | undefined;

  /** A step of the doc in bash (in the repository or the production folder), to its end. */
  function run(name: string, cwd: string): Promise<Run> {
    // stdin not a socket, or bash takes itself for a remote shell and reads /etc/bash.bashrc
    const child = spawn("bash", ["-euo", "pipefail", "-c", step(name)], {
      cwd,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = { stdout: "", stderr: "" };
    child.stdout.on("data", (chunk) => (output.stdout += chunk));
    child.stderr.on("data", (chunk) => (output.stderr += chunk));
    return new Promise((resolve) => child.on("close", (code) => resolve({ code, ...output })));
  }

  async function runOk(name: string, cwd: string): Promise<string> {
    const result = await run(name, cwd);
    if (result.code !== 0) throw new Error(`step ${name} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
    return result.stdout;
  }

  beforeAll(async () => {
    appDir = mkdtempSync(join(tmpdir(), "storefront-production-"));
    env = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      APP_DIR: appDir,
      PORT: String(await freePort()),
      PREVIEW_SECRET: "production-install-test",
      EDITOR_ORIGINS: EDITOR,
      LOG_LEVEL: "warn",
      npm_config_prefer_offline: "true",
      npm_config_audit: "false",
      npm_config_fund: "false",
    };
    await runOk("build", process.cwd());
    await runOk("copy", process.cwd());
    await runOk("install", process.cwd());
  }, SETUP_MS);

  afterAll(async () => {
    await stopServer();
    if (appDir) rmSync(appDir, { recursive: true, force: true });
  });

  it("holds no development package and nothing of the sources", () => {
    const installed = JSON.parse(readFileSync(join(appDir, "node_modules/.package-lock.json"), "utf8"));
    const names = Object.keys(installed.packages);
    expect(names).not.toContain("node_modules/vite");
    expect(names).not.toContain("node_modules/tsx");
    expect(names).not.toContain("node_modules/@capsizecss/metrics");
    expect(() => readFileSync(join(appDir, "server/index.js"))).toThrow();
  });

  it("mints a preview URL on the origin the server's pages name", async () => {
    const minted = (await runOk("preview-token", appDir)).trim();
    await startServer();
    const home = await get("/");
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(home.body)?.[1];
    expect(canonical).toBeDefined();
    expect(new URL(minted).origin).toBe(new URL(canonical ?? "").origin);
    expect(new URL(minted).searchParams.get("preview_token")).toMatch(/\./);
  });

  it("serves the demo shop's pages, its web font and /api/health", async () => {
    await startServer();
    const home = await get("/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("<title>บ้านชา");
    const font = /<link rel="preload" href="(\/assets\/[^"]+\.woff2)"/.exec(home.body)?.[1];
    expect(font).toBeDefined();
    const fontFile = await get(font ?? "");
    expect([fontFile.status, fontFile.type]).toEqual([200, "font/woff2"]);
    const health = await get("/api/health");
    expect([health.status, JSON.parse(health.body)]).toEqual([200, { ok: true }]);
  });

  it("records the running shop's answers and validates them", async () => {
    await startServer();
    const validated = await run("validate", appDir);
    expect(validated.code).toBe(0);
    expect(validated.stdout.trim().split("\n")).toEqual([
      "saved recorded/page-home.json (/)",
      "saved recorded/base.json (base)",
    ]);
    expect(validated.stderr).toMatch(/^✓ 2 file\(s\): 1 page, 1 base, no problem$/m);
  });

  /** `npm run serve` as step "serve" starts it, in a process group of its own; resolves once it answers. */
  async function startServer(): Promise<void> {
    if (server) return;
    const started = spawn("bash", ["-euo", "pipefail", "-c", step("serve")], {
      cwd: appDir,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server = started;
    // should the run end without afterAll (a killed worker), the server goes with it
    process.once("exit", () => started.exitCode === null && process.kill(-(started.pid ?? 0), "SIGKILL"));
    let log = "";
    started.stdout.on("data", (chunk) => (log += chunk));
    started.stderr.on("data", (chunk) => (log += chunk));
    for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
      if (started.exitCode !== null) throw new Error(`the server exited ${started.exitCode}:\n${log}`);
      if ((await get("/api/health").catch(() => null))?.status === 200) return;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`the server did not answer within 60 s:\n${log}`);
  }

  async function stopServer(): Promise<void> {
    const running = server;
    server = undefined;
    if (!running?.pid || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    process.kill(-running.pid, "SIGTERM"); // npm, its shell and node
    await exited;
  }

  /** GET path of the demo shop (by its Host) on the running server. */
  function get(path: string): Promise<{ status: number; type: string; body: string }> {
    return new Promise((resolve, reject) => {
      const options = { host: "127.0.0.1", port: env.PORT, path, headers: { Host: DEMO_HOST } };
      request(options, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), body }),
        );
      })
        .on("error", reject)
        .end();
    });
  }
});

/** A port no one listens on now. */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    }),
  );
}
