import { describe, expect, it } from "vitest";
import { FRAME_PATIENCE_MS, FrameSendGate, type GateTimers } from "./frameSendGate";

/** A gate over timers the test runs by hand, sending numbered requests and recording them. */
function setup() {
  const frames: (() => void)[] = [];
  const delays: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const timers: GateTimers = {
    frame: (run) => frames.push(run),
    after: (ms, run) => {
      const delay = { ms, run, cancelled: false };
      delays.push(delay);
      return () => (delay.cancelled = true);
    },
  };
  const sent: string[] = [];
  let trees = 1; // how many requests the next send makes (the trees that changed)
  const gate = new FrameSendGate(() => {
    const ids = Array.from({ length: trees }, (_, index) => `r${sent.length + index + 1}`);
    sent.push(...ids);
    return ids;
  }, timers);
  const nextFrame = () => frames.splice(0).forEach((run) => run());
  const patienceRunsOut = () => delays.filter((delay) => !delay.cancelled).forEach((delay) => delay.run());
  return { gate, sent, nextFrame, patienceRunsOut, delays, sendTrees: (count: number) => (trees = count) };
}

describe("FrameSendGate", () => {
  it("sends a change at the next animation frame, not before", () => {
    const { gate, sent, nextFrame } = setup();
    gate.changed();
    expect(sent).toEqual([]);
    nextFrame();
    expect(sent).toEqual(["r1"]);
  });

  it("sends the changes of one frame once", () => {
    const { gate, sent, nextFrame } = setup();
    gate.changed();
    gate.changed();
    gate.changed();
    nextFrame();
    expect(sent).toEqual(["r1"]);
  });

  it("holds changes while the frame works and sends them as one at its answer", () => {
    const { gate, sent, nextFrame } = setup();
    gate.changed();
    nextFrame();
    gate.changed();
    gate.changed();
    nextFrame();
    expect(sent).toEqual(["r1"]);
    gate.answered("r1");
    nextFrame();
    expect(sent).toEqual(["r1", "r2"]);
  });

  it("sends nothing at an answer when nothing changed meanwhile", () => {
    const { gate, sent, nextFrame } = setup();
    gate.changed();
    nextFrame();
    gate.answered("r1");
    nextFrame();
    expect(sent).toEqual(["r1"]);
  });

  it("waits for every tree sent together to be answered", () => {
    const { gate, sent, nextFrame, sendTrees } = setup();
    sendTrees(2);
    gate.changed();
    nextFrame();
    gate.changed();
    gate.answered("r1");
    nextFrame();
    expect(sent).toEqual(["r1", "r2"]);
    gate.answered("r2");
    nextFrame();
    expect(sent).toEqual(["r1", "r2", "r3", "r4"]);
  });

  it("ignores answers to requests it is not waiting for", () => {
    const { gate, sent, nextFrame } = setup();
    gate.changed();
    nextFrame();
    gate.changed();
    gate.answered("r9");
    nextFrame();
    expect(sent).toEqual(["r1"]);
  });

  it("sends anyway when the frame has not answered within its patience, and stops waiting at an answer", () => {
    const { gate, sent, nextFrame, patienceRunsOut, delays } = setup();
    gate.changed();
    nextFrame();
    expect(delays.map((delay) => delay.ms)).toEqual([FRAME_PATIENCE_MS]);
    gate.changed();
    patienceRunsOut();
    nextFrame();
    expect(sent).toEqual(["r1", "r2"]);
    gate.answered("r2");
    expect(delays.map((delay) => delay.cancelled)).toEqual([false, true]);
  });

  it("after a reset (the frame reloaded or refused), sends what is wanted without waiting", () => {
    const { gate, sent, nextFrame } = setup();
    gate.changed();
    nextFrame();
    gate.changed();
    gate.reset();
    nextFrame();
    expect(sent).toEqual(["r1", "r2"]);
  });

  it("sends nothing once closed, not even a change already queued", () => {
    const { gate, sent, nextFrame } = setup();
    gate.changed();
    gate.close();
    nextFrame();
    gate.reset();
    nextFrame();
    expect(sent).toEqual([]);
  });

  it("waits for nothing when a send had nothing to send", () => {
    const { gate, sent, nextFrame, sendTrees, delays } = setup();
    sendTrees(0);
    gate.changed();
    nextFrame();
    sendTrees(1);
    gate.changed();
    nextFrame();
    expect(sent).toEqual(["r1"]);
    expect(delays).toHaveLength(1);
  });
});
