import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { VIEWPORT_BREAKPOINTS } from "~/lib/constants";

const ROOT = new URL("../..", import.meta.url).pathname;
const CSS_DIRS = ["src/styles", "widgets", "src/app"];
const WIDTHS = new Set<number>(Object.values(VIEWPORT_BREAKPOINTS));

function cssFiles(): string[] {
  return CSS_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".css"))
      .map((file) => join(dir, file)),
  );
}

/**
 * CSS cannot read constants.ts: the §9 breakpoints are written as numbers in the CSS, and this test keeps every
 * media query on them: `(min-width: N)` from a breakpoint, `(max-width: N - 0.02)` just under one.
 */
describe("the CSS's media queries use the §9 viewport breakpoints", () => {
  const files = cssFiles();

  it("finds the CSS", () => {
    expect(files).toContain("src/styles/base.css");
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files)("%s", (file) => {
    const css = readFileSync(join(ROOT, file), "utf8");
    for (const [query, kind, value] of css.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
      const width = kind === "min" ? Number(value) : Math.round((Number(value) + 0.02) * 100) / 100;
      expect(WIDTHS.has(width), `${file}: ${query}`).toBe(true);
      if (kind === "max") expect(value, `${file}: ${query} ends just under a breakpoint`).toMatch(/\.98$/);
    }
    expect(css, `${file}: widths in px`).not.toMatch(/\((min|max)-width:\s*[\d.]+(r?em|vw)\)/);
  });
});
