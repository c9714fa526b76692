import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { freshDemoDataDir } from "./demoDataDir";
import { removeFolder } from "./leftovers";
import { startBuiltServer } from "./pageCacheHttp";

/** A built server of a test's own whose database holds a logged-in shopper of `shopId`. */
export interface ShopperServer {
  /** The shopper's sf_session cookie value. */
  token: string;
  stop(): Promise<void>;
}

/**
 * Seeds a fresh embedded database with the demo shops and a shopper's session (tests/e2e/seedShopper.ts, before the
 * server starts: the shared server's database belongs to its process), then starts the built server on `port`.
 */
export async function startShopperServer(port: number, shopId: number): Promise<ShopperServer> {
  const dataDir = freshDemoDataDir("sf-e2e-shopper-");
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["node_modules/.bin/tsx", "tests/e2e/seedShopper.ts", String(shopId)],
    { env: { ...process.env, DATA_DIR: dataDir } },
  );
  const { token } = JSON.parse(stdout) as { token: string };
  const server = await startBuiltServer(port, {
    DATA_DIR: dataDir,
    PUBLIC_URL_SCHEME: "http",
    PUBLIC_PORT: String(port),
    LOG_LEVEL: "warn",
  });
  return {
    token,
    stop: async () => {
      await server.stop();
      removeFolder(dataDir);
    },
  };
}
