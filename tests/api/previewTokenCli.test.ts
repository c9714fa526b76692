import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import { openDatabase } from "../../server/db";
import { createPreviewAccess } from "../../server/preview/previewAccess";
import { importShopDocument } from "../../server/shops/importShop";
import { createTestStorage, fixtureShops, readFixture, type TestStorage } from "./harness";

const SECRET = "cli-test-secret";
const SHOP_EDITOR = "https://a-editor.example";
const PLATFORM_EDITOR = "https://editor.platform.example";

describe("npm run preview:token", () => {
  let storage: TestStorage;

  beforeAll(async () => {
    storage = await createTestStorage("pglite", { persistent: true });
    const { db, close } = await openDatabase(storage.ownerOptions);
    const document = await readFixture("shop-a.json");
    await importShopDocument(db, { ...document, shop: { ...(document.shop as object), editorOrigins: [SHOP_EDITOR] } });
    await importShopDocument(db, await readFixture("shop-b.json"));
    await close();
  });
  afterAll(() => storage.dispose());

  /** The CLI as an operator runs it, on the test's database; its exit code, output and errors. */
  async function run(args: string[], env: Record<string, string> = { PREVIEW_SECRET: SECRET }) {
    const dataDir = String((storage.options as { dataDir: string }).dataDir);
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["node_modules/.bin/tsx", "server/cli/preview-token.ts", ...args],
        {
          env: {
            PATH: process.env.PATH,
            DATA_DIR: dataDir,
            PUBLIC_PORT: "3000",
            EDITOR_ORIGINS: PLATFORM_EDITOR,
            ...env,
          },
        },
      );
      return { code: 0, stdout: stdout.trim(), stderr: "" };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout.trim(), stderr: failed.stderr };
    }
  }

  it("prints the frame URL with a token the shop's preview accepts for that editor", async () => {
    const { code, stdout } = await run(["--host", fixtureShops.a.host, "--origin", SHOP_EDITOR, "--path", "/about"]);
    expect(code).toBe(0);
    const url = new URL(stdout);
    expect(`${url.origin}${url.pathname}`).toBe(`http://${fixtureShops.a.host}:3000/about`);
    const access = createPreviewAccess({ secret: SECRET, platformOrigins: [] });
    const session = access.sessionOf(url.searchParams.get(PREVIEW_TOKEN_PARAM), {
      id: fixtureShops.a.id,
      editorOrigins: [SHOP_EDITOR],
    });
    expect(session?.editorOrigin).toBe(SHOP_EDITOR);
    expect(session?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 59 * 60); // 60 minutes by default
  });

  it("mints for the platform's editor on any shop, but refuses shop A's editor on shop B", async () => {
    expect((await run(["--host", fixtureShops.b.host, "--origin", PLATFORM_EDITOR])).code).toBe(0);
    const refused = await run(["--host", fixtureShops.b.host, "--origin", SHOP_EDITOR]);
    expect(refused).toMatchObject({ code: 1, stdout: "" });
    expect(refused.stderr).toContain(`"${SHOP_EDITOR}" may not preview shop ${fixtureShops.b.id}`);
  });

  it("refuses bad input, naming it", async () => {
    const unknownHost = await run(["--host", "nowhere.test", "--origin", SHOP_EDITOR]);
    expect(unknownHost).toMatchObject({ code: 1, stdout: "" });
    expect(unknownHost.stderr).toContain('no shop has the host "nowhere.test"');
    const usage = await run(["--host", fixtureShops.a.host, "--minutes", "5000"]);
    expect(usage).toMatchObject({ code: 2, stdout: "" });
    expect(usage.stderr).toContain("--origin is required");
    expect(usage.stderr).toContain("--minutes must be a whole number from 1 to 1440");
    const noSecret = await run(["--host", fixtureShops.a.host, "--origin", SHOP_EDITOR], {});
    expect(noSecret).toMatchObject({ code: 2, stdout: "" });
    expect(noSecret.stderr).toContain("PREVIEW_SECRET is not set");
  });
});
