import { describe, expect, it } from "vitest";
import { isBlankSection } from "./sectionLayout";

describe("isBlankSection", () => {
  it.each(["/dev", "/dev/", "/dev/x/y", "/preset", "/preset/a", "/preset/a/b/c"])(
    "%j uses the blank layout",
    (path) => {
      expect(isBlankSection(path)).toBe(true);
    },
  );

  it.each(["/developer", "/devx", "/presets", "/", "", "/about/dev", "/about/preset/a", "dev", "/Dev", "/en/dev"])(
    "%j does not",
    (path) => {
      expect(isBlankSection(path)).toBe(false);
    },
  );
});
