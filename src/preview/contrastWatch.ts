import { type ContrastFinding, contrastFindings } from "./contrastScan";

/** Quiet after a render before the check starts: a burst of keystrokes is checked once, after the last. */
const SETTLE_MS = 200;
/** The longest the check waits for an idle moment before it takes a slice anyway (a busy frame is seldom idle). */
const IDLE_TIMEOUT_MS = 500;
/** A slice works while the frame is idle, at least this long (some progress in a short idle moment)… */
const MIN_SLICE_MS = 4;
/** …and this long when it could wait no longer for an idle moment. */
const FORCED_SLICE_MS = 12;
/** The User Timing name of each slice (DevTools' performance panel, npm run bench:preview). */
export const CONTRAST_SLICE_MEASURE = "preview:contrast-slice";

export interface ContrastWatch {
  /** Something was rendered: check again once the frame settles (a check under way is dropped). */
  schedule(): void;
  stop(): void;
}

/**
 * Runs the contrast check (contrastScan.ts) of the frame's document after renders, in idle slices between the
 * frame's own work, and hands each complete result to `onFindings`. A render during a check starts it over.
 */
export function watchContrast(onFindings: (findings: ContrastFinding[]) => void, win: Window = window): ContrastWatch {
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = (task: (deadline: IdleDeadline) => void) =>
    win.requestIdleCallback
      ? win.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(() => task({ didTimeout: true, timeRemaining: () => 0 }), 0); // Safari has no idle callbacks

  const slice = (id: number, scan: Generator<void, ContrastFinding[]>) =>
    whenIdle((deadline) => {
      if (id !== run) return;
      const start = performance.now();
      const end = start + (deadline.didTimeout ? FORCED_SLICE_MS : Math.max(deadline.timeRemaining(), MIN_SLICE_MS));
      let step = scan.next();
      while (!step.done && performance.now() < end) step = scan.next();
      performance.measure(CONTRAST_SLICE_MEASURE, { start });
      if (step.done) onFindings(step.value);
      else slice(id, scan);
    });

  return {
    schedule() {
      const id = ++run;
      clearTimeout(timer);
      timer = setTimeout(() => {
        performance.clearMeasures(CONTRAST_SLICE_MEASURE); // the latest check's slices only: no growing buffer
        slice(id, contrastFindings(win.document));
      }, SETTLE_MS);
    },
    stop() {
      run++;
      clearTimeout(timer);
    },
  };
}
