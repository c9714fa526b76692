import { describe, expect, it } from "vitest";
import { BUILD_ID_PATH, buildIdOf, latestBuildUrl } from "./buildId";

describe("latestBuildUrl", () => {
  it("asks for the latest-build file with a timestamp query", () => {
    expect(BUILD_ID_PATH).toBe("/build-id.json");
    expect(latestBuildUrl(1_700_000_000_123)).toBe("/build-id.json?t=1700000000123");
  });
});

describe("buildIdOf", () => {
  it("reads the build id", () => {
    expect(buildIdOf({ buildId: "60f7cea9" })).toBe("60f7cea9");
  });

  it.each([null, undefined, "60f7cea9", 3, [], {}, { buildId: "" }, { buildId: 5 }, { id: "x" }])(
    "reads no build id from %j",
    (body) => {
      expect(buildIdOf(body)).toBeNull();
    },
  );
});
