import { describe, expect, it } from "vitest";
import { normalizePagePath } from "./normalizePath";

describe("normalizePagePath", () => {
  it.each([
    ["/", "/"],
    ["//", "/"],
    ["/about", "/about"],
    ["/about/", "/about"],
    ["/about///", "/about"],
    ["//a//b/", "/a/b"],
    ["/About", "/About"],
    ["/%61bout", "/about"],
    ["/%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2", "/สินค้า"],
  ])("%s -> %s", (input, expected) => {
    expect(normalizePagePath(input)).toBe(expected);
  });

  it("is undefined for malformed percent-encoding", () => {
    expect(normalizePagePath("/%E0%A4%A")).toBeUndefined();
  });
});

describe("normalizePagePath with control characters", () => {
  it.each(["/%00", "/a%0Ab", "/%1F", "/%7F"])("refuses %s", (path) => {
    expect(normalizePagePath(path)).toBeUndefined();
  });
});
