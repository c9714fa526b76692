import { makeAutoObservable } from "mobx";
import { TOAST_DEFAULT_DURATION_MS } from "~/lib/constants";
import { type Countdown, pauseCountdown, remainingAt, resumeCountdown, startCountdown } from "~/lib/toastTimer";

export type ToastType = "info" | "success" | "warning" | "error";
export type ToastPosition = "top-right" | "bottom-right";

export const TOAST_POSITIONS: readonly ToastPosition[] = ["top-right", "bottom-right"];

/** At most this many toasts per position; the oldest is dropped so a stream of errors cannot flood the screen. */
export const TOAST_MAX_PER_POSITION = 5;

/** A button on a toast (e.g. "Try again"); pressing it runs `run` and closes the toast. */
export interface ToastAction {
  label: string;
  run(): void;
}

export interface ToastInput {
  title: string;
  description?: string;
  type?: ToastType;
  /** Milliseconds; a missing, non-finite, zero or negative duration means the default (§9). */
  duration?: number;
  isPersistent?: boolean;
  position?: ToastPosition;
  action?: ToastAction;
}

/** A toast as shown (§3). */
export interface Toast {
  id: number;
  title: string;
  description: string | null;
  type: ToastType;
  duration: number;
  isPersistent: boolean;
  position: ToastPosition;
  paused: boolean;
  action: ToastAction | null;
}

/** The time source and timers of the store; injectable so tests run on a fake clock. */
export interface ToastClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Real timers in the browser. */
const browserClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * On the server (no window) toasts are never shown and the store lives for one request: nothing is scheduled, so a
 * show() there leaves no timer behind.
 */
const inertClock: ToastClock = {
  now: () => Date.now(),
  setTimeout: () => null,
  clearTimeout: () => undefined,
};

function defaultClock(): ToastClock {
  return typeof window === "undefined" ? inertClock : browserClock;
}

interface RunningCountdown {
  state: Countdown;
  handle: unknown;
}

/**
 * The toasts of this tab (§3, §4, §9): shown top-right or bottom-right, each closing by itself after its duration
 * unless persistent; hover or focus pauses the countdown, leaving resumes it with the time that was left.
 */
export class ToastStore {
  toasts: Toast[] = [];
  private nextId = 1;
  /** Countdowns of the toasts that close by themselves, by id. Not observable: only the store reads them. */
  private readonly countdowns = new Map<number, RunningCountdown>();

  constructor(private readonly clock: ToastClock = defaultClock()) {
    makeAutoObservable<ToastStore, "clock" | "countdowns" | "nextId">(this, {
      clock: false,
      countdowns: false,
      nextId: false,
    });
  }

  /** Shows a toast and returns its id. */
  show(input: ToastInput): number {
    const id = this.nextId++;
    const duration =
      input.duration !== undefined && Number.isFinite(input.duration) && input.duration > 0
        ? input.duration
        : TOAST_DEFAULT_DURATION_MS;
    const toast: Toast = {
      id,
      title: input.title,
      description: input.description ? input.description : null,
      type: input.type ?? "info",
      duration,
      isPersistent: input.isPersistent ?? false,
      position: input.position ?? "bottom-right",
      paused: false,
      action: input.action ?? null,
    };
    const samePosition = this.toasts.filter((shown) => shown.position === toast.position);
    const dropped = samePosition.slice(0, Math.max(0, samePosition.length - (TOAST_MAX_PER_POSITION - 1)));
    for (const old of dropped) this.close(old.id);
    this.toasts.push(toast);
    if (!toast.isPersistent) {
      const state = startCountdown(duration, this.clock.now());
      this.countdowns.set(id, { state, handle: this.schedule(id, state.remainingMs) });
    }
    return id;
  }

  close(id: number): void {
    const countdown = this.countdowns.get(id);
    if (countdown) {
      this.clock.clearTimeout(countdown.handle);
      this.countdowns.delete(id);
    }
    const index = this.toasts.findIndex((toast) => toast.id === id);
    if (index >= 0) this.toasts.splice(index, 1);
  }

  /** Hover or focus: stops the countdown, keeping the time left. */
  pause(id: number): void {
    const toast = this.find(id);
    if (!toast || toast.paused) return;
    toast.paused = true;
    const countdown = this.countdowns.get(id);
    if (!countdown) return;
    this.clock.clearTimeout(countdown.handle);
    countdown.state = pauseCountdown(countdown.state, this.clock.now());
    countdown.handle = null;
  }

  /** Leave: goes on with the time left (closing at once if none is left). */
  resume(id: number): void {
    const toast = this.find(id);
    if (!toast || !toast.paused) return;
    toast.paused = false;
    const countdown = this.countdowns.get(id);
    if (!countdown) return;
    const now = this.clock.now();
    countdown.state = resumeCountdown(countdown.state, now);
    const left = remainingAt(countdown.state, now);
    if (left <= 0) {
      this.close(id);
      return;
    }
    countdown.handle = this.schedule(id, left);
  }

  /** The toasts of one position, oldest first. */
  byPosition(position: ToastPosition): Toast[] {
    return this.toasts.filter((toast) => toast.position === position);
  }

  /** Time left before a toast closes by itself; null if it is persistent or gone. */
  remainingMs(id: number): number | null {
    const countdown = this.countdowns.get(id);
    return countdown ? remainingAt(countdown.state, this.clock.now()) : null;
  }

  private find(id: number): Toast | undefined {
    return this.toasts.find((toast) => toast.id === id);
  }

  private schedule(id: number, ms: number): unknown {
    return this.clock.setTimeout(() => this.close(id), ms);
  }
}
