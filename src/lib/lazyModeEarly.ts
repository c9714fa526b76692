import { LAZY_MODE_OFF_EVENTS } from "./lazyMode";

/** What the shopper did before the page's modules ran, gathered by EARLY_WATCH_SCRIPT. */
export interface EarlyActivity {
  /** An event that turns lazy mode off happened. */
  off: boolean;
  /** What the first click pressed. */
  tap: EventTarget | null;
}

declare global {
  interface Window {
    __sfEarly?: EarlyActivity & { stop(): void };
  }
}

/**
 * An inline script for the document's head: modules run only once parsed and fetched, and a shopper can scroll or
 * tap the server-rendered page before that. It notes the first sign of life and the first click's target.
 */
export const EARLY_WATCH_SCRIPT = `(()=>{const t=${JSON.stringify(LAZY_MODE_OFF_EVENTS)},o={capture:!0,passive:!0},a=window.__sfEarly={off:!1,tap:null,stop(){for(const e of t)removeEventListener(e,n,o)}};function n(e){a.off=!0;if(e.type==="click"&&!a.tap)a.tap=e.target}for(const e of t)addEventListener(e,n,o)})()`;

/** Stops the early watch and answers what it saw (nothing without it). */
export function takeEarlyActivity(): EarlyActivity {
  const early = window.__sfEarly;
  early?.stop();
  delete window.__sfEarly;
  return { off: early?.off ?? false, tap: early?.tap ?? null };
}
