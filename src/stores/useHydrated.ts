import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser hydrates, true on every render after. Personal state (the cart) is not in
 * the server's HTML, so components showing it render the server's version until then: hydration never meets a
 * mismatch (which React would not patch, leaving stale attributes such as a disabled button).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
