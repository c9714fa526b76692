// QA: `npm run validate -- <files or folders>` checks recorded GET /api/page and GET /api/base payloads (envelopes,
// or the page or base data alone; folders are searched for *.json) the way the storefront would, and prints each
// problem: a line file#pointer: message (--format text), a JSON report (json), JUnit XML (junit) or GitHub Actions
// annotations (github); docs/qa.md. Warnings: rich text the sanitiser cuts, a section tone's text below WCAG AA, and
// with --shop the products and categories that shop does not have. Exits 1 on a problem at --fail-level (error, or
// warning for either), 2 on a usage error.
// `npm run validate -- --record <paths...> --shop <url> --out <folder> [--lang th] [--host name]` saves a running
// shop's answers for later validation (scripts/recordPayloads.ts).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createNodeValidator } from "~/renderer/nodeValidator";
import { type PayloadCheck, validatePayload } from "~/renderer/validatePayload";
import { createAjv } from "~/schemas/ajv";
import { recordPayloads } from "./recordPayloads";
import { unknownCatalogueWarnings } from "./validate/catalogueWarnings";
import { type ProblemRecord, problemRecords } from "./validate/problemRecord";
import { FORMATS, FORMATTERS, type Format } from "./validate/reportFormats";
import { sectionContrastWarnings } from "./validate/sectionContrast";

const USAGE = `usage: npm run validate -- [--format text|json|junit|github] [--fail-level error|warning] [--shop <url> [--host <shop host>]] <file.json or folder>...
       npm run validate -- --record <path>... --shop <url> --out <folder> [--lang th|en|cn] [--host <shop host>]`;

function usageError(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let args: ReturnType<typeof parseCommandLine>;
try {
  args = parseCommandLine();
} catch (error) {
  usageError((error as Error).message);
}

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      record: { type: "boolean" },
      shop: { type: "string" },
      out: { type: "string" },
      lang: { type: "string" },
      host: { type: "string" },
      format: { type: "string", default: "text" },
      "fail-level": { type: "string", default: "error" },
    },
  });
}

const { values, positionals } = args;
if (positionals.length === 0)
  usageError(values.record ? "name at least one page path to record" : "name a file or folder");

if (values.record && (!values.shop || !values.out)) usageError("--record needs --shop <url> and --out <folder>");
if (values.shop !== undefined && !/^https?:$/.test(URL.parse(values.shop)?.protocol ?? ""))
  usageError(`--shop must be an http(s) URL: ${values.shop}`);
if (values.record && values.shop && values.out) {
  if (values.lang && !["th", "en", "cn"].includes(values.lang)) usageError(`--lang must be th, en or cn`);
  const failures = await recordPayloads({
    paths: positionals,
    shop: values.shop,
    out: values.out,
    lang: values.lang,
    host: values.host,
  });
  process.exit(failures > 0 ? 1 : 0);
}

/** The .json files named, or found in the folders named (recursively), in a stable order. */
function payloadFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    let isFolder: boolean;
    try {
      isFolder = statSync(path).isDirectory();
    } catch {
      return usageError(`no such file or folder: ${path}`);
    }
    if (!isFolder) return [path];
    const found = readdirSync(path, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".json") && statSync(join(path, name)).isFile())
      .sort()
      .map((name) => join(path, name));
    return found.length > 0 ? found : usageError(`no .json file in ${path}`);
  });
}

const format = values.format as Format;
if (!FORMATS.includes(format)) usageError(`--format must be one of ${FORMATS.join(", ")}, not ${values.format}`);
const failLevel = values["fail-level"];
if (failLevel !== "error" && failLevel !== "warning")
  usageError(`--fail-level must be error or warning, not ${failLevel}`);

const files = payloadFiles(positionals);
const ajv = createAjv();
const validator = await createNodeValidator();
const kinds = { page: 0, base: 0 };
const results = files.map((file) => checkFile(file));

interface FileResult extends Omit<PayloadCheck, "problems"> {
  file: string;
  text: string;
  payload?: unknown;
  problems: Parameters<typeof problemRecords>[3];
}

/** One file read, parsed and checked: its text and payload for the records, what the checks found. */
function checkFile(file: string): FileResult {
  const failed = (text: string, message: string): FileResult => ({
    file,
    text,
    kind: null,
    problems: [{ pointer: null, message }],
    trees: [],
    base: null,
  });
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    return failed("", `cannot be read: ${(error as Error).message}`);
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    return failed(text, `not valid JSON: ${(error as Error).message}`);
  }
  const check = validatePayload(payload, ajv, validator);
  if (check.kind) kinds[check.kind]++;
  return { file, text, payload, ...check };
}

const catalogue = values.shop
  ? await unknownCatalogueWarnings(
      results.map(({ trees }) => trees),
      { url: values.shop, host: values.host, lang: values.lang },
      validator,
    )
  : [];
const problems: ProblemRecord[] = results.flatMap(({ file, text, payload, problems, trees, base }, index) =>
  problemRecords(file, text, payload, [
    ...problems,
    ...sectionContrastWarnings(trees, base),
    ...(catalogue[index] ?? []),
  ]),
);
process.stdout.write(FORMATTERS[format]({ files, kinds, problems }));
const filesWithProblems = new Set(problems.map((problem) => problem.file)).size;
const checked = `${files.length} file(s): ${kinds.page} page, ${kinds.base} base`;
const failing = problems.filter((problem) => failLevel === "warning" || problem.severity === "error");
const errors = problems.filter((problem) => problem.severity === "error").length;
const counts = `${errors} error(s), ${problems.length - errors} warning(s)`;
console.error(
  problems.length > 0
    ? `${failing.length > 0 ? "✗" : "!"} ${counts} in ${filesWithProblems} of ${checked}`
    : `✓ ${checked}, no problem`,
);
process.exit(failing.length > 0 ? 1 : 0);
