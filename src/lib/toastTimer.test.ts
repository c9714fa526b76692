import { describe, expect, it } from "vitest";
import { isOver, pauseCountdown, remainingAt, resumeCountdown, startCountdown } from "./toastTimer";

describe("toast countdown (§4)", () => {
  it("starts running with the whole duration", () => {
    const countdown = startCountdown(5000, 1000);
    expect(countdown).toEqual({ remainingMs: 5000, runningSince: 1000 });
    expect(remainingAt(countdown, 1000)).toBe(5000);
    expect(remainingAt(countdown, 3000)).toBe(3000);
    expect(isOver(countdown, 5999)).toBe(false);
  });

  it("is over exactly at the duration and stays at 0 after it", () => {
    const countdown = startCountdown(5000, 1000);
    expect(remainingAt(countdown, 6000)).toBe(0);
    expect(isOver(countdown, 6000)).toBe(true);
    expect(remainingAt(countdown, 60_000)).toBe(0);
  });

  it("pause keeps the remaining time, however long the pause lasts", () => {
    const paused = pauseCountdown(startCountdown(5000, 0), 2000);
    expect(paused).toEqual({ remainingMs: 3000, runningSince: null });
    expect(remainingAt(paused, 2000)).toBe(3000);
    expect(remainingAt(paused, 1_000_000)).toBe(3000);
    expect(isOver(paused, 1_000_000)).toBe(false);
  });

  it("resume continues with the remaining time", () => {
    const resumed = resumeCountdown(pauseCountdown(startCountdown(5000, 0), 2000), 10_000);
    expect(resumed).toEqual({ remainingMs: 3000, runningSince: 10_000 });
    expect(remainingAt(resumed, 12_999)).toBe(1);
    expect(isOver(resumed, 13_000)).toBe(true);
  });

  it("pausing twice changes nothing the second time (the time between does not count)", () => {
    const once = pauseCountdown(startCountdown(5000, 0), 1000);
    const twice = pauseCountdown(once, 4000);
    expect(twice).toBe(once);
    expect(remainingAt(twice, 4000)).toBe(4000);
  });

  it("resume without a pause changes nothing (does not restart the countdown)", () => {
    const running = startCountdown(5000, 0);
    const resumed = resumeCountdown(running, 3000);
    expect(resumed).toBe(running);
    expect(remainingAt(resumed, 3000)).toBe(2000);
  });

  it("resuming twice keeps the first resume's start", () => {
    const resumed = resumeCountdown(pauseCountdown(startCountdown(5000, 0), 1000), 2000);
    expect(resumeCountdown(resumed, 2500)).toBe(resumed);
    expect(remainingAt(resumed, 2500)).toBe(3500);
  });

  it("several pause/resume cycles add up the running time only", () => {
    let countdown = startCountdown(5000, 0);
    countdown = pauseCountdown(countdown, 1000); // ran 1000
    countdown = resumeCountdown(countdown, 5000);
    countdown = pauseCountdown(countdown, 6500); // ran 1500
    countdown = resumeCountdown(countdown, 9000);
    expect(remainingAt(countdown, 9000)).toBe(2500);
    expect(isOver(countdown, 11_499)).toBe(false);
    expect(isOver(countdown, 11_500)).toBe(true);
  });

  it("pausing after expiry (a late timer) keeps 0, and resuming then is over at once", () => {
    const paused = pauseCountdown(startCountdown(5000, 0), 7000);
    expect(paused).toEqual({ remainingMs: 0, runningSince: null });
    const resumed = resumeCountdown(paused, 8000);
    expect(remainingAt(resumed, 8000)).toBe(0);
    expect(isOver(resumed, 8000)).toBe(true);
  });

  it.each([0, -1, -5000, Number.NaN, Number.NEGATIVE_INFINITY])("a duration of %s is over at once", (duration) => {
    const countdown = startCountdown(duration, 100);
    expect(countdown.remainingMs).toBe(0);
    expect(remainingAt(countdown, 100)).toBe(0);
    expect(isOver(countdown, 100)).toBe(true);
    expect(remainingAt(resumeCountdown(pauseCountdown(countdown, 100), 200), 200)).toBe(0);
  });

  it("an infinite duration is not a countdown either: it counts as over at once (never-closing is isPersistent)", () => {
    const countdown = startCountdown(Number.POSITIVE_INFINITY, 0);
    expect(countdown.remainingMs).toBe(0);
    expect(isOver(countdown, 0)).toBe(true);
  });

  it("a clock going backwards adds no time", () => {
    const countdown = startCountdown(5000, 10_000);
    expect(remainingAt(countdown, 9000)).toBe(5000);
    expect(pauseCountdown(countdown, 9000).remainingMs).toBe(5000);
  });

  it("does not change its input", () => {
    const countdown = startCountdown(5000, 0);
    const copy = { ...countdown };
    pauseCountdown(countdown, 1000);
    resumeCountdown(pauseCountdown(countdown, 1000), 2000);
    expect(countdown).toEqual(copy);
  });
});
