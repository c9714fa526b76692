/** Image URLs sized to fixed buckets (§5 image URLs, §9 image size buckets). */

/** §9 square buckets, ascending. */
export const SQUARE_BUCKETS: readonly number[] = [20, 50, 64, 100, 125, 150, 200, 250, 300, 600, 1024, 2048, 4096];

/** §9 portrait buckets as [width, height], ascending. */
export const PORTRAIT_BUCKETS: readonly (readonly [number, number])[] = [
  [80, 107],
  [100, 133],
  [150, 200],
  [250, 333],
  [300, 400],
  [600, 800],
];

/** §9: a portrait request larger than every portrait bucket "falls back to 300x400". */
export const PORTRAIT_FALLBACK: readonly [number, number] = [300, 400];

/** §9 "Pdf and swf placeholder icons: sizes 32, 100, 125, 150", ascending. */
export const FILE_ICON_SIZES: readonly number[] = [32, 100, 125, 150];

/** The query parameter that carries the requested size (WxH); the static server ignores it, an image CDN honours it. */
export const SIZE_PARAM = "size";

/** The size an image is shown at, in CSS pixels. */
export interface RequestedSize {
  width: number;
  /** Absent: a square of `width`. */
  height?: number;
}

/** The URL to request and the size it answers with (the bucket, or the requested size when unchanged). */
export interface SizedImageUrl {
  url: string;
  width: number;
  height: number;
}

type FileIconKind = "pdf" | "swf";

/** The path of the placeholder icon of a pdf or swf file at icon size n (public/icons). */
export function fileIconPath(kind: FileIconKind, size: number): string {
  return `/icons/file-${kind}-${size}.svg`;
}

function assertPositiveSize(value: number, name: string): void {
  if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${value}`);
}

/** The path part of a URL without its query, hash, scheme and host. */
function pathOf(src: string): string {
  const beforeQuery = src.split(/[?#]/, 1)[0] ?? "";
  return beforeQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").replace(/^\/\/[^/]*/, "");
}

/** The lower-cased file extension of a URL's last path segment, ignoring query and hash; "" when there is none. */
export function imageExtension(src: string): string {
  const lastSegment = pathOf(src).split("/").pop() ?? "";
  const dot = lastSegment.lastIndexOf(".");
  return dot > 0 ? lastSegment.slice(dot + 1).toLowerCase() : "";
}

/** §9: the smallest square bucket at least `width`; beyond the largest (4096) the largest. */
export function squareBucket(width: number): number {
  return SQUARE_BUCKETS.find((bucket) => bucket >= width) ?? (SQUARE_BUCKETS.at(-1) as number);
}

/** §9: the smallest portrait bucket covering both dimensions; "anything larger falls back to 300x400". */
export function portraitBucket(width: number, height: number): readonly [number, number] {
  return PORTRAIT_BUCKETS.find(([w, h]) => w >= width && h >= height) ?? PORTRAIT_FALLBACK;
}

/**
 * Landscape (width > height) has no bucket list in §9. Our choice: the width snaps like a square request and the
 * height keeps the requested aspect ratio (rounded, at least 1 px), so the CDN never crops a landscape image.
 */
function landscapeBucket(width: number, height: number): readonly [number, number] {
  const snappedWidth = squareBucket(width);
  return [snappedWidth, Math.max(1, Math.round((snappedWidth * height) / width))];
}

function bucketFor(width: number, height: number): readonly [number, number] {
  if (height === width) {
    const side = squareBucket(width);
    return [side, side];
  }
  return height > width ? portraitBucket(width, height) : landscapeBucket(width, height);
}

/** Smallest of FILE_ICON_SIZES at least `side`, else the largest (150). */
function fileIconSize(side: number): number {
  return FILE_ICON_SIZES.find((size) => size >= side) ?? (FILE_ICON_SIZES.at(-1) as number);
}

function isSizeParam(part: string): boolean {
  const key = part.split("=", 1)[0] ?? "";
  return key === SIZE_PARAM;
}

/** Sets size=WxH in the URL's query: other parameters and the hash are kept as they are, an existing size replaced. */
function withSizeParam(src: string, width: number, height: number): string {
  const hashAt = src.indexOf("#");
  const hash = hashAt === -1 ? "" : src.slice(hashAt);
  const beforeHash = hashAt === -1 ? src : src.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const base = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = queryAt === -1 ? "" : beforeHash.slice(queryAt + 1);
  const parts = query.split("&").filter((part) => part !== "" && !isSizeParam(part));
  parts.push(`${SIZE_PARAM}=${width}x${height}`);
  return `${base}?${parts.join("&")}${hash}`;
}

/**
 * The URL and size to request for an image shown at `size` (§5, §9):
 * - an empty or data: src, and a gif ("gif is returned unchanged", §5), keep their URL and the requested size;
 * - pdf and swf become a placeholder icon /icons/file-{pdf|swf}-{n}.svg, n the smallest of FILE_ICON_SIZES at
 *   least the larger side (else 150);
 * - anything else (jpg, png, webp — our choice: webp is bucketed like jpg and png, since a CDN resizes it alike —
 *   and URLs without an extension) snaps to a bucket and gets size=WxH in its query: square (height absent or equal
 *   to width) to the smallest square bucket at least the width (at most 4096); portrait to the smallest portrait
 *   bucket covering both sides, larger than 600x800 falling back to 300x400; landscape see landscapeBucket.
 * The extension is read case-insensitively from the last path segment, ignoring query and hash.
 * Throws a RangeError when width or height is not a positive number.
 */
export function imageUrl(src: string, size: RequestedSize): SizedImageUrl {
  const width = size.width;
  const height = size.height ?? size.width;
  assertPositiveSize(width, "width");
  assertPositiveSize(height, "height");
  if (src === "" || /^data:/i.test(src)) return { url: src, width, height };
  const extension = imageExtension(src);
  if (extension === "gif") return { url: src, width, height };
  if (extension === "pdf" || extension === "swf") {
    const iconSize = fileIconSize(Math.max(width, height));
    return { url: fileIconPath(extension, iconSize), width: iconSize, height: iconSize };
  }
  const [bucketWidth, bucketHeight] = bucketFor(width, height);
  return { url: withSizeParam(src, bucketWidth, bucketHeight), width: bucketWidth, height: bucketHeight };
}

/**
 * A srcset with 1x and 2x density candidates for an image shown at `width` (and `height`, default square), each
 * snapped by imageUrl. The 2x candidate is left out when it would not be larger than 1x (same URL, e.g. a gif, or
 * a bucket cap such as 4096 or the 300x400 portrait fallback). "" for an empty src.
 */
export function srcSet(src: string, width: number, height?: number): string {
  if (src === "") return "";
  const single = imageUrl(src, { width, height });
  const double = imageUrl(src, { width: width * 2, height: height === undefined ? undefined : height * 2 });
  const candidates = [`${single.url} 1x`];
  if (double.url !== single.url && double.width > single.width) candidates.push(`${double.url} 2x`);
  return candidates.join(", ");
}
