import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      "~": new URL("./src", import.meta.url).pathname,
      // Pages render precompiled messages (src/i18n/compiledMessages.ts), so the browser needs no ICU parser. The
      // server build leaves react-intl external: the hosted stand-in (server/hosted) still formats its ICU strings.
      "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
    },
  },
  // The SSR bundle's entry is our Hono app (shop API + stand-ins + SSR), so they share module instances.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/entry.ts" } } },
  },
  server: {
    // Shops are chosen by Host: Vite's dev server otherwise blocks unknown hosts.
    allowedHosts: [".localhost", "127.0.0.1"],
  },
});
