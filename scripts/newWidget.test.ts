import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Runs the scaffold as a developer would; only refusals here, so it writes nothing (npm run test:kit scaffolds). */
const scaffold = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/new-widget.mjs", ...args], { encoding: "utf8" });

describe("npm run new:widget refuses", () => {
  it.each([
    { args: [], message: "usage: npm run new:widget -- <kind>" },
    { args: ["OpeningHours"], message: '"OpeningHours" is not a kebab-case kind name' },
    { args: ["opening_hours"], message: '"opening_hours" is not a kebab-case kind name' },
    { args: ["new"], message: '"new" cannot be a kind: "new" is a reserved word' },
    { args: ["slider"], message: 'the kind "slider" exists already (registry/slider.ts)' },
    { args: ["page"], message: '"page" cannot be a kind: the type PageSetting exists already' },
  ])("$args, saying why", ({ args, message }) => {
    const run = scaffold(...args);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
  });
});

describe("npm run new:migration refuses", () => {
  it.each([
    { args: [], message: "name the kind and the change" },
    { args: ["marquee", "Rename"], message: 'no kind "marquee" (registry/marquee.ts)' },
    { args: ["slider", "rename_it"], message: '"rename_it" is not a PascalCase name' },
    { args: ["slider", "AutoplaySwitchAndSeconds"], message: "slider has a migration named AutoplaySwitchAndSeconds" },
  ])("$args, saying why and changing nothing", ({ args, message }) => {
    const run = spawnSync(process.execPath, ["scripts/new-migration.mjs", ...args], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(message);
    expect(run.stderr).toContain("usage: npm run new:migration -- <kind> <Name>");
    expect(spawnSync("git", ["status", "--porcelain", "widgets", "registry"], { encoding: "utf8" }).stdout).toBe("");
  });
});
