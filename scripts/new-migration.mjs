// npm run new:migration -- <kind> <Name>: appends a named step to the kind's setting versions
// (widgets/<kind>/migrations.ts, made with its registry entry's loadMigrations on the kind's first change) and a
// test to fill in (an it.todo in widgets/<kind>/migrations.test.ts). docs/widgets.md, "Widget versions and migrations".
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const root = process.cwd();
const [kind, name] = process.argv.slice(2);
const camel = (kind ?? "").replace(/-(\w)/g, (_, letter) => letter.toUpperCase());
const migrationsFile = `widgets/${kind}/migrations.ts`;
const testFile = `widgets/${kind}/migrations.test.ts`;
const registryFile = `registry/${kind}.ts`;
const read = (path) => readFileSync(join(root, path), "utf8");
const write = (path, text) => writeFileSync(join(root, path), text);

function refuse(message) {
  console.error(`${message}\nusage: npm run new:migration -- <kind> <Name> (a PascalCase name for the change)`);
  process.exit(1);
}

if (!kind) refuse("name the kind and the change");
if (!existsSync(join(root, registryFile))) refuse(`no kind "${kind}" (${registryFile})`);
if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) refuse(`"${name ?? ""}" is not a PascalCase name`);

const step = (version) =>
  `  {\n    id: ${camel}Versions.${name},\n    up(setting) {\n` +
  `      // turn a version ${version - 1} setting into version ${version}: change it here (or return a new one)\n` +
  `      return setting;\n    },\n  },\n`;

/** The first change of a kind: its versions file, its registry entry's loadMigrations and its test file. */
function firstMigration() {
  write(
    migrationsFile,
    `import { createMigrationIds, createMigrationSequence } from "~/schemas/migrations";\n\n` +
      `/** The ${kind}'s setting versions (a setting without a version is 1): append a name for each change, never edit one. */\n` +
      `export const ${camel}Versions = createMigrationIds("${kind}", {\n  ${name}: 2,\n});\n\n` +
      `export default createMigrationSequence("${kind}", [\n${step(2)}]);\n`,
  );
  const registry = read(registryFile);
  const loadSchema = /^ {2}loadSchema: .*\n/m;
  if (!loadSchema.test(registry)) refuse(`${registryFile} has no loadSchema line to add loadMigrations after`);
  write(
    registryFile,
    registry.replace(loadSchema, (line) => `${line}  loadMigrations: () => import("../widgets/${kind}/migrations"),\n`),
  );
  write(testFile, `import { describe, it } from "vitest";\n\ndescribe("${kind} migrations", () => {\n});\n`);
  return 2;
}

/** A later change: the next version's name and step appended to the kind's versions file. */
function nextMigration() {
  const source = read(migrationsFile);
  const ids = /(createMigrationIds\("[^"]+", \{\n)([\s\S]*?)(\n\}\);)/.exec(source);
  if (!ids) refuse(`${migrationsFile} has no createMigrationIds(…, { … }) to append to`);
  if (new RegExp(`^\\s*${name}:`, "m").test(ids[2])) refuse(`${kind} has a migration named ${name} already`);
  const version = Math.max(...[...ids[2].matchAll(/^\s*\w+: (\d+),?$/gm)].map((match) => Number(match[1]))) + 1;
  const withId = source.replace(ids[0], `${ids[1]}${ids[2].replace(/,?$/, ",")}\n  ${name}: ${version},${ids[3]}`);
  const end = withId.lastIndexOf("]);");
  if (end < 0) refuse(`${migrationsFile} has no createMigrationSequence(…, [ … ]) to append to`);
  write(migrationsFile, `${withId.slice(0, end)}${step(version)}${withId.slice(end)}`);
  return version;
}

const version = existsSync(join(root, migrationsFile)) ? nextMigration() : firstMigration();
const test = read(testFile);
const close = test.lastIndexOf("});");
write(
  testFile,
  `${test.slice(0, close)}\n  it.todo("${kind}/${version} ${name}: a version ${version - 1} setting becomes version ${version}");\n${test.slice(close)}`,
);
const changed = [migrationsFile, testFile, registryFile].filter((path) => existsSync(join(root, path)));
execFileSync(join(root, "node_modules/.bin/prettier"), ["--write", "--log-level", "warn", ...changed], { cwd: root });
console.log(
  [
    `${kind}/${version} ${name}:`,
    `  1. Write its step in ${migrationsFile} (the up function), and change schemas/widgets/${kind}.schema.json to the new shape.`,
    `  2. Turn the it.todo in ${testFile} into tests of old settings becoming new ones.`,
    `  3. Check it: npm run check:widget -- ${kind}`,
  ].join("\n"),
);
