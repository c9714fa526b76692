// Plain JavaScript because scripts/build-programs.mjs and vite.config.ts read it as it is.
import { join } from "node:path";

/**
 * The files read at run time, beside the code: the migrations, the demo shops, and the stylesheets whose colours
 * `validate` checks section tones against (scripts/validate/sectionContrast.ts).
 */
export const APP_FILES = [
  "server/db/migrations",
  "shops",
  "src/styles/base.css",
  "src/styles/themes.css",
  "widgets/section/section.css",
];

/** Where `npm run build` copies APP_FILES (scripts/build-programs.mjs). */
export const BUILT_APP_FILES_DIR = "build/app-files";

/**
 * Where one of APP_FILES is, from the working directory (every program runs from the repository root or, deployed,
 * from the folder holding build/): in the sources (tsx, Vitest, Vite's dev server) the repository's own; in what
 * `npm run build` writes, the copy made with it, so a deployment needs build/ and nothing of the sources.
 */
export function appFile(name) {
  // BUILT_APP_FILES is defined (true) only by the production build: vite.config.ts and scripts/build-programs.mjs
  const root = typeof BUILT_APP_FILES === "undefined" ? "" : BUILT_APP_FILES_DIR;
  return join(process.cwd(), root, name);
}
