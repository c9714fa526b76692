/**
 * A URL path as a shopper reads it: percent-encoded characters decoded ("/%E0%B8%8A%E0%B8%B2" → "/ชา"). A path
 * whose encoding is broken is shown as it came.
 */
export function readablePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
