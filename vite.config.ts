import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./src", import.meta.url).pathname } },
  // The SSR bundle's entry is our Hono app (shop API + stand-ins + SSR), so they share module instances.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/entry.ts" } } },
  },
  server: {
    // Shops are chosen by Host: Vite's dev server otherwise blocks unknown hosts.
    allowedHosts: [".localhost", "127.0.0.1"],
  },
});
