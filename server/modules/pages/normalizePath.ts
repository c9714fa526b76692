/**
 * The stored form of a requested page path: percent-decoded, duplicate slashes collapsed, trailing slash removed
 * (except for "/"). Letter case is kept: paths are case-sensitive. Undefined when the encoding is malformed or
 * decodes to control characters (no page path holds them, and no database text holds NUL).
 */
export function normalizePagePath(path: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const collapsed = decoded.replace(/\/{2,}/g, "/");
  const trimmed = collapsed.length > 1 ? collapsed.replace(/\/+$/, "") : collapsed;
  return trimmed === "" ? "/" : trimmed;
}
