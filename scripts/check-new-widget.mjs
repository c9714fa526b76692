// npm run test:kit — adding a kind with the scaffold needs no hand edit of a shared file. In a temporary copy of
// the repository (its files, not its build outputs; node_modules linked), it scaffolds a throwaway kind, then
// checks that the generated files are current, that the kind's files type-check, lint and are formatted, that its
// tests and the registry-driven kinds test pass for it, and that `git status` shows only the kind's own files and
// src/generated/. A script rather than a Vitest test: it runs the generator, tsc and Vitest itself as processes,
// which a test inside Vitest's own run would nest; as its own step CI can also run it beside the others.
import { execFile, execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";

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
const bin = (name) => join(root, "node_modules/.bin", name);

const scratch = mkdtempSync(join(tmpdir(), "new-widget-check-"));
const copy = join(scratch, "repo");
const run = (file, args, cwd = copy) => execFileSync(file, args, { cwd, encoding: "utf8", stdio: "pipe" });
const git = (...args) => run("git", ["-c", "user.name=check", "-c", "user.email=check@localhost", ...args]);

const runAsync = (file, args) => promisify(execFile)(file, args, { cwd: copy, encoding: "utf8" });

/** Runs one step, printing its name and time; a failing step prints the tool's output and fails the check. */
async function step(name, action) {
  const started = performance.now();
  try {
    const result = await action();
    console.log(`ok   ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.error(`FAIL ${name}\n${error.stdout ?? ""}${error.stderr ?? ""}${error.stdout ? "" : error.message}`);
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

await step(`npm run new:widget -- ${KIND}`, () => run(process.execPath, ["scripts/new-widget.mjs", KIND]));

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

// The three checks of the kind's files run side by side: CI has more than one core and they are independent.
const typescriptFiles = OWN_FILES.filter((path) => /\.tsx?$/.test(path));
const typecheckConfig = join(copy, `tsconfig.${KIND}.json`); // beside tsconfig.json, whose type packages it resolves
writeFileSync(typecheckConfig, JSON.stringify({ extends: "./tsconfig.json", include: [], files: typescriptFiles }));
await Promise.all([
  step("the kind's files type-check (tsc over them and what they import)", () =>
    runAsync(bin("tsc"), ["-p", typecheckConfig]),
  ),
  step("the kind's files pass eslint and prettier", async () => {
    await runAsync(bin("eslint"), typescriptFiles);
    await runAsync(bin("prettier"), ["--check", ...OWN_FILES]);
  }),
  step("the kind's tests and the kinds test pass for it", () =>
    runAsync(bin("vitest"), ["run", `widgets/${KIND}`, "widgets/kinds.test.tsx", "-t", KIND]),
  ),
]);

rmSync(scratch, { recursive: true, force: true });
console.log(`A kind scaffolded with npm run new:widget needs no hand edit of a shared file.`);
