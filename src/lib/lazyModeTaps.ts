import { isNodeHydrated, onNodeHydrated } from "./nodeHydration";

/**
 * The shopper's first tap is never lost. A tap on a button of a node whose code has not hydrated yet (the page before
 * hydration, or a widget held back by lazy mode) reaches no React handler: React 19 does not replay it. It is
 * recorded here and replayed once that node has hydrated. Links and submit buttons are left to the browser, which
 * follows or submits them natively.
 */

let pending: { button: HTMLElement; ukey: string } | null = null;
/** True while the recorded tap is still being dispatched: a node hydrating now (React hydrates the tapped node
 * synchronously when its code is there) gets the tap from React itself. */
let dispatching = false;

/** The ukey of the top-level node around an element: its outermost [data-ukey] ancestor. */
function topLevelUkeyOf(element: Element): string | null {
  let ukey: string | null = null;
  for (let node = element.closest("[data-ukey]"); node; node = node.parentElement?.closest("[data-ukey]") ?? null) {
    ukey = node.getAttribute("data-ukey");
  }
  return ukey;
}

/** The plain button a tap pressed, if the browser does nothing with it natively. */
function plainButtonOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest<HTMLElement>(
    "a[href], button, input, select, textarea, label, summary, [role=button]",
  );
  if (!control) return null;
  if (control instanceof HTMLButtonElement) return control.type === "button" && !control.disabled ? control : null;
  return control.getAttribute("role") === "button" ? control : null;
}

/** Records a tap on a plain button of a node not hydrated yet, unless one is recorded already. */
function recordTap(target: EventTarget | null): boolean {
  if (pending) return false;
  const button = plainButtonOf(target);
  const ukey = button && topLevelUkeyOf(button);
  if (!button || !ukey || isNodeHydrated(ukey)) return false;
  pending = { button, ukey };
  return true;
}

/** Starts recording taps, from the first one the page saw before its modules ran (`earlyTap`); call before hydrating. */
export function recordTapsUntilHydrated(earlyTap: EventTarget | null): void {
  recordTap(earlyTap);
  onNodeHydrated(replayTapOn);
  window.addEventListener(
    "click",
    (event) => {
      if (!recordTap(event.target)) return;
      dispatching = true;
      setTimeout(() => {
        dispatching = false;
      });
    },
    { capture: true },
  );
}

/** A top-level node has hydrated (its handlers are attached): replays the tap recorded on it, if any. */
function replayTapOn(ukey: string): void {
  if (pending?.ukey !== ukey) return;
  const { button } = pending;
  pending = null;
  if (dispatching) return;
  // After React's commit, as the shopper's own tap would come.
  setTimeout(() => {
    if (button.isConnected) button.click();
  });
}
