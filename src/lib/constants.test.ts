import { describe, expect, it } from "vitest";
import { LANG_COOKIE_MAX_AGE_SECONDS, LOADING_BAR, OFFLINE_SHOP_ID } from "./constants";

describe("§9 business constants", () => {
  it("loading bar: duration 2000 ms, throttle 200 ms, hide 500 ms, reset 400 ms, height 3 px", () => {
    expect(LOADING_BAR).toEqual({
      durationMs: 2000,
      throttleMs: 200,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
  });

  it("language cookie lasts 365 days, in seconds", () => {
    expect(LANG_COOKIE_MAX_AGE_SECONDS).toBe(31_536_000);
  });

  it("offline-mode shop id is 10047", () => {
    expect(OFFLINE_SHOP_ID).toBe(10047);
  });
});
