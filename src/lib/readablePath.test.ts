import { describe, expect, it } from "vitest";
import { readablePath } from "./readablePath";

describe("readablePath", () => {
  it("decodes Thai and spaces", () => {
    expect(readablePath("/%E0%B8%8A%E0%B8%B2%E0%B9%80%E0%B8%82%E0%B8%B5%E0%B8%A2%E0%B8%A7/a%20b")).toBe("/ชาเขียว/a b");
  });

  it("keeps a path whose encoding is broken", () => {
    expect(readablePath("/%E0%B8")).toBe("/%E0%B8");
    expect(readablePath("/100%")).toBe("/100%");
  });
});
