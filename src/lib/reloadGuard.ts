import { RELOAD_GUARD_MS } from "./constants";

/** §4: a reload of the page (new build, failed chunk) happens at most once per path within 10 s, never in a loop. */

/** The sessionStorage key of the recent reloads: { [path]: epoch ms }. */
export const RELOADS_KEY = "sf-reloads";

/** What the guard needs of sessionStorage. */
export type ReloadLog = Pick<Storage, "getItem" | "setItem">;

/** The recent reloads kept in `text`, those within RELOAD_GUARD_MS of `now` only; {} for anything unreadable. */
function recentReloads(text: string | null, now: number): Record<string, number> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? "null");
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const recent: Record<string, number> = {};
  for (const [path, at] of Object.entries(parsed)) {
    if (typeof at === "number" && Math.abs(now - at) < RELOAD_GUARD_MS) recent[path] = at;
  }
  return recent;
}

/**
 * Whether the page at `path` may reload at `now` (epoch ms), noting the reload when it may: not when it reloaded
 * within RELOAD_GUARD_MS (10 s, either way of a clock change). The log lives in sessionStorage (it must outlive the
 * reload); `log` is a function so that a browser denying storage (its getter throws) is caught here: without a log a
 * reload could not be told from a loop, so none happens.
 */
export function claimReload(log: () => ReloadLog, path: string, now: number): boolean {
  try {
    const storage = log();
    const recent = recentReloads(storage.getItem(RELOADS_KEY), now);
    if (path in recent) return false;
    recent[path] = now;
    storage.setItem(RELOADS_KEY, JSON.stringify(recent));
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads `href` (by default the page as shown: path, query and hash) as a new document, unless its path reloaded
 * within 10 s or the browser denies sessionStorage (claimReload). Answers whether the load started.
 */
export function loadDocument(href: string = window.location.href): boolean {
  const url = new URL(href, window.location.href);
  if (!claimReload(() => window.sessionStorage, url.pathname, Date.now())) return false;
  if (url.href === window.location.href) window.location.reload();
  else window.location.assign(url.href);
  return true;
}
