// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { LAZY_MODE_OFF_EVENTS } from "./lazyMode";
import { EARLY_WATCH_SCRIPT, takeEarlyActivity } from "./lazyModeEarly";

/** Runs the inline script as the browser would (jsdom runs no <script> elements). */
function runEarlyScript() {
  new Function(EARLY_WATCH_SCRIPT)();
}

afterEach(() => {
  takeEarlyActivity();
  document.body.innerHTML = "";
});

describe("the early watch", () => {
  it("without the script, saw nothing", () => {
    expect(takeEarlyActivity()).toEqual({ off: false, tap: null });
  });

  it("with nothing done, saw nothing", () => {
    runEarlyScript();
    expect(takeEarlyActivity()).toEqual({ off: false, tap: null });
  });

  it.each(LAZY_MODE_OFF_EVENTS)("notes a %s as a sign of life", (type) => {
    runEarlyScript();
    window.dispatchEvent(new Event(type));
    expect(takeEarlyActivity().off).toBe(true);
  });

  it("keeps the first click's target only", () => {
    document.body.innerHTML = '<button id="first">a</button><button id="second">b</button>';
    runEarlyScript();
    document.getElementById("first")?.click();
    document.getElementById("second")?.click();
    const early = takeEarlyActivity();
    expect(early.off).toBe(true);
    expect(early.tap).toBe(document.getElementById("first"));
  });

  it("stops watching once taken", () => {
    runEarlyScript();
    takeEarlyActivity();
    window.dispatchEvent(new Event("scroll"));
    expect(window.__sfEarly).toBeUndefined();
  });
});
