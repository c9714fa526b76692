// After `react-router build`: writes build/client/build-id.json, the latest-build file (§7) that open tabs poll to
// notice a new build (src/app/components/NewBuildReload.tsx reads it as BUILD_ID_PATH). Its id is the version of
// React Router's build manifest (build/client/assets/manifest-<version>.js), which every page also carries as
// window.__reactRouterManifest.version: a tab whose id differs from the file's runs an older build. The server
// sends the file with Cache-Control: no-cache (server/index.js).
import { readdir, writeFile } from "node:fs/promises";

const manifests = (await readdir("build/client/assets")).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
if (manifests.length !== 1) throw new Error(`expected one build manifest in build/client/assets, found ${manifests}`);
const buildId = manifests[0].slice("manifest-".length, -".js".length);
await writeFile("build/client/build-id.json", `${JSON.stringify({ buildId })}\n`);
console.log(`build id ${buildId}: build/client/build-id.json`);
