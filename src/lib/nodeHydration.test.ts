import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** A fresh copy of the module: its state is the document's, one per page load. */
async function freshModule() {
  vi.resetModules();
  return import("./nodeHydration");
}

/** Whether the promise has settled by now (after pending microtasks). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("whenServerNodesHydrated", () => {
  it("settles at once when the server rendered no node", async () => {
    const { whenServerNodesHydrated } = await freshModule();
    expect(await settled(whenServerNodesHydrated(3000))).toBe(true);
  });

  it("settles at once when every server node has hydrated already", async () => {
    const { expectHydrationOf, markNodeHydrated, whenServerNodesHydrated } = await freshModule();
    expectHydrationOf(["header", "listing"]);
    markNodeHydrated("header");
    markNodeHydrated("listing");
    expect(await settled(whenServerNodesHydrated(3000))).toBe(true);
  });

  it("waits for the last server node to hydrate, not for nodes the server did not render", async () => {
    const { expectHydrationOf, markNodeHydrated, whenServerNodesHydrated } = await freshModule();
    expectHydrationOf(["header", "listing", "footer"]);
    markNodeHydrated("header");
    const waiting = whenServerNodesHydrated(3000);
    markNodeHydrated("listing");
    markNodeHydrated("page-2-only");
    expect(await settled(waiting)).toBe(false);
    markNodeHydrated("footer");
    expect(await settled(waiting)).toBe(true);
  });

  it("settles after the timeout when a node never hydrates (its code never came)", async () => {
    const { expectHydrationOf, whenServerNodesHydrated } = await freshModule();
    expectHydrationOf(["footer"]);
    const waiting = whenServerNodesHydrated(3000);
    vi.advanceTimersByTime(2999);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it("stops listening and clears its timer once settled", async () => {
    const { expectHydrationOf, markNodeHydrated, whenServerNodesHydrated } = await freshModule();
    expectHydrationOf(["footer"]);
    const waiting = whenServerNodesHydrated(3000);
    markNodeHydrated("footer");
    await waiting;
    expect(vi.getTimerCount()).toBe(0);
  });

  it("lets two navigations wait at once", async () => {
    const { expectHydrationOf, markNodeHydrated, whenServerNodesHydrated } = await freshModule();
    expectHydrationOf(["footer"]);
    const first = whenServerNodesHydrated(3000);
    const second = whenServerNodesHydrated(3000);
    markNodeHydrated("footer");
    expect([await settled(first), await settled(second)]).toEqual([true, true]);
  });
});

describe("markNodeHydrated and onNodeHydrated", () => {
  it("tells each listener about a node once, however often its layout effect runs", async () => {
    const { isNodeHydrated, markNodeHydrated, onNodeHydrated } = await freshModule();
    const heard: string[] = [];
    onNodeHydrated((ukey) => heard.push(ukey));
    expect(isNodeHydrated("slider")).toBe(false);
    markNodeHydrated("slider");
    markNodeHydrated("slider");
    markNodeHydrated("footer");
    expect(heard).toEqual(["slider", "footer"]);
    expect(isNodeHydrated("slider")).toBe(true);
  });

  it("stops telling a listener once it is removed", async () => {
    const { markNodeHydrated, onNodeHydrated } = await freshModule();
    const heard: string[] = [];
    const stop = onNodeHydrated((ukey) => heard.push(ukey));
    markNodeHydrated("header");
    stop();
    markNodeHydrated("footer");
    expect(heard).toEqual(["header"]);
  });
});
