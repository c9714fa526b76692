import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { passwordMatches } from "../../server/account/passwords";
import { type OpenDatabaseOptions, openDatabase } from "../../server/db";
import { DATA_DIR_LOCK_FILE } from "../../server/db/dataDirLock";
import { withShop } from "../../server/db/shopScope";
import { withOwnerScope } from "../../server/owner/ownerScope";
import { createTestStorage, type DbKind, dbKinds, fixtureShops, importFixtureShops, type TestStorage } from "./harness";

const PASSWORD = "correct horse battery staple";
// each case runs the CLI in processes of their own (tsx, then the database opened): seconds each on a busy machine
const SLOW = { timeout: 120_000 };

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A command as an operator runs it: `stdin` piped in, its exit code and output. */
function run(script: string, args: string[], env: Record<string, string>, stdin = ""): Promise<Run> {
  const child = spawn(process.execPath, ["node_modules/.bin/tsx", script, ...args], {
    env: { PATH: process.env.PATH, LOG_LEVEL: "silent", ...env },
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, ...output })));
}

const ownerAdd = (args: string[], env: Record<string, string>, stdin = `${PASSWORD}\n`) =>
  run("server/cli/owner-add.ts", args, env, stdin);

/** The account's role in the shop (undefined: none) and whether `password` is its password. */
async function ownerOf(options: OpenDatabaseOptions, email: string, shopId: number, password = PASSWORD) {
  const { db, close } = await openDatabase(options);
  try {
    const account = await withOwnerScope(db, { email }, (trx) =>
      trx.selectFrom("owner_accounts").select(["id", "password_hash"]).where("email", "=", email).executeTakeFirst(),
    );
    const role = await withShop(db, shopId, (trx) =>
      trx
        .selectFrom("owner_roles")
        .select("role")
        .where("shop_id", "=", shopId) // the tables' owner on PostgreSQL may be a superuser: no row-level security
        .where("account_id", "=", account?.id ?? "00000000-0000-0000-0000-000000000000")
        .executeTakeFirst(),
    );
    return {
      exists: account !== undefined,
      role: role?.role,
      passwordMatches: await passwordMatches(account?.password_hash, password),
    };
  } finally {
    await close();
  }
}

/** The environment the CLI finds the test's database in, as README tells an operator to set it. */
function envOf(kind: DbKind, storage: TestStorage): Record<string, string> {
  if (kind === "pglite") return { DATA_DIR: String(storage.options.dataDir) };
  return { DATABASE_URL: String(storage.options.url), MIGRATION_DATABASE_URL: String(storage.ownerOptions.url) };
}

describe.each(dbKinds)("npm run owner:add on %s", (kind) => {
  let storage: TestStorage;
  let env: Record<string, string>;

  beforeAll(async () => {
    storage = await createTestStorage(kind, { persistent: true });
    const { db, close } = await openDatabase(storage.ownerOptions);
    await importFixtureShops(db);
    await close();
    env = envOf(kind, storage);
  });
  afterAll(() => storage.dispose());

  it(
    "makes the account with the piped password; another run gives it a role elsewhere, its password unchanged",
    SLOW,
    async () => {
      const made = await ownerAdd(["--shop", "A.test", "--email", " Ann@Example.com ", "--role", "editor"], env);
      expect(made).toMatchObject({ code: 0, stderr: "" });
      expect(made.stdout).toContain(`ann@example.com: account made, role editor in shop ${fixtureShops.a.id}`);
      expect(await ownerOf(storage.ownerOptions, "ann@example.com", fixtureShops.a.id)).toEqual({
        exists: true,
        role: "editor",
        passwordMatches: true,
      });

      const again = await ownerAdd(
        ["--shop", fixtureShops.b.host, "--email", "ann@example.com"],
        env,
        "another password 2\n",
      );
      expect(again).toMatchObject({ code: 0, stderr: "" });
      expect(again.stdout).toContain("existing account given the role owner in shop 902");
      expect(again.stdout).toContain("its password is unchanged");
      expect(await ownerOf(storage.ownerOptions, "ann@example.com", fixtureShops.b.id)).toMatchObject({
        role: "owner",
        passwordMatches: true,
      });
    },
  );

  it("refuses bad input, naming the field, and makes no account", SLOW, async () => {
    const host = fixtureShops.a.host;
    const unknownShop = await ownerAdd(["--shop", "nowhere.test", "--email", "bo@example.com"], env);
    expect(unknownShop).toMatchObject({ code: 1, stdout: "" });
    expect(unknownShop.stderr).toContain('--shop: no shop has the host "nowhere.test"');

    const badArguments = await ownerAdd(["--shop", host, "--email", "bo@example", "--role", "admin"], env);
    expect(badArguments).toMatchObject({ code: 2, stdout: "" });
    expect(badArguments.stderr).toContain('--email "bo@example" is not an e-mail address');
    expect(badArguments.stderr).toContain('--role must be owner or editor, not "admin"');

    const short = await ownerAdd(["--shop", host, "--email", "bo@example.com"], env, "eleven char\n");
    expect(short).toMatchObject({ code: 2, stdout: "" });
    expect(short.stderr).toContain("password: at least 12 characters, got 11");

    const none = await ownerAdd(["--shop", host, "--email", "bo@example.com"], env, "");
    expect(none).toMatchObject({ code: 2, stdout: "" });
    expect(none.stderr).toContain("password: none given");

    expect((await ownerOf(storage.ownerOptions, "bo@example.com", fixtureShops.a.id)).exists).toBe(false);
  });
});

