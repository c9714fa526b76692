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
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
