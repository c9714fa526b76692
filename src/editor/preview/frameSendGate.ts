/** When the gate runs its work: at the next animation frame, and after a delay (cancellable). */
export interface GateTimers {
  frame(run: () => void): void;
  after(ms: number, run: () => void): () => void;
}

const BROWSER_TIMERS: GateTimers = {
  frame: (run) => requestAnimationFrame(run),
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};

/** How long an answer is waited for before the next change goes anyway (a frame that reloaded answers nothing). */
export const FRAME_PATIENCE_MS = 1_000;

/**
 * Sends what is edited as fast as the frame can take it, and no faster: a change goes at the next animation frame
 * when the frame has answered everything sent; while it works, changes gather and go as one when its last answer
 * comes. A keystroke is never held back by a fixed pause, and a fast typist never queues up replacements the frame
 * would render only to throw away. `send` sends what changed and returns the request ids the frame will answer.
 */
export class FrameSendGate {
  private readonly awaiting = new Set<string>();
  private wanted = false;
  private queued = false;
  private cancelPatience: (() => void) | null = null;

  constructor(
    private readonly send: () => readonly string[],
    private readonly timers: GateTimers = BROWSER_TIMERS,
  ) {}

  /** Something to send changed. */
  changed(): void {
    this.wanted = true;
    if (this.awaiting.size === 0) this.queue();
  }

  /** The frame answered a request (its report, or an error). */
  answered(requestId: string): void {
    if (!this.awaiting.delete(requestId) || this.awaiting.size > 0) return;
    this.stopWaiting();
    if (this.wanted) this.queue();
  }

  /** The frame loaded anew or refused a message: nothing sent before will be answered. */
  reset(): void {
    this.awaiting.clear();
    this.stopWaiting();
    if (this.wanted) this.queue();
  }

  /** Sends nothing more. */
  close(): void {
    this.wanted = false;
    this.awaiting.clear();
    this.stopWaiting();
  }

  private queue(): void {
    if (this.queued) return;
    this.queued = true;
    this.timers.frame(() => {
      this.queued = false;
      if (!this.wanted || this.awaiting.size > 0) return;
      this.wanted = false;
      for (const requestId of this.send()) this.awaiting.add(requestId);
      if (this.awaiting.size > 0) this.cancelPatience = this.timers.after(FRAME_PATIENCE_MS, () => this.giveUp());
    });
  }

  private giveUp(): void {
    this.cancelPatience = null;
    this.reset();
  }

  private stopWaiting(): void {
    this.cancelPatience?.();
    this.cancelPatience = null;
  }
}
