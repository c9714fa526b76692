// The anchor of bench:ssr: a bare React Router 7 app (framework mode, SSR, the storefront's react and react-router)
// built from scripts/bench/bare-app into a temporary folder whose node_modules links to the project's.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startServer } from "./startServer.mjs";

const SOURCES = new URL("./bare-app", import.meta.url).pathname;

/** Builds the bare app; `start(port, elements, dataBytes)` serves a home page of about that size. */
export function buildBareApp() {
  const folder = mkdtempSync(join(tmpdir(), "storefront-bench-bare-"));
  cpSync(SOURCES, folder, { recursive: true });
  symlinkSync(resolve("node_modules"), join(folder, "node_modules"), "dir");
  // React Router picks its server runtime from the dependencies: the storefront's, so the versions are the same
  const { dependencies, devDependencies } = JSON.parse(readFileSync("package.json", "utf8"));
  const manifest = { name: "storefront-bench-bare-app", private: true, type: "module", dependencies, devDependencies };
  writeFileSync(join(folder, "package.json"), JSON.stringify(manifest));
  try {
    execFileSync(process.execPath, [resolve("node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: folder,
      stdio: "pipe", // its output only when it fails
    });
  } catch (error) {
    process.stderr.write(`${error.stdout}${error.stderr}`);
    throw new Error("the bare app did not build", { cause: error });
  }
  return {
    start: (port, elements, dataBytes) =>
      startServer({
        name: "bare app",
        args: ["server.mjs"],
        cwd: folder,
        env: { BARE_ELEMENTS: String(elements), BARE_DATA_BYTES: String(dataBytes) },
        port,
        readyPath: "/",
      }),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
