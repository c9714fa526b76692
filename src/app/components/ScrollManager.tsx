import { useEffect, useRef } from "react";
import { type Location, useLocation } from "react-router";
import { scrollDecision } from "~/lib/scrollRules";
import { unlockPageScroll } from "../scrollLock";

/**
 * The §2 scroll rules that React Router's ScrollRestoration does not cover: a hash target scrolls smoothly after
 * 300 ms (500 ms on the first load), and the page scroll is unlocked on every route change. Scrolling to top, and
 * keeping the position (links with preventScrollReset: pagers, variant switches, hash links), is ScrollRestoration's.
 */
export function ScrollManager() {
  const location = useLocation();
  const previous = useRef<Location | null>(null);

  useEffect(() => {
    unlockPageScroll();
    const decision = scrollDecision(previous.current, location, { mounted: previous.current !== null });
    previous.current = location;
    if (decision.kind !== "hash") return;
    const timer = setTimeout(() => {
      document.getElementById(decision.id)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, decision.delayMs);
    return () => clearTimeout(timer);
  }, [location]);

  return null;
}
