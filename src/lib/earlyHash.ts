/**
 * §2: "a hash target scrolls smoothly after 300 ms (500 ms before the app has mounted)". On a page opened with a hash
 * the browser would jump to its target at once, while parsing: the head's inline script takes the hash out of the URL
 * first, and the page puts it back once loaded (the browser's own jump to a load's fragment is over by then), before
 * the router starts, which then sees the URL as opened and ScrollManager scrolls smoothly. Without JavaScript the
 * URL stays without its hash.
 */

declare global {
  interface Window {
    __sfHash?: string;
  }
}

/** An inline script for the document's head (before the body is parsed). */
export const EARLY_HASH_SCRIPT = `(()=>{const h=location.hash;if(h.length>1){window.__sfHash=h;history.replaceState(history.state,"",location.pathname+location.search)}})()`;

/** The hash EARLY_HASH_SCRIPT took out of the URL ("#…"), or "" when there was none. */
export function takeEarlyHash(): string {
  const hash = window.__sfHash ?? "";
  delete window.__sfHash;
  return hash;
}

/** Puts `hash` back into the URL (keeping the history state) once the page has loaded; at once for no hash. */
export async function restoreEarlyHash(hash: string): Promise<void> {
  if (hash === "") return;
  if (document.readyState !== "complete") {
    await new Promise((resolve) => window.addEventListener("load", resolve, { once: true }));
  }
  history.replaceState(history.state, "", `${location.pathname}${location.search}${hash}`);
}
