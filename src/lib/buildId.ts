/** §4, §7 new-build detection: the latest-build file, written by scripts/write-build-id.mjs into build/client. */

/** Where the server answers the latest-build file (build/client/build-id.json). */
export const BUILD_ID_PATH = "/build-id.json";

/**
 * How often an open tab polls the latest-build file. Our choice (§7 leaves it open): 5 minutes, and on coming back
 * to the tab (focus, or the page shown again; one request while one is under way). A tab left open notices a deploy
 * within minutes and a shopper returning to an old tab at once, for one small uncached request each; a hidden tab
 * asks nothing.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** The latest-build file's URL with a timestamp query (§7), so that no cache on the way answers an old copy. */
export function latestBuildUrl(now: number): string {
  return `${BUILD_ID_PATH}?t=${now}`;
}

/** The build this tab runs: React Router writes the build's manifest into the page; its version is the build id. */
export function runningBuildId(): string | null {
  const manifest = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest;
  return manifest?.version ?? null;
}

/** The build id the latest-build file's body names; null for anything else. */
export function buildIdOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null) return null;
  const { buildId } = body as { buildId?: unknown };
  return typeof buildId === "string" && buildId !== "" ? buildId : null;
}
