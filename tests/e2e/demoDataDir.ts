import { execFile } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { promisify } from "node:util";
import { temporaryFolder } from "./leftovers";

/** The embedded database as a first start leaves it (migrations, demo shops), made once per run by `prepare`. */
const SEED_DIR = "data/e2e-seed";

/**
 * Playwright's global set-up: migrates a PGlite data directory and imports the demo shops into it, as
 * `npm run migrate -- --demo-shops` does for an operator. Specs' own servers start on copies of it instead of
 * importing the demo shops again (about 10 s each on a 2-core machine).
 */
export default async function prepare(): Promise<void> {
  rmSync(SEED_DIR, { recursive: true, force: true });
  await promisify(execFile)(process.execPath, ["node_modules/.bin/tsx", "server/cli/migrate.ts", "--demo-shops"], {
    env: { ...process.env, DATA_DIR: SEED_DIR, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
}

/**
 * A new data directory in the temporary folder holding a copy of the prepared database; the caller removes it
 * (removeFolder), or the worker's teardown does.
 */
export function freshDemoDataDir(prefix: string): string {
  const dataDir = temporaryFolder(prefix);
  cpSync(SEED_DIR, dataDir, { recursive: true });
  return dataDir;
}
