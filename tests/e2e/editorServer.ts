import { execFile } from "node:child_process";
import type { Page } from "@playwright/test";
import { promisify } from "node:util";
import { freshDemoDataDir } from "./demoDataDir";
import { removeFolder } from "./leftovers";
import { type RunningServer, startBuiltServer } from "./pageCacheHttp";

/** The accounts the editor's tests sign in with: the demo shop's owner and editor, the offline shop's owner. */
export const EDITOR_ACCOUNTS = {
  owner: { email: "owner@e2e.test", password: "the owner's e2e password", shop: "localhost", role: "owner" },
  editor: { email: "editor@e2e.test", password: "the editor's e2e password", shop: "localhost", role: "editor" },
  otherShop: {
    email: "other@e2e.test",
    password: "the other owner's password",
    shop: "offline.localhost",
    role: "owner",
  },
} as const;

export interface EditorServer {
  /** The editor's origin, http://editor.localhost:PORT. */
  editorOrigin: string;
  /** The demo shop's origin on the same server, http://localhost:PORT. */
  shopOrigin: string;
  server: RunningServer;
  /** Signs in on the editor's page as that account, in the editor's default language (Thai). */
  signIn(page: Page, name: keyof typeof EDITOR_ACCOUNTS): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A built server of the test's own on a copy of the demo database, with the editor accounts added by
 * `npm run owner:add` as an operator would (before the server starts: the database belongs to one process).
 */
export async function startEditorServer(port: number): Promise<EditorServer> {
  const dataDir = freshDemoDataDir("sf-e2e-editor-");
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" };
  const tsx = (args: string[], stdin = "") => {
    const run = promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", ...args], { env });
    run.child.stdin?.end(stdin);
    return run;
  };
  for (const account of Object.values(EDITOR_ACCOUNTS)) {
    const args = ["--shop", account.shop, "--email", account.email, "--role", account.role];
    await tsx(["server/cli/owner-add.ts", ...args], `${account.password}\n`);
  }
  const editorOrigin = `http://editor.localhost:${port}`;
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    EDITOR_ORIGIN: editorOrigin,
    PUBLIC_URL_SCHEME: "http",
    PUBLIC_PORT: String(port),
    LOG_LEVEL: "warn",
  });
  return {
    editorOrigin,
    shopOrigin: `http://localhost:${port}`,
    server,
    signIn: async (page, name) => {
      const account = EDITOR_ACCOUNTS[name];
      await page.goto(`${editorOrigin}/`);
      await page.getByLabel("อีเมล").fill(account.email);
      await page.getByLabel("รหัสผ่าน").fill(account.password);
      await page.getByRole("button", { name: "เข้าสู่ระบบ" }).click();
    },
    stop: async () => {
      await server.stop();
      removeFolder(dataDir);
    },
  };
}
