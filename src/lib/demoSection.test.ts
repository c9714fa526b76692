import { describe, expect, it } from "vitest";
import { isDemoSection } from "./demoSection";

describe("isDemoSection", () => {
  it.each(["/demo", "/demo/", "/demo/base", "/demo/flexiform/x"])("%j is in the demo section", (path) => {
    expect(isDemoSection(path)).toBe(true);
  });

  it.each(["/", "/demos", "/demo-shop", "/about/demo", "/Demo", "/en/demo", "demo"])("%j is not", (path) => {
    expect(isDemoSection(path)).toBe(false);
  });
});
