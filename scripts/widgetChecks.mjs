// The checks of one widget kind's own files, shared by `npm run check:widget -- <kind>` (a kind of this repository)
// and `npm run test:kit` (a kind just scaffolded, in a copy): its files type-check, pass eslint and prettier, and its
// tests, the registry-driven kinds test and the editor's form test pass for it. The three run side by side.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs `action`, printing its name and time; a failure prints the tool's output and rejects. */
export async function step(name, action) {
  const started = performance.now();
  try {
    const result = await action();
    console.log(`ok   ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return result;
  } catch (error) {
    console.error(`FAIL ${name}\n${error.stdout ?? ""}${error.stderr ?? ""}${error.stdout ? "" : error.message}`);
    throw error;
  }
}

/** A kind's own files (paths relative to `cwd`): its schema, registry entry, widget folder, story, fixtures, messages. */
export async function kindFiles(cwd, kind) {
  const { stdout } = await run("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], { cwd });
  const own = new Set([
    `schemas/widgets/${kind}.schema.json`,
    `registry/${kind}.ts`,
    `stories/${kind}.stories.tsx`,
    `stories/fixtures/${kind}.ts`,
    `locales/widgets/${kind}.json`,
  ]);
  return stdout
    .split("\0")
    .filter((path) => own.has(path) || path.startsWith(`widgets/${kind}/`))
    .sort();
}

/** The checks of `files` (the kind's own) in the repository at `cwd`, whose node_modules are `modules`. */
export async function checkKind({ cwd, kind, files, modules = join(cwd, "node_modules") }) {
  const bin = (name) => join(modules, ".bin", name);
  const typescript = files.filter((path) => /\.tsx?$/.test(path));
  const scratch = mkdtempSync(join(tmpdir(), `check-${kind}-`));
  const config = join(scratch, "tsconfig.json");
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(cwd, "tsconfig.json"),
      include: [],
      files: typescript.map((path) => join(cwd, path)),
      compilerOptions: { typeRoots: [join(modules, "@types"), modules] },
    }),
  );
  const inRepo = { cwd, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 };
  try {
    await Promise.all([
      step("its files type-check (tsc over them and what they import)", () => run(bin("tsc"), ["-p", config], inRepo)),
      step("its files pass eslint and prettier", async () => {
        await run(bin("eslint"), typescript, inRepo);
        await run(bin("prettier"), ["--check", ...files], inRepo);
      }),
      step("its tests, the kinds test and the editor's form test pass for it", () =>
        run(
          bin("vitest"),
          [
            "run",
            `widgets/${kind}/`,
            "widgets/kinds.test.tsx",
            "src/editor/form/SchemaForm.kinds.test.tsx",
            "-t",
            kind,
          ],
          inRepo,
        ),
      ),
    ]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
