/**
 * The countdown of one toast (§4: "closes automatically after its duration unless persistent; the timer pauses on
 * hover and resumes on leave, keeping the remaining time"), as plain data: what is left, and since when it runs.
 * Every function is pure; the toast store owns the real timer and asks these how long to set it for.
 */
export interface Countdown {
  /** Milliseconds left as of `runningSince` (or now, while paused). Never negative. */
  remainingMs: number;
  /** When the countdown last (re)started, in the clock's milliseconds; null while paused. */
  runningSince: number | null;
}

/** A duration that can be counted down: a non-finite or negative one counts as already over. */
function sanitize(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** A countdown of `durationMs` that starts running at `now`. */
export function startCountdown(durationMs: number, now: number): Countdown {
  return { remainingMs: sanitize(durationMs), runningSince: now };
}

/** What is left at `now`: the stored time while paused, less the time run since it (re)started while running. */
export function remainingAt(countdown: Countdown, now: number): number {
  if (countdown.runningSince === null) return countdown.remainingMs;
  // a clock that went backwards does not add time
  const elapsed = Math.max(0, now - countdown.runningSince);
  return Math.max(0, countdown.remainingMs - elapsed);
}

/** Whether nothing is left at `now`. */
export function isOver(countdown: Countdown, now: number): boolean {
  return remainingAt(countdown, now) <= 0;
}

/** Stops the countdown at `now`, keeping what is left. Pausing a paused countdown changes nothing. */
export function pauseCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince === null) return countdown;
  return { remainingMs: remainingAt(countdown, now), runningSince: null };
}

/** Runs a paused countdown again from `now` with what was left. Resuming a running countdown changes nothing. */
export function resumeCountdown(countdown: Countdown, now: number): Countdown {
  if (countdown.runningSince !== null) return countdown;
  return { remainingMs: countdown.remainingMs, runningSince: now };
}
