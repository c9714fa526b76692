// Generates, from schemas/ and registry/, the files under src/generated/ (never edit them by hand):
//   schemas.ts          TypeScript types of every JSON Schema (json-schema-to-typescript, offline), and of each
//                       widget's resolved setting, `<Title>Resolved` (scripts/gen/resolvedSchema.mjs)
//   widget-registry.ts  the list of registry entries, one per registry/<kind>.ts
//   widgets.css         every widget stylesheet (widgets/**/*.css, shared ones first), loaded with the page so
//                       server-rendered widgets are styled before their lazy JavaScript arrives
//   fonts.css, fonts.ts the web font's @font-face rules with metric-matched fallbacks, and its files to preload
//                       (scripts/fonts.mjs)
//   messages/<lang>.json  locales/<lang>.json and every kind's locales/widgets/<kind>.json (scripts/gen/widgetMessages.mjs)
//                       precompiled to formatjs ASTs (@formatjs/cli compile --ast), so the browser renders
//                       messages without the ICU parser; the parts of src/i18n/message-parts.json (messages few
//                       pages need) go to messages/<part>.<lang>.json instead, loaded when needed (src/i18n/messageParts.ts)
//   widget-messages.ts  every kind's messages file, for the message ids' type and the server (src/i18n/messages.ts)
// `--check` writes nothing and fails when a generated file is stale (CI runs it).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { compile } from "json-schema-to-typescript";
import { fontFilesModule, fontsCss } from "./fonts.mjs";
import { resolvedSchema } from "./gen/resolvedSchema.mjs";
import { camelCase, LANGS, mergedMessages, widgetMessagesModule } from "./gen/widgetMessages.mjs";

const root = new URL("..", import.meta.url).pathname;
const schemasDir = join(root, "schemas");
const registryDir = join(root, "registry");
const generatedDir = join(root, "src/generated");
const SCHEMA_BASE = "https://storefront.local/schemas/";
const check = process.argv.includes("--check");

function schemaFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? schemaFiles(join(dir, entry.name))
        : entry.name.endsWith(".schema.json")
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** Keywords whose keys are names (of properties or definitions), not keywords. */
const NAME_MAPS = new Set(["properties", "patternProperties", "definitions"]);

/**
 * A schema without its x- keywords (the editor's form annotations, custom checks): they never shape a type, and
 * json-schema-to-typescript would name a $ref with sibling keywords apart at each use (Link1, Link2…).
 */
function withoutExtensions(schema, isNameMap = false) {
  if (Array.isArray(schema)) return schema.map((item) => withoutExtensions(item));
  if (typeof schema !== "object" || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => isNameMap || !key.startsWith("x-"))
      .map(([key, value]) => [key, withoutExtensions(value, !isNameMap && NAME_MAPS.has(key))]),
  );
}

const schemasById = new Map();
for (const file of schemaFiles(schemasDir)) {
  const schema = withoutExtensions(JSON.parse(readFileSync(file, "utf8")));
  const expectedId = SCHEMA_BASE + relative(schemasDir, file);
  if (schema.$id !== expectedId) throw new Error(`${file}: $id must be ${expectedId}`);
  schemasById.set(schema.$id, { schema, dir: `${dirname(file)}/` });
}

const compileOptions = {
  bannerComment: "",
  declareExternallyReferenced: true,
  additionalProperties: false,
  unreachableDefinitions: false,
  format: true,
  $refOptions: {
    resolve: {
      http: false,
      external: true,
      schemasById: {
        order: 1,
        canRead: (file) => file.url.startsWith(SCHEMA_BASE),
        read: (file) => {
          const hit = schemasById.get(file.url.split("#")[0]);
          if (!hit) throw new Error(`unknown schema $id ${file.url}`);
          return JSON.stringify(hit.schema);
        },
      },
    },
  },
};

const declarations = [];
for (const [id, { schema, dir }] of schemasById) {
  if (id.endsWith("/common.schema.json")) continue; // its types are emitted where they are referenced
  // relative $refs are read from the files beside the schema (cwd), never fetched
  declarations.push(await compile(schema, schema.title, { ...compileOptions, cwd: dir }));
  if (id.startsWith(`${SCHEMA_BASE}widgets/`)) {
    const resolved = resolvedSchema(schema);
    declarations.push(await compile(resolved, resolved.title, { ...compileOptions, cwd: dir }));
  }
}
const seen = new Set();
const schemaTypes = declarations
  .join("\n")
  .split(/\n(?=export )/)
  .filter((block) => {
    const name = block.match(/^export (?:interface|type) (\w+)/m)?.[1];
    if (!name) return block.trim() !== "";
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  })
  .join("\n");

const kinds = readdirSync(registryDir)
  .filter((f) => f.endsWith(".ts") && !f.includes(".test.") && f !== "types.ts" && f !== "index.ts")
  .map((f) => f.replace(/\.ts$/, ""))
  .sort();
