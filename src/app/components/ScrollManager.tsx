import { useEffect, useLayoutEffect, useRef } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";
import { listingScrollY } from "~/lib/listingScroll";
import type { PageParam } from "~/lib/paging";
import { scrollDecision } from "~/lib/scrollRules";
import { unlockPageScroll } from "../scrollLock";

/** The position the listing paged by `param` should be scrolled to, from the kept position (#10 item 3). */
function listingPosition(param: PageParam, keptY: number): number {
  const pager = document.querySelector(`.pager[data-page-param="${param}"]`);
  const listing = pager?.parentElement;
  if (!listing) return keptY;
  const box = listing.getBoundingClientRect();
  const header = document.querySelector(".zone-header")?.getBoundingClientRect().height ?? 0;
  return listingScrollY(
    {
      keptY,
      height: window.innerHeight,
      headerHeight: header,
      maxY: document.documentElement.scrollHeight - window.innerHeight,
    },
    { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY },
  );
}

/**
 * The §2 scroll rules, decided here for every navigation however it was made (link, form, navigate(), with or
 * without preventScrollReset): scroll to top; keep the position for history state noAutoScroll / subProductChange;
 * keep it relative to the listing when p_page / b_page change (listingScrollY); a hash target scrolls smoothly after
 * 300 ms (500 ms on the first load) from where the page is. Back and forward keep ScrollRestoration's restored
 * position. Rendered after <ScrollRestoration />: its layout effect (scroll to top, or an instant jump to the hash)
 * runs first and this one corrects it before the browser paints. The page scroll is unlocked on every route change.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Location | null>(null);
  /** The scroll position before the new page is committed: scroll events arrive after a commit's clamp or reset. */
  const keptY = useRef(0);

  useEffect(() => {
    keptY.current = window.scrollY;
    const track = () => {
      keptY.current = window.scrollY;
    };
    window.addEventListener("scroll", track, { passive: true });
    return () => window.removeEventListener("scroll", track);
  }, []);

  useLayoutEffect(() => {
    unlockPageScroll();
    const mounted = previous.current !== null;
    const from = previous.current === location ? null : previous.current;
    previous.current = location;
    const decision = scrollDecision(from, location, { mounted });
    if (from !== null && navigationType === "POP") return;
    if (decision.kind === "top" && from !== null) window.scrollTo(0, 0);
    if (decision.kind === "keep" && from !== null) window.scrollTo(0, keptY.current);
    if (decision.kind === "listing") window.scrollTo(0, listingPosition(decision.param, keptY.current));
    if (decision.kind !== "hash") return;
    // No instant jump first: the page stays where it was (top for another page), then scrolls smoothly.
    if (from !== null) {
      const samePage = from.pathname === location.pathname && from.search === location.search;
      window.scrollTo(0, samePage ? keptY.current : 0);
    }
    const timer = setTimeout(() => {
      document.getElementById(decision.id)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, decision.delayMs);
    return () => clearTimeout(timer);
  }, [location, navigationType]);

  return null;
}
