/**
 * How far the loading bar is drawn after `elapsedMs` of loading, in percent: quick at first, then slowing,
 * approaching but never reaching 100 until the load finishes (about 70% at `durationMs`).
 */
export function loadingProgress(elapsedMs: number, durationMs: number): number {
  if (elapsedMs <= 0 || durationMs <= 0) return 0;
  return (200 / Math.PI) * Math.atan((elapsedMs / durationMs) * 2);
}
