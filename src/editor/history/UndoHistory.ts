export class UndoHistory<T> {
  private past: T[] = [];
  private future: T[] = [];
  private lastKey: string | undefined;
  private lastAt = 0;
  constructor(private current: T) {}
  get canUndo() {
    return this.past.length > 0;
  }
  get canRedo() {
    return this.future.length > 0;
  }
  push(state: T, { coalesceKey }: { coalesceKey?: string } = {}) {
    const now = Date.now();
    if (!(coalesceKey && coalesceKey === this.lastKey && now - this.lastAt < 1000)) this.past.push(this.current);
    this.current = state;
    this.future = [];
    this.lastKey = coalesceKey;
    this.lastAt = now;
  }
  undo(): T | undefined {
    const s = this.past.pop();
    if (s === undefined) return;
    this.future.push(this.current);
    this.current = s;
    this.lastKey = undefined;
    return s;
  }
  redo(): T | undefined {
    const s = this.future.pop();
    if (s === undefined) return;
    this.past.push(this.current);
    this.current = s;
    return s;
  }
}
