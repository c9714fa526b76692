import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { BaseData } from "~/generated/schemas";

type TransitionName = NonNullable<BaseData["transitionName"]>;

const KEYFRAMES: Record<Exclude<TransitionName, "none">, Keyframe[]> = {
  fade: [{ opacity: 0 }, { opacity: 1 }],
  slide: [
    { opacity: 0, transform: "translateY(0.75rem)" },
    { opacity: 1, transform: "none" },
  ],
};

/**
 * The shop's page transition (base transitionName, §3): after a client navigation to another path the page content
 * (#main) fades or slides in, by the Web Animations API (nothing remounts, no CSS ships). Never on the first load,
 * never when the shopper prefers reduced motion.
 */
export function PageTransition({ name }: { name: TransitionName }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (name === "none" || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    document.getElementById("main")?.animate(KEYFRAMES[name], { duration: 200, easing: "ease-out" });
  }, [name, pathname]);
  return null;
}
