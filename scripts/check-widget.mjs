// npm run check:widget -- <kind>: one widget kind of this repository checked as a widget developer needs before a
// review (scripts/widgetChecks.mjs): its own files type-check and pass eslint and prettier, its tests, the registry's
// kinds test (stories render, fixtures valid) and the editor's form test pass for it. Exits 1 when a check fails.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { checkKind, kindFiles } from "./widgetChecks.mjs";

const root = new URL("..", import.meta.url).pathname;
const kind = process.argv[2];
if (!kind || !/^[a-z][a-z0-9-]*$/.test(kind) || !existsSync(join(root, `registry/${kind}.ts`))) {
  console.error(
    `usage: npm run check:widget -- <kind>: a kind with a registry/<kind>.ts${kind ? ` (not "${kind}")` : ""}`,
  );
  process.exit(2);
}
const files = await kindFiles(root, kind);
console.log(`checking the kind "${kind}": ${files.length} files\n${files.map((path) => `  ${path}`).join("\n")}`);
try {
  await checkKind({ cwd: root, kind, files });
} catch {
  process.exit(1);
}
console.log(`✓ the kind "${kind}" passes its checks`);
