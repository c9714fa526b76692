import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getFileInfo } from "prettier";
import { afterAll, describe, expect, it } from "vitest";
import { fixtureShops, getJson, useShopApi, readFixture } from "../tests/api/harness";

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
        'invalid setting for kind "slider"; /pageComponent/children/1/setting/autoplaySeconds must be <= 60',
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
    expect(stderr).toContain("✗ 11 problem(s) in 8 of 8 file(s)");
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

describe("README's example folder, --out recorded", () => {
  it("is left out of the format check: the answers are kept as they came", async () => {
    const info = await getFileInfo("recorded/page-home.th.json", { ignorePath: ".prettierignore" });
    expect(info.ignored).toBe(true);
  });
});
