import { action, computed, makeObservable, observableRef, observableShallow } from "mobx";

export interface UndoHistoryOptions {
  /** Steps kept for undo; the oldest are dropped past it. */
  depth?: number;
  /** Pushes with the same coalesce key closer than this (ms) make one step. */
  coalesceMs?: number;
  /** The clock, for tests. */
  now?: () => number;
}

export interface PushOptions {
  /**
   * Consecutive pushes with the same key, each within `coalesceMs` of the one before, are one undo step (typing in
   * one field: its key, e.g. "setting:<ukey>:/title").
   */
  coalesceKey?: string;
}

/**
 * The editor's undo and redo over whole states (the edited trees: immutable, so a step costs only the nodes that
 * changed). Observable with MobX: `present`, `canUndo` and `canRedo` re-render observers when they change.
 */
export class UndoHistory<State> {
  present: State;
  private past: State[] = [];
  private future: State[] = [];
  private readonly depth: number;
  private readonly coalesceMs: number;
  private readonly now: () => number;
  /** The key and time of the last push, while a push with that key may still join its step. */
  private open: { key: string; at: number } | null = null;

  constructor(initial: State, { depth = 200, coalesceMs = 1000, now = Date.now }: UndoHistoryOptions = {}) {
    this.present = initial;
    this.depth = depth;
    this.coalesceMs = coalesceMs;
    this.now = now;
    makeObservable<this, "past" | "future">(this, {
      present: observableRef,
      past: observableShallow,
      future: observableShallow,
      canUndo: computed,
      canRedo: computed,
      push: action,
      undo: action,
      redo: action,
      reset: action,
    });
  }

  get canUndo(): boolean {
    return this.past.length > 0;
  }

  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Makes `state` the present: a new undo step, or the open step's new end when it coalesces. Clears redo. */
  push(state: State, { coalesceKey }: PushOptions = {}): void {
    const at = this.now();
    const joins = coalesceKey !== undefined && this.open?.key === coalesceKey && at - this.open.at < this.coalesceMs;
    if (!joins) {
      this.past.push(this.present);
      if (this.past.length > this.depth) this.past.shift();
    }
    this.present = state;
    this.future = [];
    this.open = coalesceKey === undefined ? null : { key: coalesceKey, at };
  }

  /** Steps back; the state now present, or undefined when there is nothing to undo. */
  undo(): State | undefined {
    const previous = this.past.pop();
    if (previous === undefined) return undefined;
    this.future.push(this.present);
    return this.moveTo(previous);
  }

  /** Steps forward again; the state now present, or undefined when there is nothing to redo. */
  redo(): State | undefined {
    const next = this.future.pop();
    if (next === undefined) return undefined;
    this.past.push(this.present);
    return this.moveTo(next);
  }

  /** Starts over from a state with no steps (another page opened, a draft reloaded). */
  reset(state: State): void {
    this.past = [];
    this.future = [];
    this.open = null;
    this.present = state;
  }

  private moveTo(state: State): State {
    this.present = state;
    this.open = null; // an edit after undo or redo is a step of its own
    return state;
  }
}
