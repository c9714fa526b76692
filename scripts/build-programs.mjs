// The step of `npm run build` after the Vite builds: what production runs besides them, as plain JavaScript in
// build/, so that a deployment is build/ with package.json and package-lock.json (`npm ci --omit=dev`), nothing of
// the sources (docs/production.md):
//   build/start.mjs      the server (server/index.js, production only), `npm run serve`
//   build/cli/NAME.mjs   the operator commands (server/cli/NAME.ts, scripts/validate.ts)
//   build/app-files/     the migrations and demo shops they read at run time (server/appFiles.js)
// Packages stay imports, from the deployment's node_modules: the build fails if one is not a production dependency.
import { cp } from "node:fs/promises";
import { builtinModules } from "node:module";
import { build } from "esbuild";
import packageJson from "../package.json" with { type: "json" };
import { APP_FILES, BUILT_APP_FILES_DIR } from "../server/appFiles.js";

const COMMANDS = {
  migrate: "server/cli/migrate.ts",
  "import-shop": "server/cli/import-shop.ts",
  "owner-add": "server/cli/owner-add.ts",
  "preview-token": "server/cli/preview-token.ts",
  validate: "scripts/validate.ts",
};

const shared = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  metafile: true,
  logLevel: "warning",
  // The programs in build/ are production's, whatever NODE_ENV says: they read their settings as the production
  // server does (preview-token's URL: https without a port unless PUBLIC_URL_SCHEME / PUBLIC_PORT say otherwise),
  // and the packages loaded after the start (React, with the server build) run their production code.
  define: { BUILT_APP_FILES: "true", "process.env.NODE_ENV": JSON.stringify("production") },
  banner: { js: 'process.env["NODE_ENV"] = "production";' },
};

async function buildPrograms() {
  const server = await build({
    ...shared,
    entryPoints: ["server/index.js"],
    outfile: "build/start.mjs",
    // the Vite server build, found beside this file as build/server/index.js; the development server, left out
    external: ["../build/server/index.js", "./devServer.js"],
  });
  const commands = await build({
    ...shared,
    entryPoints: COMMANDS,
    outdir: "build/cli",
    outExtension: { ".js": ".mjs" },
  });
  for (const { metafile } of [server, commands]) refuseDevelopmentPackages(metafile);
  for (const name of APP_FILES) {
    await cp(name, `${BUILT_APP_FILES_DIR}/${name}`, { recursive: true, filter: (path) => !path.endsWith(".test.ts") });
  }
}

/** Throws naming each package the bundles import that `npm ci --omit=dev` would not install. */
function refuseDevelopmentPackages(metafile) {
  const installed = new Set([...Object.keys(packageJson.dependencies), ...builtinModules]);
  const missing = new Set();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (!external || path.startsWith(".") || path.startsWith("node:")) continue;
      const name = path.startsWith("@") ? path.split("/").slice(0, 2).join("/") : path.split("/")[0];
      if (!installed.has(name)) missing.add(`${name} (imported by ${file})`);
    }
  }
  if (missing.size > 0) {
    throw new Error(`not a production dependency in package.json: ${[...missing].join(", ")}`);
  }
}

await buildPrograms();
