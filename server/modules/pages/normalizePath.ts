/**
 * The stored form of a requested page path: percent-decoded, duplicate slashes collapsed, trailing slash removed
 * (except for "/"). Letter case is kept: paths are case-sensitive. Undefined when the encoding is malformed.
 */
export function normalizePagePath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const collapsed = decoded.replace(/\/{2,}/g, "/");
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
  return trimmed === "" ? "/" : trimmed;
}
