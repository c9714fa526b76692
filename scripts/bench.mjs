// npm run bench: loads the benchmark through Vite's SSR module loader (widgets import their CSS) and runs it.
import { createServer } from "vite";

const vite = await createServer({
  configFile: false,
  logLevel: "error",
  resolve: { alias: { "~": new URL("../src", import.meta.url).pathname } },
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
});
try {
  const { runBenchmarks } = await vite.ssrLoadModule("./scripts/bench/renderBench.tsx");
  await runBenchmarks();
} finally {
  await vite.close();
}