/** The type name of a kind's setting: its schema's title. */
const settingTitle = (kind) => {
  const title = schemasById.get(`${SCHEMA_BASE}widgets/${kind}.schema.json`)?.schema.title;
  if (!title) throw new Error(`registry/${kind}.ts: there is no schemas/widgets/${kind}.schema.json`);
  return title;
};
const registryList = [
  `import type { ${kinds.flatMap((kind) => [settingTitle(kind), `${settingTitle(kind)}Resolved`]).join(", ")} } from "./schemas";`,
  ...kinds.map((kind) => `import ${camelCase(kind)} from "../../registry/${kind}";`),
  "",
  `export const widgetDefinitions = [${kinds.map(camelCase).join(", ")}] as const;`,
  "",
  "/** Each kind's setting as a page stores it, and as its component receives it (validated, schema defaults applied). */",
  "export interface WidgetSettings {",
  ...kinds.map((kind) => `  "${kind}": { stored: ${settingTitle(kind)}; resolved: ${settingTitle(kind)}Resolved };`),
  "}",
  "",
  "export type WidgetKind = keyof WidgetSettings;",
  "",
].join("\n");

function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? cssFiles(join(dir, entry.name))
        : entry.name.endsWith(".css")
          ? [join(dir, entry.name)]
          : [],
    )
    .sort();
}
const widgetsDir = join(root, "widgets");
const stylesheets = cssFiles(widgetsDir)
  .map((file) => relative(widgetsDir, file))
  .sort((a, b) => Number(!a.startsWith("shared/")) - Number(!b.startsWith("shared/")) || a.localeCompare(b));
const widgetStyles = stylesheets.map((file) => `@import "../../widgets/${file}";`).join("\n");

const localesDir = join(root, "locales");
const formatjs = join(root, "node_modules/.bin/formatjs");
/** Messages only the server's stand-in pages show (src/i18n/server-only-prefixes.json): no page downloads them. */
const serverOnlyPrefixes = JSON.parse(readFileSync(join(root, "src/i18n/server-only-prefixes.json"), "utf8"));
/** Messages few pages need, by part (src/i18n/message-parts.json): each part a file of its own, loaded when needed. */
const messageParts = Object.entries(JSON.parse(readFileSync(join(root, "src/i18n/message-parts.json"), "utf8")));
const partOf = (id) => messageParts.find(([, prefixes]) => prefixes.some((prefix) => id.startsWith(prefix)))?.[0];
let merged;
try {
  merged = mergedMessages(localesDir, kinds);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
/**
 * One language's messages as ASTs, the server-only ones left out, in files: messages/<lang>.json for every page, and
 * messages/<part>.<lang>.json for each part. The CLI also fails on a message that is not valid ICU.
 */
function compiledMessageFiles(lang, messages) {
  const scratch = mkdtempSync(join(tmpdir(), "gen-messages-"));
  try {
    const source = join(scratch, "messages.json");
    writeFileSync(source, JSON.stringify(messages));
    const ast = execFileSync(formatjs, ["compile", source, "--format", "simple", "--ast"], { encoding: "utf8" });
    const files = { [`messages/${lang}.json`]: {} };
    for (const [part] of messageParts) files[`messages/${part}.${lang}.json`] = {};
    for (const [id, message] of Object.entries(JSON.parse(ast))) {
      if (serverOnlyPrefixes.some((prefix) => id.startsWith(prefix))) continue;
      const part = partOf(id);
      files[part ? `messages/${part}.${lang}.json` : `messages/${lang}.json`][id] = message;
    }
    return Object.entries(files).map(([name, content]) => [name, `${JSON.stringify(content)}\n`]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
const messageFiles = Object.fromEntries(LANGS.flatMap((lang) => compiledMessageFiles(lang, merged.messages[lang])));

const banner = "// Generated by scripts/gen-types.mjs (npm run gen:types). Do not edit.\n";
const outputs = {
  "schemas.ts": `${banner}/* eslint-disable */\n${schemaTypes}`,
  "widget-registry.ts": banner + registryList,
  "widgets.css": `/* Generated by scripts/gen-types.mjs (npm run gen:types). Do not edit. */\n${widgetStyles}\n`,
  "fonts.css": `/* Generated by scripts/gen-types.mjs from scripts/fonts.mjs. Do not edit. */\n${fontsCss()}\n`,
  "fonts.ts": banner + fontFilesModule(),
  "widget-messages.ts": banner + widgetMessagesModule(merged.kinds),
  ...messageFiles,
};

const stale = [];
for (const [name, content] of Object.entries(outputs)) {
  const path = join(generatedDir, name);
  const current = existsSync(path) ? readFileSync(path, "utf8") : null;
  if (current === content) continue;
  if (check) stale.push(name);
  else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
}
if (stale.length > 0) {
  console.error(`Stale generated files in src/generated: ${stale.join(", ")}. Run npm run gen:types and commit them.`);
  process.exit(1);
}
console.log(check ? "generated files are up to date" : `wrote src/generated/{${Object.keys(outputs).join(",")}}`);
