import { LAZY_MODE_OFF_EVENTS, lazyModeStartsOn } from "./lazyMode";

export interface LazyModeSwitch {
  /** Whether lazy mode was on when the page loaded. */
  startedOn: boolean;
  /** Settles when lazy mode turns off: at once if it started off, else on the shopper's first sign of life. */
  off: Promise<void>;
}

/**
 * Starts lazy mode for this page load (SPEC §4), from the document as the server rendered it; `alreadyOff` when the
 * shopper showed a sign of life before this ran (src/lib/lazyModeEarly.ts).
 */
export function startLazyMode(alreadyOff: boolean): LazyModeSwitch {
  const startedOn =
    !alreadyOff &&
    lazyModeStartsOn({
      hash: window.location.hash,
      pageHeight: document.documentElement.scrollHeight,
      viewportHeight: window.innerHeight,
    });
  if (!startedOn) return { startedOn, off: Promise.resolve() };
  const off = new Promise<void>((resolve) => {
    const turnOff = () => {
      for (const type of LAZY_MODE_OFF_EVENTS) window.removeEventListener(type, turnOff, { capture: true });
      resolve();
    };
    // Capture on window: seen before any handler can stop the event, and scroll events of inner scrollers too.
    for (const type of LAZY_MODE_OFF_EVENTS) window.addEventListener(type, turnOff, { capture: true, passive: true });
  });
  return { startedOn, off };
}
