// The development half of server/index.js: Vite in middleware mode (HMR), the server loaded from its sources. Not
// part of the production build (build/start.mjs), which a deployment runs without Vite installed.
import { getRequestListener } from "@hono/node-server";

/** Vite's dev server, the request limits (server/front) and the app's listener, each request on the current sources. */
export async function startDevServer() {
  const { createServer } = await importVite();
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const front = await vite.ssrLoadModule("./server/front/index.ts");
  const listener = getRequestListener(async (request) => {
    const { app } = await vite.ssrLoadModule("./server/entry.ts");
    return app.fetch(request);
  });
  return { vite, front, listener };
}

async function importVite() {
  try {
    return await import("vite");
  } catch (error) {
    if (error?.code !== "ERR_MODULE_NOT_FOUND") throw error;
    throw new Error(
      "the development server needs Vite, which a production install (npm ci --omit=dev) lacks: " +
        "serve the build with `npm run serve` (docs/production.md), or install everything with `npm ci`",
      { cause: error },
    );
  }
}
