/**
 * Which top-level nodes the browser has taken over: hydrated, or rendered by the browser. Until then a node held back
 * by lazy mode (§4) is its server HTML alone, and React cannot update it in place: a client navigation committed
 * meanwhile (every navigation changes the router's context) drops that HTML and renders the node again once its code
 * arrives, so a footer vanishes and comes back, moving what the scroll rules measured. Navigations wait for them
 * (whenServerNodesHydrated), as long as NAVIGATION_WAITS_FOR_HYDRATION_MS at most.
 */

/** How long a navigation waits for the server's nodes to hydrate: their code is loading by then (a navigation ends
 * lazy mode), alongside the next page's data, so this only bounds a chunk that is slow or never comes. */
export const NAVIGATION_WAITS_FOR_HYDRATION_MS = 3000;

const hydrated = new Set<string>();
const listeners = new Set<(ukey: string) => void>();
/** The top-level nodes the server rendered into this document (its sf-node-kinds). */
let serverNodes: readonly string[] = [];

/** Names the top-level nodes of the document the server rendered; call before hydrating. */
export function expectHydrationOf(ukeys: readonly string[]): void {
  serverNodes = ukeys;
}

export function isNodeHydrated(ukey: string): boolean {
  return hydrated.has(ukey);
}

/** Calls `listener` with each top-level node that hydrates from now on; answers its removal. */
export function onNodeHydrated(listener: (ukey: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A top-level node has hydrated or rendered in the browser (its handlers are attached). */
export function markNodeHydrated(ukey: string): void {
  if (hydrated.has(ukey)) return;
  hydrated.add(ukey);
  for (const listener of listeners) listener(ukey);
}

/** Settles once every node the server rendered has hydrated, or after `timeoutMs`, whichever comes first. */
export function whenServerNodesHydrated(timeoutMs: number): Promise<void> {
  const allHydrated = () => serverNodes.every(isNodeHydrated);
  if (allHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopListening();
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    const stopListening = onNodeHydrated(() => {
      if (allHydrated()) done();
    });
  });
}
