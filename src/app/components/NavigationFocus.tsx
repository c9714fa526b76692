import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { isScrollSkippedByState } from "~/lib/scrollRules";

/**
 * After a client navigation to another page, the focus moves to the new page's main heading (else to the main
 * region), so keyboard users start there and screen readers announce the page; without it the focus stays on
 * `<body>` and nothing is announced. Not on the first load, not when only the query or hash changes (paging,
 * filters), and not on a sub-product change (a variant tap keeps the shopper where they are).
 */
export function NavigationFocus() {
  const { pathname, state } = useLocation();
  const shownPath = useRef<string | null>(null);

  useEffect(() => {
    const previous = shownPath.current;
    shownPath.current = pathname;
    if (previous === null || previous === pathname || isScrollSkippedByState(state)) return;
    const main = document.getElementById("main");
    const target = main?.querySelector<HTMLElement>("h1") ?? main;
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, [pathname, state]);

  return null;
}
