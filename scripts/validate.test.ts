import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Ajv from "ajv";
import { parse, type TestCase, type TestSuites } from "junit2json";
import { getFileInfo } from "prettier";
import { afterAll, describe, expect, it, vi } from "vitest";
import { fixtureShops, getJson, useShopApi, readFixture } from "../tests/api/harness";

// Each test runs the command as people do (npm, then tsx): several processes of seconds each on a busy machine, so
// a test of four runs gets more than the suite's 30 s.
vi.setConfig({ testTimeout: 120_000 });

const PAYLOADS = "tests/fixtures/recorded-payloads";

/** `npm run validate -- ...args` as a person runs it: its exit code and what it printed. */
function validate(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile("npm", ["run", "--silent", "validate", "--", ...args], (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

/** The problems printed, one a line, as [file under the folder, JSON pointer or null, message]. */
function problemsOf(stdout: string, folder: string): [string, string | null, string][] {
  return stdout
    .trim()
    .split("\n")
    .map((line) => {
      const [, file = "", pointer, message = ""] = /^(.+?\.json)(?:#([^:]*))?: (.*)$/.exec(line) ?? [];
      return [file.replace(`${folder}/`, ""), pointer ?? null, message];
    });
}

describe("npm run validate", () => {
  it("passes a folder of clean recorded payloads: page and base, envelopes and bare data, old and new sliders", async () => {
    const { code, stdout, stderr } = await validate(`${PAYLOADS}/clean`);
    expect(stdout).toBe("");
    expect(stderr).toContain("✓ 4 file(s): 2 page, 2 base, no problem");
    expect(code).toBe(0);
  });

  it("finds every planted error, in nested folders too, with its file and JSON pointer, and exits 1", async () => {
    const folder = `${PAYLOADS}/planted`;
    const { code, stdout, stderr } = await validate(folder);
    expect(code).toBe(1);
    expect(problemsOf(stdout, folder)).toEqual([
      ["base-bad-zone-nodes.json", "/data/headerZone/children/1", 'kind "slider" is not allowed in the header zone'],
      [
        "base-bad-zone-nodes.json",
        "/data/footerZone/children/0",
        "invalid node; /data/footerZone/children/0/ukey must be a non-empty string",
      ],
      ["error-answer.json", "/success", "an error answer (PAGE_NOT_FOUND), not page or base data"],
      [
        "invalid-setting.json",
        "/pageComponent/children/0",
        'invalid setting for kind "slider"; /pageComponent/children/0/setting/autoplaySeconds must be >= 1',
      ],
      [
        "invalid-setting.json",
        "/pageComponent/children/1",
        'invalid setting for kind "slider" (sent as version 1, checked as version 2); /pageComponent/children/1/setting/autoplaySeconds must be <= 60',
      ],
      ["malformed.json", null, expect.stringMatching(/^not valid JSON: /)],
      ["nested/base-data.json", "/webHead", "is required"],
      [
        "nested/base-data.json",
        "/freeZone/children/0",
        'invalid setting for kind "paragraph"; /freeZone/children/0/setting/align must be one of: start, center, end',
      ],
      ["nested/page-with-base.json", "/data/base/footerZone/children/1", "version must be a positive integer, not 0"],
      ["slider-v3.json", "/data/pageComponent/children/1", "version 3 is newer than this storefront knows (2)"],
      [
        "unknown-kind.json",
        "/data/pageComponent/children/0/children/0/children/0/children/1",
        'unknown kind "marquee"',
      ],
    ]);
    expect(stderr).toContain("✗ 11 error(s), 0 warning(s) in 8 of 8 file(s)");
  });

  it("checks the files it is named", async () => {
    const { code, stdout } = await validate(`${PAYLOADS}/clean/base.th.json`, `${PAYLOADS}/planted/slider-v3.json`);
    expect(code).toBe(1);
    expect(problemsOf(stdout, `${PAYLOADS}/planted`)).toEqual([
      ["slider-v3.json", "/data/pageComponent/children/1", "version 3 is newer than this storefront knows (2)"],
    ]);
  });

  it("exits 2 with its usage on a usage error", async () => {
    const runs = await Promise.all(
      [
        [],
        [`${PAYLOADS}/no-such-folder`],
        ["--recrod", "/"],
        ["--record", "/"],
        ["--record", "/", "--shop", "localhost:3000", "--out", "recorded"],
      ].map((args) => validate(...args)),
    );
    expect(runs.map(({ code, stderr }) => [code, stderr.match(/^(?!npm warn).+$/m)?.[0]])).toEqual([
      [2, "name a file or folder"],
      [2, `no such file or folder: ${PAYLOADS}/no-such-folder`],
      [2, expect.stringContaining("Unknown option '--recrod'")],
      [2, "--record needs --shop <url> and --out <folder>"],
      [2, "--shop must be an http(s) URL: localhost:3000"],
    ]);
    for (const { stderr } of runs) expect(stderr).toContain("usage: npm run validate");
  });
});

/** The test cases of a JUnit report, read by a JUnit parser (its root is <testsuites>). */
async function junitCases(xml: string): Promise<TestCase[]> {
  const report = (await parse(xml)) as TestSuites;
  return report.testsuite?.flatMap((suite) => suite.testcase ?? []) ?? [];
}

describe("npm run validate's formats for CI", () => {
  const planted = `${PAYLOADS}/planted`;
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it("--format json: a report that matches its documented schema, the same problems as the text, with node and line", async () => {
    const [text, json] = await Promise.all([validate(planted), validate("--format", "json", planted)]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.stdout) as {
      problems: {
        file: string;
        pointer: string | null;
        message: string;
        kind: string | null;
        ukey: string | null;
        line: number | null;
        column: number | null;
      }[];
    };
    const schema = JSON.parse(await readFile("docs/validate-report.schema.json", "utf8")) as object;
    const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
    expect(ajv.validate(schema, report), ajv.errorsText()).toBe(true);
    expect(report).toMatchObject({ version: 1, files: 8, kinds: { page: 4, base: 2 }, errors: 11, warnings: 0 });
    const asText = report.problems.map(({ file, pointer, message }) => [
      file.replace(`${planted}/`, ""),
      pointer,
      message,
    ]);
    expect(asText).toEqual(problemsOf(text.stdout, planted));

    const slider = report.problems.find((problem) => problem.pointer === "/data/headerZone/children/1");
    expect(slider).toMatchObject({ kind: "slider", ukey: "hero-v1", severity: "error" });
    for (const problem of report.problems.filter((each) => each.line !== null)) {
      // the line and column point at the value (or the object lacking a required field)
      const lines = (await readFile(problem.file, "utf8")).split("\n");
      expect(lines[(problem.line ?? 0) - 1]?.slice((problem.column ?? 0) - 1), JSON.stringify(problem)).toMatch(
        /^[{["\d\-tfn]/,
      );
    }
    expect(report.problems.find((problem) => problem.file.endsWith("malformed.json"))).toMatchObject({
      pointer: null,
      line: null,
    });
  });

  it("--format junit: a JUnit report a JUnit parser reads, a test case per file and a failure per error", async () => {
    const answer = await validate("--format", "junit", planted);
    expect(answer.code).toBe(1);
    const cases = await junitCases(answer.stdout);
    expect(cases).toHaveLength(8);
    expect(cases.flatMap((testcase) => testcase.failure ?? [])).toHaveLength(11);
    const zones = cases.find((testcase) => testcase.name === `${planted}/base-bad-zone-nodes.json`);
    expect(zones?.failure?.map((failure) => failure.message)).toEqual([
      'kind "slider" is not allowed in the header zone',
      "invalid node; /data/footerZone/children/0/ukey must be a non-empty string",
    ]);

    const clean = await validate("--format", "junit", `${PAYLOADS}/clean`);
    expect(clean.code).toBe(0);
    const cleanCases = await junitCases(clean.stdout);
    expect(cleanCases).toHaveLength(4);
    expect(cleanCases.every((testcase) => !testcase.failure)).toBe(true);
  });

  it("--format github: a GitHub Actions annotation per problem, on the value's line, its properties escaped", async () => {
    const folder = await mkdtemp(join(tmpdir(), "sf-validate-"));
    folders.push(folder);
    const odd = join(folder, "home, 100%.json");
    await writeFile(odd, await readFile(`${planted}/slider-v3.json`, "utf8"));
    const { code, stdout } = await validate("--format", "github", planted, odd);
    expect(code).toBe(1);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(12);
    for (const line of lines)
      expect(line).toMatch(/^::error file=[^,:]+(,line=\d+,col=\d+)?,title=validate[^:]*::\S.*$/);
    expect(lines).toContain(
      `::error file=${planted}/base-bad-zone-nodes.json,line=67,col=9,title=validate /data/headerZone/children/1::kind "slider" is not allowed in the header zone`,
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^::error file=${folder}/home%2C 100%25\\.json,line=\\d+,`));
  });

  it("--fail-level: errors fail by default and with warning; a bad format or level is a usage error", async () => {
    expect((await validate("--fail-level", "warning", `${PAYLOADS}/clean`)).code).toBe(0);
    expect((await validate("--fail-level", "warning", planted)).code).toBe(1);
    const runs = await Promise.all([validate("--format", "xml", planted), validate("--fail-level", "info", planted)]);
    expect(runs.map(({ code, stderr }) => [code, stderr.match(/^(?!npm warn).+$/m)?.[0]])).toEqual([
      [2, "--format must be one of text, json, junit, github, not xml"],
      [2, "--fail-level must be error or warning, not info"],
    ]);
  });
});

describe("npm run validate -- --record, against a running shop API", () => {
  const api = useShopApi("pglite", async () => [await readFixture("shop-a.json")]);
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it("saves the shop's GET /api/page answers and its base once, as they came, for validation later", async () => {
    const out = await mkdtemp(join(tmpdir(), "sf-recorded-"));
    folders.push(out);
    const shop = ["--shop", api.url, "--host", fixtureShops.a.host, "--out", out, "--lang", "en"];
    const recorded = await validate("--record", "/", "/docs/guide", "/no-such-page", ...shop);
    expect(recorded.code).toBe(1);
    expect(recorded.stderr).toMatch(/✗ \/no-such-page: .* answered 404/);
    expect((await readdir(out)).sort()).toEqual(["base.en.json", "page-docs-guide.en.json", "page-home.en.json"]);

    const headers = { "X-Nuxt-Host": fixtureShops.a.host };
    const answer = await getJson(`${api.url}/api/page?path=%2Fdocs%2Fguide&lang=en`, headers);
    expect(JSON.parse(await readFile(join(out, "page-docs-guide.en.json"), "utf8"))).toEqual(answer.body);
    const base = await getJson(`${api.url}/api/base?lang=en`, headers);
    expect(JSON.parse(await readFile(join(out, "base.en.json"), "utf8"))).toEqual(base.body);

    const checked = await validate(out);
    expect(checked.stderr).toContain("✓ 3 file(s): 2 page, 1 base, no problem");
    expect(checked.code).toBe(0);
  });
});

describe("npm run validate's warnings: what the storefront would render, but not as written", () => {
  const folder = `${PAYLOADS}/warnings`;
  const api = useShopApi("pglite", async () => [await readFixture("shop-a.json")]);

  it("names what the sanitiser would cut from rich text, and a section tone's text below 4.5:1, as warnings", async () => {
    const { code, stdout, stderr } = await validate(folder);
    expect(problemsOf(stdout, folder)).toEqual([
      [
        "base-pale-brand.json",
        "/freeZone/children/0/setting/tone",
        "warning: the brand tone's text #ffffff on #e0f2f1 has a contrast of 1.1:1, below WCAG AA's 4.5:1",
      ],
      [
        "page-rich-text.json",
        "/data/pageComponent/children/0/setting/blocks/0/html",
        "warning: the <script> element and the onerror attribute would be removed at render",
      ],
    ]);
    expect(code).toBe(0); // --fail-level error: warnings do not fail the run
    expect(stderr).toContain("! 0 error(s), 2 warning(s) in 2 of 3 file(s)");
    const strict = await validate("--fail-level", "warning", "--format", "json", folder);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain("✗ 0 error(s), 2 warning(s)");
    const report = JSON.parse(strict.stdout) as { errors: number; warnings: number; problems: object[] };
    expect(report).toMatchObject({ errors: 0, warnings: 2 });
    expect(report.problems).toContainEqual(
      expect.objectContaining({ kind: "paragraph", ukey: "intro", severity: "warning", line: expect.any(Number) }),
    );
  });

  it("--shop: asks the running shop for the products and categories the nodes name, and warns of unknown ones", async () => {
    const file = `${folder}/page-catalogue.json`;
    const { code, stdout } = await validate("--shop", api.url, "--host", fixtureShops.a.host, file);
    expect(problemsOf(stdout, folder)).toEqual([
      [
        "page-catalogue.json",
        "/pageComponent/children/0/setting/productUuids/1",
        "warning: product a0000000-0000-4000-8000-0000000000ff does not exist in this shop",
      ],
      [
        "page-catalogue.json",
        "/pageComponent/children/1/setting/parentId",
        "warning: category 99 does not exist in this shop",
      ],
    ]);
    expect(code).toBe(0);
    expect((await validate(file)).stdout).toBe(""); // without a shop to ask, nothing is known of them
  });
});

describe("npm run validate -- --record, when no shop answers", () => {
  it("says what to do: a host name with no address needs --host, a closed port a running shop", async () => {
    const out = join(tmpdir(), "sf-recorded-nothing");
    const unnamed = await validate("--record", "/", "--shop", "http://shop.invalid:3999", "--out", out);
    expect(unnamed.code).toBe(1);
    expect(unnamed.stderr).toContain(
      "shop.invalid has no address here: name the server in --shop and the shop in --host (--shop http://127.0.0.1:3999 --host shop.invalid)",
    );
    const closed = await validate("--record", "/", "--shop", "http://127.0.0.1:2", "--out", out);
    expect(closed.code).toBe(1);
    expect(closed.stderr).toContain("nothing listens at http://127.0.0.1:2: is the shop running there?");
    await rm(out, { recursive: true, force: true });
  });
});

describe("README's example folder, --out recorded", () => {
  it("is left out of the format check: the answers are kept as they came", async () => {
    const info = await getFileInfo("recorded/page-home.th.json", { ignorePath: ".prettierignore" });
    expect(info.ignored).toBe(true);
  });
});
