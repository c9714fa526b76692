import { describe, expect, it } from "vitest";
import { claimReload, RELOADS_KEY, type ReloadLog } from "./reloadGuard";

/** A sessionStorage stand-in: a Map behind the two methods the guard uses. */
function memoryLog(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const log: ReloadLog = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
  return { log: () => log, items };
}

const T = 1_700_000_000_000;

describe("claimReload", () => {
  it("allows the first reload of a path and notes it", () => {
    const { log, items } = memoryLog();
    expect(claimReload(log, "/faq", T)).toBe(true);
    expect(JSON.parse(items.get(RELOADS_KEY) ?? "")).toEqual({ "/faq": T });
  });

  it("refuses the same path within 10 s, allows it again from 10 s on", () => {
    const { log } = memoryLog();
    expect(claimReload(log, "/faq", T)).toBe(true);
    expect(claimReload(log, "/faq", T + 1)).toBe(false);
    expect(claimReload(log, "/faq", T + 9_999)).toBe(false);
    expect(claimReload(log, "/faq", T + 10_000)).toBe(true);
  });

  it("counts a refused attempt as nothing: the 10 s run from the reload that happened", () => {
    const { log } = memoryLog();
    claimReload(log, "/faq", T);
    claimReload(log, "/faq", T + 9_000);
    expect(claimReload(log, "/faq", T + 10_000)).toBe(true);
  });

  it("keeps paths apart", () => {
    const { log } = memoryLog();
    expect(claimReload(log, "/faq", T)).toBe(true);
    expect(claimReload(log, "/contact", T + 1)).toBe(true);
    expect(claimReload(log, "/en/faq", T + 2)).toBe(true);
    expect(claimReload(log, "/faq", T + 3)).toBe(false);
  });

  it("refuses within 10 s after the clock went back, and forgets entries older than 10 s", () => {
    const { log, items } = memoryLog({ [RELOADS_KEY]: JSON.stringify({ "/a": T + 5_000, "/old": T - 60_000 }) });
    expect(claimReload(log, "/a", T)).toBe(false);
    expect(claimReload(log, "/b", T)).toBe(true);
    expect(Object.keys(JSON.parse(items.get(RELOADS_KEY) ?? ""))).toEqual(["/a", "/b"]);
  });

  it.each(["not json", "[1]", "null", "3", '{"/faq":"recent"}'])("reads the unreadable log %j as empty", (text) => {
    const { log } = memoryLog({ [RELOADS_KEY]: text });
    expect(claimReload(log, "/faq", T)).toBe(true);
  });

  it("never reloads when storage is denied (reading it throws)", () => {
    const denied = () => {
      throw new DOMException("denied", "SecurityError");
    };
    expect(claimReload(denied, "/faq", T)).toBe(false);
  });

  it("never reloads when the reload cannot be noted (quota exceeded)", () => {
    const full: ReloadLog = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(claimReload(() => full, "/faq", T)).toBe(false);
  });
});
