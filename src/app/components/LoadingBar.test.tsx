// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOADING_BAR } from "~/lib/constants";
import { StoreProvider, useStores } from "~/stores/StoreProvider";
import type { UiStore } from "~/stores/UiStore";
import { LoadingBar } from "./LoadingBar";

let ui: UiStore;
function CaptureUi() {
  const stores = useStores();
  useEffect(() => {
    ui = stores.ui;
  }, [stores]);
  return null;
}

function bar(): { visible: boolean; progress: number } {
  const element = document.querySelector<HTMLElement>(".loading-bar");
  if (!element) throw new Error("no loading bar");
  const scale = /scaleX\(([\d.]+)\)/.exec(element.style.transform)?.[1] ?? "NaN";
  return { visible: element.dataset.visible === "true", progress: Number(scale) * 100 };
}

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <StoreProvider
      context={{
        host: "shop.test",
        lang: "th",
        apiBaseUrl: "http://shop.test",
        shopId: null,
        isBot: false,
        accountServiceUrl: "/account",
      }}
    >
      <CaptureUi />
      <LoadingBar />
    </StoreProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("LoadingBar (§9 timings)", () => {
  it("is 3 px high and hidden while nothing loads", () => {
    expect(document.querySelector<HTMLElement>(".loading-bar")?.style.height).toBe(`${LOADING_BAR.heightPx}px`);
    expect(bar()).toEqual({ visible: false, progress: 0 });
  });

  it("stays hidden for a load shorter than the 200 ms throttle", () => {
    act(() => ui.startLoading());
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs - 10));
    act(() => ui.stopLoading());
    act(() => vi.advanceTimersByTime(2000));
    expect(bar().visible).toBe(false);
  });

  it("shows after the throttle, grows over the duration, completes, hides after 500 ms and resets after 400 ms", () => {
    act(() => ui.startLoading());
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs));
    expect(bar().visible).toBe(true);
    const early = bar().progress;
    act(() => vi.advanceTimersByTime(LOADING_BAR.durationMs));
    const late = bar().progress;
    expect(late).toBeGreaterThan(early);
    expect(late).toBeLessThan(100);

    act(() => ui.stopLoading());
    expect(bar()).toEqual({ visible: true, progress: 100 });
    act(() => vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1));
    expect(bar().visible).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(bar()).toEqual({ visible: false, progress: 100 });
    act(() => vi.advanceTimersByTime(LOADING_BAR.resetDelayMs));
    expect(bar()).toEqual({ visible: false, progress: 0 });
  });

  it("keeps showing while any of several overlapping loads is pending", () => {
    act(() => {
      ui.startLoading();
      ui.startLoading();
    });
    act(() => vi.advanceTimersByTime(LOADING_BAR.throttleMs));
    act(() => ui.stopLoading());
    act(() => vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs));
    expect(bar().visible).toBe(true);
    expect(bar().progress).toBeLessThan(100);
  });
});
