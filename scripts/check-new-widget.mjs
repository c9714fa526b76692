// npm run test:kit — adding a kind with the scaffold needs no hand edit of a shared file, and `npm run check:widget`
// tells a good kind from a broken one. In a temporary copy of the repository (its files, not its build outputs;
// node_modules linked), it scaffolds a throwaway kind, then checks that the generated files are current, that
// `git status` shows only the kind's own files and src/generated/, that the kind passes check:widget's checks
// (scripts/widgetChecks.mjs: type check, eslint, prettier, its tests and the kinds tests), and that check:widget
// exits 1 naming the file once the kind's component has a type error; and that `npm run new:migration` gives it a first
// and a next version that pass the same checks. A script rather than a Vitest test: it runs the
// generator, tsc and Vitest itself as processes, which a test inside Vitest's own run would nest; as its own step CI
// can also run it beside the others.
import { execFileSync } from "node:child_process";
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { checkKind, kindFiles, step as reportedStep } from "./widgetChecks.mjs";

const root = new URL("..", import.meta.url).pathname;
const KIND = "kit-probe";
const OWN_FILES = [
  `schemas/widgets/${KIND}.schema.json`,
  `registry/${KIND}.ts`,
  `widgets/${KIND}/KitProbe.tsx`,
  `widgets/${KIND}/${KIND}.css`,
  `widgets/${KIND}/KitProbe.test.tsx`,
  `stories/${KIND}.stories.tsx`,
  `stories/fixtures/${KIND}.ts`,
  `locales/widgets/${KIND}.json`,
];

const scratch = mkdtempSync(join(tmpdir(), "new-widget-check-"));
const copy = join(scratch, "repo");
const run = (file, args, cwd = copy) => execFileSync(file, args, { cwd, encoding: "utf8", stdio: "pipe" });
const git = (...args) => run("git", ["-c", "user.name=check", "-c", "user.email=check@localhost", ...args]);

/** Runs one step (widgetChecks.mjs's step); a failing step fails the check. */
async function step(name, action) {
  try {
    return await reportedStep(name, action);
  } catch {
    rmSync(scratch, { recursive: true, force: true });
    process.exit(1);
  }
}

await step("copy the repository (its tracked and unignored files) and commit it in the copy", () => {
  const files = run("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], root)
    .split("\0")
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file), { verbatimSymlinks: true });
  }
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  git("init", "-q");
  writeFileSync(join(copy, ".git/info/exclude"), "node_modules\n"); // a link: .gitignore's node_modules/ misses it
  git("add", "-A");
  git("commit", "-qm", "before the scaffold");
});

await step(`npm run new:widget -- ${KIND} prints its files and the next steps`, () => {
  const printed = run(process.execPath, ["scripts/new-widget.mjs", KIND]);
  const missing = [...OWN_FILES, "npm run storybook", `npm run check:widget -- ${KIND}`].filter(
    (line) => !printed.includes(line),
  );
  if (missing.length > 0) throw new Error(`the scaffold did not print: ${missing.join(", ")}\n${printed}`);
});

await step("the generated files are current (npm run gen:check)", () =>
  run(process.execPath, ["scripts/gen-types.mjs", "--check"]),
);

await step("git status shows only the kind's own files and src/generated/", () => {
  const changed = git("status", "--porcelain", "--untracked-files=all")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3));
  const shared = changed.filter((path) => !OWN_FILES.includes(path) && !path.startsWith("src/generated/"));
  if (shared.length > 0) throw new Error(`the scaffold changed shared files: ${shared.join(", ")}`);
  const missing = OWN_FILES.filter((path) => !changed.includes(path));
  if (missing.length > 0) throw new Error(`the scaffold did not make: ${missing.join(", ")}`);
});

await step("its own files are what kindFiles finds", async () => {
  const found = await kindFiles(copy, KIND);
  if (found.join() !== [...OWN_FILES].sort().join()) throw new Error(`kindFiles found ${found.join(", ")}`);
});

const MIGRATION_FILES = [`widgets/${KIND}/migrations.ts`, `widgets/${KIND}/migrations.test.ts`];
await step(
  "npm run new:migration -- twice: the kind's first change and its next, each a step and a test to fill",
  () => {
    run(process.execPath, ["scripts/new-migration.mjs", KIND, "FirstChange"]);
    const printed = run(process.execPath, ["scripts/new-migration.mjs", KIND, "NextChange"]);
    if (!printed.includes(`${KIND}/3 NextChange`)) throw new Error(`new:migration printed:\n${printed}`);
    const versions = readFileSync(join(copy, MIGRATION_FILES[0]), "utf8");
    if (!/FirstChange: 2,\s*NextChange: 3,/.test(versions))
      throw new Error(`the versions are not 2 and 3:\n${versions}`);
  },
);

try {
  const files = [...OWN_FILES, ...MIGRATION_FILES];
  await checkKind({ cwd: copy, kind: KIND, files, modules: join(root, "node_modules") });
} catch {
  rmSync(scratch, { recursive: true, force: true });
  process.exit(1);
}

await step("npm run check:widget fails on the kind once its component has a type error, naming the file", () => {
  appendFileSync(join(copy, `widgets/${KIND}/KitProbe.tsx`), `\nexport const broken: number = "not a number";\n`);
  try {
    run(process.execPath, ["scripts/check-widget.mjs", KIND]);
  } catch (error) {
    if (error.status === 1 && `${error.stdout}${error.stderr}`.includes(`widgets/${KIND}/KitProbe.tsx`)) return;
    throw error;
  }
  throw new Error("check:widget passed a kind with a type error");
});

rmSync(scratch, { recursive: true, force: true });
console.log(
  `A kind scaffolded with npm run new:widget needs no hand edit of a shared file, and check:widget checks it.`,
);
