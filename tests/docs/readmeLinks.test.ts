// The README and docs/ name only what exists: every `npm run X` is a script of package.json, every relative link a
// file of the repository (and its #anchor a heading there), every repository path in backticks a file or folder,
// every migration in docs/architecture.md's list; and the README stays a first hour's read.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: object }).scripts,
);
const README_MAX_LINES = 200;
/** The repository's top-level folders a document names paths in; a path with a placeholder or a glob is left out. */
const repositoryPath =
  /^(?:\.ci|docs|locales|registry|schemas|scripts|server|shops|src|stories|tests|widgets)\/[\w./-]*$/;

function read(file: string): string {
  return readFileSync(join(root, file), "utf8");
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2… */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, text = ""] of withoutCodeBlocks(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

function withoutCodeBlocks(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, "");
}

/** Each problem of one document, as "file: what". */
function problemsOf(file: string, markdown = read(file)): string[] {
  const problems: string[] = [];
  for (const [, run, alias = ""] of markdown.matchAll(/\bnpm (?:run ([\w:.-]+)|(test|start)\b)/g)) {
    const script = run ?? alias;
    if (!scripts.includes(script)) problems.push(`${file}: npm script "${script}" is not in package.json`);
  }
  const prose = withoutCodeBlocks(markdown);
  for (const [, target = ""] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue; // http:, https:, mailto:
    const [path, anchor] = target.split("#");
    const linked = path ? join(dirname(file), path) : file;
    if (linked !== file && !existsSync(join(root, linked)))
      problems.push(`${file}: links ${target}, which does not exist`);
    else if (anchor && linked.endsWith(".md") && !anchorsOf(linked === file ? markdown : read(linked)).has(anchor)) {
      problems.push(`${file}: links ${target}, but ${linked} has no heading #${anchor}`);
    }
  }
  for (const [, code = ""] of prose.matchAll(/`([^`\n]+)`/g)) {
    if (repositoryPath.test(code) && !existsSync(join(root, code)))
      problems.push(`${file}: names ${code}, which does not exist`);
  }
  return problems;
}

describe("README and docs/", () => {
  it(`keeps the README under ${README_MAX_LINES} lines`, () => {
    expect(read("README.md").split("\n").length).toBeLessThan(README_MAX_LINES);
  });

  it("docs/architecture.md lists every migration", () => {
    const architecture = read("docs/architecture.md");
    const migrations = readdirSync(join(root, "server/db/migrations")).filter((name) => name.endsWith(".sql"));
    expect(migrations.filter((name) => !architecture.includes(`\`${name}\``))).toEqual([]);
  });

  it.each(documents)("%s names only scripts, files and headings that exist", (file) => {
    expect(problemsOf(file)).toEqual([]);
  });

  it("reports a missing script, file, heading and path", () => {
    const markdown = [
      "# Lazy mode (§4)",
      "Run `npm run no-such-script`, read [x](no-such.md), [y](architecture.md#no-such-heading), [z](#lazy-mode-4),",
      "see `server/no-such-file.ts`, `server/db/` and `widgets/<kind>/`.",
    ].join("\n");
    expect(problemsOf("docs/example.md", markdown)).toEqual([
      'docs/example.md: npm script "no-such-script" is not in package.json',
      "docs/example.md: links no-such.md, which does not exist",
      "docs/example.md: links architecture.md#no-such-heading, but docs/architecture.md has no heading #no-such-heading",
      "docs/example.md: names server/no-such-file.ts, which does not exist",
    ]);
  });
});
