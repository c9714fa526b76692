import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { declaredProperties, propertiesRead } from "~/styles/customProperties";

// A var(--…) whose property nothing sets silently does nothing (--color-primary was guessed; it is --color-brand):
// widget stylesheets read the design tokens (docs/design-tokens.md) or a property the storefront sets itself.

const filesUnder = (folder: string, pattern: RegExp) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => pattern.test(name))
    .map((name) => join(folder, name));
const read = (file: string) => readFileSync(file, "utf8");

const TOKENS = Object.keys(declaredProperties(read("src/styles/base.css"), ":root"));

/** Properties the storefront sets beside the tokens: declared in a stylesheet, or set from its code (not tests). */
const SET = new Set(
  ["src", "widgets"]
    .flatMap((folder) => [
      ...filesUnder(folder, /\.css$/).flatMap((file) => [...read(file).matchAll(/(--[a-z0-9-]+)\s*:/g)]),
      ...filesUnder(folder, /(?<!\.test)\.tsx?$/).flatMap((file) => [
        ...read(file).matchAll(/["'`](--[a-z0-9-]+)["'`]/g),
      ]),
    ])
    .map(([, name]) => name),
);

/** The properties a widget stylesheet reads that are neither a token nor set by the storefront. */
function unknownProperties(css: string): string[] {
  return propertiesRead(css).filter((name) => !TOKENS.includes(name) && !SET.has(name));
}

describe("widget stylesheets' custom properties", () => {
  it("are design tokens or properties the storefront sets", () => {
    const unknown = filesUnder("widgets", /\.css$/).flatMap((file) =>
      unknownProperties(read(file)).map((name) => `${file}: var(${name})`),
    );
    expect(unknown).toEqual([]);
  });

  it("a guessed name planted in a widget stylesheet is caught", () => {
    const planted = `${read("widgets/shared/card.css")}\n.card__x { color: var(--color-primary); }`;
    expect(unknownProperties(planted)).toEqual(["--color-primary"]);
  });

  it("every token is documented with its name", () => {
    const guide = read("docs/design-tokens.md");
    expect(TOKENS.length).toBeGreaterThan(30);
    expect(TOKENS.filter((name) => !guide.includes(`\`${name}\``))).toEqual([]);
  });
});
