import { reactRouter } from "@react-router/dev/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";

const SRC = new URL("./src", import.meta.url).pathname;

/**
 * The shop editor (src/editor): a browser app of its own, served on the editor origin under /editor/ (server/editor).
 * `vite build --mode editor` writes it to build/editor; shoppers' builds never include it.
 */
const editorApp: UserConfig = {
  root: "src/editor",
  base: "/editor/",
  plugins: [react()],
  resolve: { alias: { "~": SRC } },
  build: {
    outDir: "../../build/editor",
    emptyOutDir: true,
    // The editing screen is one lazy chunk (625 kB, 196 kB gzip), loaded when a page opens: the first load, which
    // matters, has its own budget (tests/e2e/editor.spec.ts). Warn only past that chunk's size.
    chunkSizeWarningLimit: 700,
  },
};

const storefront: UserConfig = {
  plugins: [reactRouter()],
  resolve: {
    alias: {
      "~": SRC,
      // Pages render precompiled messages (src/i18n/compiledMessages.ts), so the browser needs no ICU parser. The
      // server build leaves react-intl external: the hosted stand-in (server/hosted) still formats its ICU strings.
      "@formatjs/icu-messageformat-parser": "@formatjs/icu-messageformat-parser/no-parser.js",
    },
  },
  // The SSR bundle's entry is our Hono app (shop API + stand-ins + SSR), so they share module instances.
  environments: {
    // Fewer, larger first-visit chunks: each response costs its headers and compresses worse alone. The libraries
    // every page runs form one chunk, the layout kinds another, the shell's modules another, the small app modules
    // (src/lib, src/i18n, the tag plan's helpers) shared by several chunks another; the other widget kinds keep
    // their own.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-intl|@formatjs|intl-messageformat)[\\/]/,
                  priority: 2,
                },
                {
                  // The layout kinds and widget parts nearly every page shows: one response instead of seven. Not
                  // their schemas or migrations (schemas/widgets/<kind>.schema.json, widgets/<kind>/migrations.ts):
                  // only the validator loads those.
                  name: "page-basics",
                  test: /(?<![\\/]schemas)[\\/]widgets[\\/](section|row|column|paragraph|shared[\\/](RichText|SmartLink|SizedImage))[\\/.](?!migrations\b)/,
                  priority: 2,
                },
                {
                  // What every page's shell runs besides root: the renderer, the zone layout, the toasts. Not the
                  // pipeline the live preview runs in the browser (ajv and the schemas come with it): shoppers never do.
                  name: "app-shell",
                  test: /[\\/]src[\\/](renderer(?![\\/](normalizeTree|nodeValidator|documentLimits|collectNeeds|validatePayload)\b)|app[\\/]layouts|app[\\/]components[\\/]Toaster)[\\/.]/,
                  priority: 1,
                },
                {
                  // not the field checks ajv.ts shares with the store-contact widget: shared with the preview's
                  // chunk only, they would join every first view; nor the sort and filter of product lists
                  // (listingQuery, listingAttributes, listingChosen), which only category and search pages use
                  name: "shared",
                  test: /[\\/](src[\\/](lib(?![\\/](phone|socialLinks|mapEmbed|sanitizeRichText|listingQuery|listingAttributes|listingChosen)\b)|i18n)|src[\\/]renderer[\\/]pageData|src[\\/]stores[\\/]useHydrated|src[\\/]tracking[\\/]tagPlan)[\\/.]/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    ssr: { build: { rollupOptions: { input: "./server/entry.ts" } } },
  },
  server: {
    // Shops are chosen by Host: Vite's dev server otherwise blocks unknown hosts.
    allowedHosts: [".localhost", "127.0.0.1"],
  },
};

/** What the production build adds: the server reads its run-time files from the build (server/appFiles.js). */
const storefrontBuild: UserConfig = { ...storefront, define: { BUILT_APP_FILES: "true" } };

export default defineConfig(({ mode, command }) =>
  mode === "editor" ? editorApp : command === "build" ? storefrontBuild : storefront,
);
