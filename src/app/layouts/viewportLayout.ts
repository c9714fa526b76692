import { createContext, useContext, useEffect, useSyncExternalStore } from "react";
import { breakpointOf, PHONE_LAYOUT_QUERY, type ViewportLayout, viewportCookieToWrite } from "~/lib/viewport";

/** The layout the server rendered the page for (root loader, from the viewport cookie): what hydration must match. */
export const ServerViewportLayout = createContext<ViewportLayout>("wide");

/** Resizing names the new breakpoint once the window has stopped changing for this long. */
const RESIZE_DEBOUNCE_MS = 200;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_LAYOUT_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Is the page laid out for a phone? The server's answer while hydrating, the browser's own from then on. */
export function usePhoneLayout(): boolean {
  const server = useContext(ServerViewportLayout);
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_LAYOUT_QUERY).matches,
    () => server === "phone",
  );
}

/**
 * §4, §9: the browser names its viewport breakpoint in a cookie, on load and after a resize, so that the server
 * renders the next page for it (the page answer sets no cookie, so every page can be cached).
 */
export function useRememberedViewport(): void {
  useEffect(() => {
    const remember = () => {
      const cookie = viewportCookieToWrite(
        document.cookie,
        breakpointOf(window.innerWidth),
        location.protocol === "https:",
      );
      if (cookie) document.cookie = cookie;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(remember, RESIZE_DEBOUNCE_MS);
    };
    remember();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
}
