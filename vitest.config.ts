import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts on purpose: the reactRouter() plugin must not run under Vitest.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  test: {
    include: ["{src,server,registry,widgets,stories,scripts,tests}/**/*.test.{ts,tsx}"],
    environment: "node",
    env: { LOG_LEVEL: "silent" }, // the server's log lines (server/log.js); tests assert what clients see
    setupFiles: ["./tests/loadMessages.setup.ts"],
    globalSetup: ["./tests/migratedPglite.globalSetup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two test files at a time, each in its own process with its own databases: a file often waits on PGlite,
    // PostgreSQL or an HTTP round trip, so two use a 2-core machine better than one (Vitest's default there).
    maxWorkers: 2,
  },
});