describe.runIf(dbKinds.includes("postgres"))("npm run owner:add on a fresh PostgreSQL database", () => {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `sf_test_owner_add_${Date.now().toString(36)}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it("migrates it first, then looks the shop up", SLOW, async () => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const answer = await ownerAdd(["--shop", "a.test", "--email", "cy@example.com"], { DATABASE_URL: url.href });
    expect(answer).toMatchObject({ code: 1, stdout: "" });
    expect(answer.stderr).toContain('no shop has the host "a.test"'); // not "the database schema is not current"
  });
});

describe("a DATA_DIR held by a running process", () => {
  let storage: TestStorage;
  let dataDir: string;
  let holder: ChildProcess | undefined;

  /** A process that opens the database as the server does and keeps it; resolves once it is open. */
  async function hold(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ["--import", "tsx", "tests/api/holdDatabase.ts"], {
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("open") && resolve());
      child.once("exit", (code) => reject(new Error(`the holder exited (${code})`)));
    });
    return child;
  }
  const stop = (child: ChildProcess, signal: NodeJS.Signals) =>
    new Promise((resolve) => (child.once("exit", resolve), child.kill(signal)));

  beforeAll(async () => {
    storage = await createTestStorage("pglite", { persistent: true });
    dataDir = String(storage.options.dataDir);
    const { db, close } = await openDatabase(storage.ownerOptions);
    await importFixtureShops(db);
    await close();
  });
  afterEach(async () => {
    if (holder && holder.exitCode === null && holder.signalCode === null) await stop(holder, "SIGKILL");
  });
  afterAll(() => storage.dispose());

  it("owner:add and shop:import refuse, naming the process, and run once it has stopped", SLOW, async () => {
    holder = await hold();
    const naming = `in use by process ${holder.pid} (`;
    const added = await ownerAdd(["--shop", fixtureShops.a.host, "--email", "di@example.com"], { DATA_DIR: dataDir });
    expect(added).toMatchObject({ code: 1, stdout: "" });
    expect(added.stderr).toContain(naming);
    expect(added.stderr).toContain("tests/api/holdDatabase.ts)");
    const imported = await run("server/cli/import-shop.ts", ["tests/fixtures/shop-a.json"], { DATA_DIR: dataDir });
    expect(imported).toMatchObject({ code: 1, stdout: "" });
    expect(imported.stderr).toContain(naming);

    await stop(holder, "SIGTERM");
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
    const later = await ownerAdd(["--shop", fixtureShops.a.host, "--email", "di@example.com"], { DATA_DIR: dataDir });
    expect(later).toMatchObject({ code: 0, stderr: "" });
  });

  it("takes over the lock of a process that died holding it", SLOW, async () => {
    holder = await hold();
    await stop(holder, "SIGKILL"); // no exit handler runs: the lock stays behind
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(true);
    const added = await ownerAdd(["--shop", fixtureShops.b.host, "--email", "ed@example.com"], { DATA_DIR: dataDir });
    expect(added).toMatchObject({ code: 0, stderr: "" });
    expect(await ownerOf(storage.ownerOptions, "ed@example.com", fixtureShops.b.id)).toMatchObject({ role: "owner" });
  });

  it("takes over a lock whose process id now belongs to a process started later", SLOW, async () => {
    // this test's own process runs, but started after the (made up) holder of that id
    writeFileSync(
      join(dataDir, DATA_DIR_LOCK_FILE),
      JSON.stringify({ pid: process.pid, command: "node server/index.js", startedAt: "1", host: hostname() }),
    );
    const added = await ownerAdd(["--shop", fixtureShops.a.host, "--email", "gi@example.com"], { DATA_DIR: dataDir });
    expect(added).toMatchObject({ code: 0, stderr: "" });
  });

  it("refuses a lock taken on another host (another container), whose process it cannot see", SLOW, async () => {
    const lock = join(dataDir, DATA_DIR_LOCK_FILE);
    writeFileSync(lock, JSON.stringify({ pid: 1, command: "node server/index.js", host: "elsewhere.example" }));
    try {
      const added = await ownerAdd(["--shop", fixtureShops.a.host, "--email", "fy@example.com"], { DATA_DIR: dataDir });
      expect(added).toMatchObject({ code: 1, stdout: "" });
      expect(added.stderr).toContain("in use by process 1 (node server/index.js) on host elsewhere.example");
      expect(added.stderr).toContain(`if it no longer runs, delete ${lock}`);
    } finally {
      rmSync(lock, { force: true });
    }
  });
});
