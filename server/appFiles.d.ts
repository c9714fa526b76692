/** Types of appFiles.js (plain JavaScript, read by scripts/build-programs.mjs and vite.config.ts as it is). */
export declare const APP_FILES: readonly [
  "server/db/migrations",
  "shops",
  "src/styles/base.css",
  "src/styles/themes.css",
  "widgets/section/section.css",
];
export declare const BUILT_APP_FILES_DIR: string;
export declare function appFile(name: (typeof APP_FILES)[number]): string;
