import { autorun } from "mobx";
import { describe, expect, it } from "vitest";
import { UndoHistory } from "./UndoHistory";

/** A history of strings with a clock the test moves. */
function history(options: { depth?: number } = {}) {
  const clock = { now: 0 };
  const steps = new UndoHistory("a", { ...options, now: () => clock.now });
  return { steps, clock };
}

describe("UndoHistory", () => {
  it("starts with nothing to undo or redo", () => {
    const { steps } = history();
    expect([steps.present, steps.canUndo, steps.canRedo]).toEqual(["a", false, false]);
    expect(steps.undo()).toBeUndefined();
    expect(steps.redo()).toBeUndefined();
    expect(steps.present).toBe("a");
  });

  it("undoes and redoes pushes in order", () => {
    const { steps } = history();
    steps.push("b");
    steps.push("c");
    expect(steps.undo()).toBe("b");
    expect(steps.undo()).toBe("a");
    expect([steps.canUndo, steps.canRedo]).toEqual([false, true]);
    expect(steps.redo()).toBe("b");
    expect(steps.redo()).toBe("c");
    expect([steps.present, steps.canUndo, steps.canRedo]).toEqual(["c", true, false]);
  });

  it("clears redo on a new push", () => {
    const { steps } = history();
    steps.push("b");
    steps.undo();
    steps.push("x");
    expect(steps.canRedo).toBe(false);
    expect(steps.undo()).toBe("a");
  });

  it("merges pushes with the same coalesce key, each within a second of the one before, into one step", () => {
    const { steps, clock } = history();
    steps.push("t", { coalesceKey: "title" });
    clock.now = 900;
    steps.push("te", { coalesceKey: "title" });
    clock.now = 1800; // 900 ms after the last: still the same step, however long the typing lasts
    steps.push("tea", { coalesceKey: "title" });
    expect(steps.undo()).toBe("a");
    expect(steps.canUndo).toBe(false);
    expect(steps.redo()).toBe("tea");
  });

  it("starts a new step after a pause of a second, another key, a push without key, or an undo", () => {
    const { steps, clock } = history();
    steps.push("t", { coalesceKey: "title" });
    clock.now = 1000;
    steps.push("te", { coalesceKey: "title" });
    steps.push("te!", { coalesceKey: "text" });
    steps.push("moved");
    steps.push("moved t", { coalesceKey: "title" });
    steps.undo();
    steps.push("typed", { coalesceKey: "title" });
    expect([steps.undo(), steps.undo(), steps.undo(), steps.undo(), steps.undo()]).toEqual([
      "moved",
      "te!",
      "te",
      "t",
      "a",
    ]);
  });

  it("keeps at most `depth` steps, dropping the oldest", () => {
    const { steps } = history({ depth: 2 });
    ["b", "c", "d"].forEach((state) => steps.push(state));
    expect(steps.undo()).toBe("c");
    expect(steps.undo()).toBe("b");
    expect(steps.canUndo).toBe(false);
  });

  it("keeps 200 steps by default", () => {
    const { steps } = history();
    for (let step = 1; step <= 250; step++) steps.push(String(step));
    let undone = 0;
    while (steps.undo() !== undefined) undone++;
    expect([undone, steps.present]).toEqual([200, "50"]);
  });

  it("starts over on reset", () => {
    const { steps } = history();
    steps.push("b");
    steps.push("c");
    steps.undo();
    steps.reset("page 2");
    expect([steps.present, steps.canUndo, steps.canRedo]).toEqual(["page 2", false, false]);
  });

  it("tells MobX observers when the present, canUndo and canRedo change", () => {
    const { steps } = history();
    const seen: string[] = [];
    const stop = autorun(() => seen.push(`${steps.present} ${steps.canUndo} ${steps.canRedo}`));
    steps.push("b");
    steps.undo();
    steps.redo();
    stop();
    expect(seen).toEqual(["a false false", "b true false", "a false true", "b true false"]);
  });
});
