import { autorun } from "mobx";
import { useEffect, useState } from "react";
import { LOADING_BAR } from "~/lib/constants";
import { loadingProgress } from "~/lib/loadingProgress";
import { useStores } from "~/stores/StoreProvider";

interface BarState {
  visible: boolean;
  progress: number;
}

const TICK_MS = 100;

/**
 * The thin top loading bar (§9): shown only when a load lasts longer than the throttle, grows over the duration,
 * completes when loading ends, hides after the hide delay and resets after the reset delay.
 */
export function LoadingBar() {
  const { ui } = useStores();
  const [bar, setBar] = useState<BarState>({ visible: false, progress: 0 });

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, run: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, ms);
      timers.add(timer);
    };
    let ticker: ReturnType<typeof setInterval> | undefined;
    const clearAll = () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      clearInterval(ticker);
      ticker = undefined;
    };
    let shown = false;

    const dispose = autorun(() => {
      const loading = ui.isLoading;
      clearAll();
      if (loading) {
        const startedAt = Date.now();
        later(LOADING_BAR.throttleMs, () => {
          shown = true;
          const tick = () =>
            setBar({ visible: true, progress: loadingProgress(Date.now() - startedAt, LOADING_BAR.durationMs) });
          tick();
          ticker = setInterval(tick, TICK_MS);
        });
      } else if (shown) {
        shown = false;
        setBar({ visible: true, progress: 100 });
        later(LOADING_BAR.hideDelayMs, () => {
          setBar({ visible: false, progress: 100 });
          later(LOADING_BAR.resetDelayMs, () => setBar({ visible: false, progress: 0 }));
        });
      }
    });
    return () => {
      dispose();
      clearAll();
    };
  }, [ui]);

  return (
    <div
      className="loading-bar"
      aria-hidden="true"
      data-visible={bar.visible}
      style={{ height: LOADING_BAR.heightPx, transform: `scaleX(${bar.progress / 100})`, opacity: bar.visible ? 1 : 0 }}
    />
  );
}
