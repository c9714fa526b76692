import { describe, expect, it } from "vitest";
import { isNetworkFailure } from "./networkFailure";

describe("isNetworkFailure", () => {
  it.each([
    "Failed to fetch",
    "NetworkError when attempting to fetch resource.",
    "Load failed",
    "Failed to fetch dynamically imported module: /assets/x.js",
  ])("is a network failure: TypeError %j", (message) => {
    expect(isNetworkFailure(new TypeError(message), true)).toBe(true);
  });

  it.each([
    new TypeError("Cannot read properties of undefined (reading 'x')"),
    new Error("Failed to fetch"),
    new Response(null, { status: 500 }),
    { status: 503 },
    "Failed to fetch",
    null,
    undefined,
  ])("is an answer or a bug, not the network, while online: %j", (error) => {
    expect(isNetworkFailure(error, true)).toBe(false);
  });

  it("counts any failure while offline", () => {
    expect(isNetworkFailure(new Error("boom"), false)).toBe(true);
    expect(isNetworkFailure(undefined, false)).toBe(true);
  });
});
