import { portraitBucket, squareBucket } from "~/lib/imageUrl";

/** A §9 size bucket an image is served at: its key in shop_media_sizes, and how the image is fitted to it. */
export interface Bucket {
  key: string;
  width: number;
  height: number;
  /** Portrait buckets are covered (cropped to their ratio); square ones hold the whole image inside their side. */
  cover: boolean;
}

const SIZE = /^([1-9][0-9]{0,4})(?:x([1-9][0-9]{0,4}))?$/;

/**
 * The bucket a `size` query (WxH as src/lib/imageUrl writes it, or one side for a square) snaps to, as §9 says:
 * a square to the smallest square bucket at least its side (at most 4096); a portrait to the smallest portrait bucket
 * covering it, anything larger 300x400; a landscape, which §9 has no bucket for, to the square bucket of its width
 * (the image inside it keeps its ratio). So an image has at most 19 sizes, however many sizes are asked for.
 * Null when `size` is not a size.
 */
export function bucketOfSize(size: string): Bucket | null {
  const match = SIZE.exec(size);
  if (!match) return null;
  const width = Number(match[1]);
  const height = match[2] === undefined ? width : Number(match[2]);
  if (height > width) {
    const [bucketWidth, bucketHeight] = portraitBucket(width, height);
    return { key: `${bucketWidth}x${bucketHeight}`, width: bucketWidth, height: bucketHeight, cover: true };
  }
  const side = squareBucket(width);
  return { key: String(side), width: side, height: side, cover: false };
}
