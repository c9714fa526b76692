import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_DEFAULT_DURATION_MS } from "~/lib/constants";
import { TOAST_MAX_PER_POSITION, type ToastClock, ToastStore } from "./ToastStore";

/** A clock the test moves by hand: timers run when their time is reached. */
class FakeClock implements ToastClock {
  time = 0;
  private nextHandle = 1;
  private readonly timers = new Map<number, { at: number; fn: () => void }>();

  now(): number {
    return this.time;
  }
  setTimeout(fn: () => void, ms: number): unknown {
    const handle = this.nextHandle++;
    this.timers.set(handle, { at: this.time + ms, fn });
    return handle;
  }
  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }
  get pending(): number {
    return this.timers.size;
  }
  advance(ms: number): void {
    const until = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at);
      const first = due[0];
      if (!first) break;
      const [handle, timer] = first;
      this.timers.delete(handle);
      this.time = timer.at;
      timer.fn();
    }
    this.time = until;
  }
}

function setup() {
  const clock = new FakeClock();
  return { clock, store: new ToastStore(clock) };
}

const ids = (store: ToastStore) => store.toasts.map((toast) => toast.id);

describe("ToastStore (§3, §4, §9)", () => {
  it("shows a toast with the defaults: info, 5000 ms, not persistent, bottom-right, not paused, no action", () => {
    const { store } = setup();
    const id = store.show({ title: "Saved" });
    expect(store.toasts).toEqual([
      {
        id,
        title: "Saved",
        description: null,
        type: "info",
        duration: 5000,
        isPersistent: false,
        position: "bottom-right",
        paused: false,
        action: null,
      },
    ]);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });

  it("keeps what it is given and returns a new id each time", () => {
    const { store } = setup();
    const action = { label: "Try again", run: () => undefined };
    const first = store.show({
      title: "please check again",
      description: "Only 2 left\nMinimum order quantity 3",
      type: "error",
      duration: 8000,
      isPersistent: true,
      position: "top-right",
      action,
    });
    const second = store.show({ title: "Two" });
    expect(second).not.toBe(first);
    expect(store.toasts[0]).toMatchObject({
      description: "Only 2 left\nMinimum order quantity 3",
      type: "error",
      duration: 8000,
      isPersistent: true,
      position: "top-right",
    });
    expect(store.toasts[0]?.action?.label).toBe("Try again");
  });

  it("counts an empty description as none", () => {
    const { store } = setup();
    store.show({ title: "A", description: "" });
    store.show({ title: "B", description: undefined });
    expect(store.toasts.map((toast) => toast.description)).toEqual([null, null]);
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])("a duration of %s falls back to the default", (duration) => {
    const { store, clock } = setup();
    store.show({ title: "A", duration });
    expect(store.toasts[0]?.duration).toBe(TOAST_DEFAULT_DURATION_MS);
    clock.advance(TOAST_DEFAULT_DURATION_MS - 1);
    expect(store.toasts).toHaveLength(1);
    clock.advance(1);
    expect(store.toasts).toHaveLength(0);
  });

  it("closes by itself at exactly 5000 ms", () => {
    const { store, clock } = setup();
    store.show({ title: "A" });
    clock.advance(4999);
    expect(store.toasts).toHaveLength(1);
    clock.advance(1);
    expect(store.toasts).toHaveLength(0);
    expect(clock.pending).toBe(0);
  });

  it("closes after its own duration, each toast on its own clock", () => {
    const { store, clock } = setup();
    const short = store.show({ title: "short", duration: 1000 });
    clock.advance(500);
    const long = store.show({ title: "long" });
    clock.advance(500);
    expect(ids(store)).toEqual([long]);
    expect(ids(store)).not.toContain(short);
    clock.advance(4499); // the long one was shown at 500 ms
    expect(ids(store)).toEqual([long]);
    clock.advance(1);
    expect(store.toasts).toEqual([]);
  });

  it("a persistent toast never closes by itself and starts no timer", () => {
    const { store, clock } = setup();
    const id = store.show({ title: "A", isPersistent: true, duration: 1000 });
    expect(clock.pending).toBe(0);
    clock.advance(24 * 60 * 60 * 1000);
    expect(ids(store)).toEqual([id]);
    expect(store.remainingMs(id)).toBeNull();
    store.pause(id);
    expect(store.toasts[0]?.paused).toBe(true);
    store.resume(id);
    clock.advance(60_000);
    expect(ids(store)).toEqual([id]);
    store.close(id);
    expect(store.toasts).toEqual([]);
  });

  it("pause stops the countdown and resume goes on with the time that was left", () => {
    const { store, clock } = setup();
    const id = store.show({ title: "A" });
    clock.advance(2000);
    store.pause(id);
    expect(store.toasts[0]?.paused).toBe(true);
    expect(clock.pending).toBe(0);
    clock.advance(60_000);
    expect(ids(store)).toEqual([id]);
    expect(store.remainingMs(id)).toBe(3000);
    store.resume(id);
    expect(store.toasts[0]?.paused).toBe(false);
    clock.advance(2999);
    expect(ids(store)).toEqual([id]);
    clock.advance(1);
    expect(store.toasts).toEqual([]);
  });

  it("pausing twice or resuming without a pause changes nothing", () => {
    const { store, clock } = setup();
    const id = store.show({ title: "A" });
    store.resume(id); // not paused: the countdown is not restarted
    clock.advance(1000);
    store.pause(id);
    clock.advance(1000);
    store.pause(id);
    store.resume(id);
    store.resume(id);
    expect(clock.pending).toBe(1);
    clock.advance(3999);
    expect(ids(store)).toEqual([id]);
    clock.advance(1);
    expect(store.toasts).toEqual([]);
  });

  it("several hover cycles add up the shown time only", () => {
    const { store, clock } = setup();
    const id = store.show({ title: "A" });
    for (let i = 0; i < 4; i++) {
      clock.advance(1000);
      store.pause(id);
      clock.advance(10_000);
      store.resume(id);
    }
    expect(store.remainingMs(id)).toBe(1000);
    clock.advance(1000);
    expect(store.toasts).toEqual([]);
  });

  it("close removes the toast and cancels its timer; closing again or an unknown id is harmless", () => {
    const { store, clock } = setup();
    const a = store.show({ title: "A" });
    const b = store.show({ title: "B" });
    store.close(a);
    expect(ids(store)).toEqual([b]);
    expect(clock.pending).toBe(1);
    store.close(a);
    store.close(999);
    store.pause(999);
    store.resume(999);
    expect(ids(store)).toEqual([b]);
  });

  it("a paused toast can be closed, and nothing fires afterwards", () => {
    const { store, clock } = setup();
    const id = store.show({ title: "A" });
    store.pause(id);
    store.close(id);
    store.resume(id);
    expect(clock.pending).toBe(0);
    expect(store.toasts).toEqual([]);
  });

  it("keeps at most 5 toasts per position, dropping the oldest (and its timer)", () => {
    const { store, clock } = setup();
    const bottom = store.show({ title: "bottom", position: "bottom-right" });
    const top = Array.from({ length: TOAST_MAX_PER_POSITION + 2 }, (_, i) =>
      store.show({ title: `error ${i}`, type: "error", position: "top-right" }),
    );
    expect(TOAST_MAX_PER_POSITION).toBe(5);
    expect(store.byPosition("top-right").map((toast) => toast.id)).toEqual(top.slice(2));
    expect(store.byPosition("bottom-right").map((toast) => toast.id)).toEqual([bottom]);
    expect(clock.pending).toBe(TOAST_MAX_PER_POSITION + 1);
  });

  it("the limit drops persistent toasts too: the newest always shows", () => {
    const { store } = setup();
    const persistent = store.show({ title: "P", isPersistent: true });
    for (let i = 0; i < TOAST_MAX_PER_POSITION; i++) store.show({ title: `${i}` });
    expect(ids(store)).not.toContain(persistent);
    expect(store.toasts).toHaveLength(TOAST_MAX_PER_POSITION);
  });

  it("byPosition lists each position oldest first", () => {
    const { store } = setup();
    const a = store.show({ title: "A", position: "top-right" });
    const b = store.show({ title: "B" });
    const c = store.show({ title: "C", position: "top-right" });
    expect(store.byPosition("top-right").map((toast) => toast.id)).toEqual([a, c]);
    expect(store.byPosition("bottom-right").map((toast) => toast.id)).toEqual([b]);
  });
});

describe("ToastStore without a window (server render)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("show() works and schedules no timer", () => {
    vi.useFakeTimers();
    expect(typeof window).toBe("undefined");
    const store = new ToastStore();
    const id = store.show({ title: "A" });
    expect(ids(store)).toEqual([id]);
    expect(vi.getTimerCount()).toBe(0);
    store.pause(id);
    store.resume(id);
    store.close(id);
    expect(store.toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
