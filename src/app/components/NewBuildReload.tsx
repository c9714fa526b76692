import { useEffect, useRef } from "react";
import { createPath, useNavigation } from "react-router";
import { BUILD_POLL_INTERVAL_MS, buildIdOf, latestBuildUrl, runningBuildId } from "~/lib/buildId";
import { loadDocument } from "~/lib/reloadGuard";

/**
 * §4, §7 new-build detection: polls the latest-build file (see BUILD_POLL_INTERVAL_MS); once it names another build
 * than the one this tab runs, the next client navigation becomes a full page load of its target (at most once per
 * path within 10 s, see loadDocument), so the shopper gets the new build's code with the new page.
 */
export function NewBuildReload() {
  const navigation = useNavigation();
  const stale = useRef(false);

  useEffect(() => {
    const running = runningBuildId();
    if (!running || import.meta.env.DEV) return;
    let checking = false;
    const check = async () => {
      if (checking || stale.current || document.visibilityState !== "visible") return;
      checking = true;
      try {
        const response = await fetch(latestBuildUrl(Date.now()), { cache: "no-store" });
        const latest = response.ok ? buildIdOf(await response.json()) : null;
        if (latest !== null && latest !== running) stale.current = true;
      } catch {
        // offline or an unreadable answer: the next check tries again
      } finally {
        checking = false;
      }
    };
    const onCheck = () => void check();
    const timer = setInterval(onCheck, BUILD_POLL_INTERVAL_MS);
    document.addEventListener("visibilitychange", onCheck);
    window.addEventListener("focus", onCheck);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onCheck);
      window.removeEventListener("focus", onCheck);
    };
  }, []);

  useEffect(() => {
    if (stale.current && navigation.state === "loading") loadDocument(createPath(navigation.location));
  }, [navigation]);

  return null;
}
