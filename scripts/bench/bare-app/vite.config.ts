import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Built by scripts/bench/bareApp.mjs in a temporary copy whose node_modules links to the project's.
export default defineConfig({ plugins: [reactRouter()], cacheDir: ".vite-cache", logLevel: "warn" });
