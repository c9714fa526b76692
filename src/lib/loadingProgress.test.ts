import { describe, expect, it } from "vitest";
import { LOADING_BAR } from "./constants";
import { loadingProgress } from "./loadingProgress";

const duration = LOADING_BAR.durationMs;

describe("loadingProgress", () => {
  it("is 0 at the start, for negative elapsed time and for a non-positive duration", () => {
    expect(loadingProgress(0, duration)).toBe(0);
    expect(loadingProgress(-100, duration)).toBe(0);
    expect(loadingProgress(500, 0)).toBe(0);
    expect(loadingProgress(500, -2000)).toBe(0);
  });

  it("increases strictly and stays below 100", () => {
    let previous = 0;
    for (let elapsed = 50; elapsed <= 60_000; elapsed += 50) {
      const progress = loadingProgress(elapsed, duration);
      expect(progress).toBeGreaterThan(previous);
      expect(progress).toBeLessThan(100);
      previous = progress;
    }
  });

  it("is about 70% once the duration has elapsed", () => {
    const progress = loadingProgress(duration, duration);
    expect(progress).toBeGreaterThan(65);
    expect(progress).toBeLessThan(75);
  });

  it("is quick at first, then slows", () => {
    const firstTenth = loadingProgress(duration / 10, duration);
    const lastTenth = loadingProgress(duration, duration) - loadingProgress(duration * 0.9, duration);
    expect(firstTenth).toBeGreaterThan(lastTenth);
  });

  it("scales with the duration", () => {
    expect(loadingProgress(1000, 1000)).toBeCloseTo(loadingProgress(4000, 4000), 10);
    expect(loadingProgress(1000, 4000)).toBeLessThan(loadingProgress(1000, 1000));
  });

  it("approaches 100 for a huge elapsed time without reaching it", () => {
    const progress = loadingProgress(duration * 1e6, duration);
    expect(progress).toBeGreaterThan(99.9);
    expect(progress).toBeLessThan(100);
  });
});
